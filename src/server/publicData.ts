/**
 * Tells the short-lived caches of public pages and list counts that what the public sees has
 * changed. src/middleware.ts calls it after every successful write through the API, so this
 * server shows a change at once; other servers sharing a PostgreSQL database show it when their
 * few-second caches expire.
 */
const listeners: Array<() => void> = [];

export function publicDataChanged(): void {
  for (const listener of listeners) listener();
}

export function onPublicDataChange(listener: () => void): void {
  listeners.push(listener);
}
