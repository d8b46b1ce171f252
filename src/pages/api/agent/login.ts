import type { APIRoute } from 'astro';
import { getDb } from '../../../server/db/client';
import { handle, ok, readJson } from '../../../server/http/envelope';
import { login } from '../../../server/auth/service';
import { revokeSession } from '../../../server/auth/session';
import { clientIp } from '../../../server/auth/throttle';
import { setSessionCookie } from '../../../server/http/cookies';

/**
 * POST /api/agent/login { email (email or username), password }
 * 200 → data { jwt, agent: { id, username, namaBadanUsaha } } and the session cookie.
 * 400 per field, 401 generic message, 429 with Retry-After.
 */
export const POST: APIRoute = (context) =>
  handle(async () => {
    const body = await readJson(context.request);
    const db = await getDb();
    const result = await login(db, body, clientIp(context));
    // Signing in again replaces the session this browser had.
    if (context.locals.sessionId) await revokeSession(db, context.locals.sessionId);
    setSessionCookie(context.cookies, context.request, result.jwt);
    return ok({ jwt: result.jwt, agent: result.agent }, 'Berhasil masuk.');
  });
