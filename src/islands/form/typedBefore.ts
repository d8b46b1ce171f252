import { fieldId } from '../package/fields';

/**
 * The values a visitor already typed (or a password manager filled) into the server-rendered
 * form before React took it over, else the defaults. Used as a useState initialiser: it runs on
 * the client before hydration commits, while the inputs still hold what was typed.
 */
export function typedOr<T extends Record<string, string>>(defaults: T): T {
  if (typeof document === 'undefined') return defaults;
  const out: Record<string, string> = { ...defaults };
  for (const name of Object.keys(defaults)) {
    const el = document.getElementById(fieldId(name));
    if (el instanceof HTMLInputElement && el.value) out[name] = el.value;
  }
  return out as T;
}
