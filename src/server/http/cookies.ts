import type { AstroCookies } from 'astro';
import { SESSION_TTL_SECONDS } from '../auth/session';

/** The session cookie: the signed JWT, HttpOnly (scripts never see it), SameSite=Lax, whole site. */
export const SESSION_COOKIE = 'tk_session';

/** Whether the visitor reached us over https (directly or through a proxy that says so). */
export function isHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === 'https';
  return new URL(request.url).protocol === 'https:';
}

/** Sets `tk_session=<token>; HttpOnly; SameSite=Lax; Path=/; Max-Age=604800` (+ Secure over https). */
export function setSessionCookie(cookies: AstroCookies, request: Request, token: string): void {
  cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
    secure: isHttps(request),
  });
}

/** Removes the session cookie in the browser (same attributes, expired). */
export function clearSessionCookie(cookies: AstroCookies, request: Request): void {
  cookies.delete(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: isHttps(request) });
}

export interface SentToken {
  token: string;
  /** Where it came from: a Bearer header wins over the cookie when both are sent. */
  source: 'bearer' | 'cookie';
}

/** The session token sent with a request: `Authorization: Bearer <jwt>`, else the `tk_session` cookie. */
export function readSessionToken(request: Request, cookies: AstroCookies): SentToken | null {
  const auth = request.headers.get('authorization');
  const bearer = auth?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return { token: bearer, source: 'bearer' };
  const cookie = cookies.get(SESSION_COOKIE)?.value;
  if (cookie) return { token: cookie, source: 'cookie' };
  return null;
}
