import type { APIRoute } from 'astro';
import { getDb } from '../../../server/db/client';
import { handle, json, readJson } from '../../../server/http/envelope';
import { register } from '../../../server/auth/service';
import { createSession, revokeSession } from '../../../server/auth/session';
import { clientIp } from '../../../server/auth/throttle';
import { setSessionCookie } from '../../../server/http/cookies';

/**
 * POST /api/agent/create { email, username, password, namaBadanUsaha }
 * 201 → data: the new agent ({ id, username, namaBadanUsaha }) plus, because registration is
 * followed by an automatic login, `jwt` and `agent` exactly as /api/agent/login answers them;
 * the session cookie is set too. 400 per field, 409 taken email/username, 429 too many.
 */
export const POST: APIRoute = (context) =>
  handle(async () => {
    const body = await readJson(context.request);
    const db = await getDb();
    const agent = await register(db, body, clientIp(context));
    if (context.locals.sessionId) await revokeSession(db, context.locals.sessionId);
    const session = await createSession(db, agent.id);
    setSessionCookie(context.cookies, context.request, session.token);
    return json(201, 'Pendaftaran berhasil. Selamat datang di TripKita!', { ...agent, jwt: session.token, agent });
  });
