/** Calls of the dashboard islands to our JSON API (same-origin, with the session cookie). */

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  /** The server's Indonesian message, fit to show. */
  message: string;
  data: T | null;
  /** Per-field messages of a 400, keyed by dotted path. */
  errors: Record<string, string>;
}

export const NETWORK_ERROR = 'Koneksi terputus. Periksa internet Anda, lalu coba lagi.';

/** An expired or missing session: back to /login, returning here afterwards. */
export function goToLogin(): void {
  const next = encodeURIComponent(location.pathname + location.search);
  location.assign(`/login?next=${next}&sesi=berakhir`);
}

/** Sends JSON and reads the envelope; a 401 sends the agent to /login. Network failures throw. */
export async function sendJson<T>(method: string, url: string, body?: unknown): Promise<ApiResult<T>> {
  const res = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readEnvelope<T>(res.status, await res.text());
}

/** The envelope of an answer (also used for XMLHttpRequest uploads). */
export function readEnvelope<T>(status: number, text: string): ApiResult<T> {
  if (status === 401) goToLogin();
  let env: { message?: string; data?: any } | null = null;
  try {
    env = JSON.parse(text);
  } catch {
    /* not JSON: a proxy error page or similar */
  }
  const ok = status >= 200 && status < 300;
  return {
    ok,
    status,
    message: env?.message ?? (ok ? 'Berhasil.' : 'Terjadi kesalahan pada server. Silakan coba lagi.'),
    data: (env?.data ?? null) as T | null,
    errors: (!ok && env?.data?.errors) || {},
  };
}

/** Moves focus to the first field marked invalid inside `root`, after React has rendered it. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const el = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!el) return;
    el.scrollIntoView({ block: 'center' });
    el.focus({ preventScroll: true });
  });
}
