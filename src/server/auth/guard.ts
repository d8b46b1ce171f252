import { AppError } from '../http/errors';
import type { SessionAgent } from '../../lib/types';

export const MSG_SESSION_EXPIRED = 'Sesi Anda berakhir, silakan masuk lagi.';
export const MSG_LOGIN_REQUIRED = 'Silakan masuk terlebih dahulu.';

/**
 * The signed-in agent, or a 401: 'Sesi Anda berakhir, silakan masuk lagi.' when the request carried
 * a session that has expired or was revoked, else 'Silakan masuk terlebih dahulu.'.
 */
export function requireAgent(locals: Pick<App.Locals, 'agent' | 'sessionExpired'>): SessionAgent {
  if (locals.agent) return locals.agent;
  throw new AppError(401, locals.sessionExpired ? MSG_SESSION_EXPIRED : MSG_LOGIN_REQUIRED);
}

/**
 * The `next` target of /login?next=… when it is a path on this site, else /beranda: never an
 * open redirect to another host (`//evil.example`, `/\evil.example`, `https://…`).
 */
export function safeNextPath(next: string | null | undefined, fallback = '/beranda'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(next)) return fallback;
  try {
    const url = new URL(next, 'http://tripkita.invalid');
    if (url.origin !== 'http://tripkita.invalid') return fallback;
    if (url.pathname === '/login' || url.pathname === '/register') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
