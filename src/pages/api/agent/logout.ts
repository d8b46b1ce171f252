import type { APIRoute } from 'astro';
import { getDb } from '../../../server/db/client';
import { handle, ok } from '../../../server/http/envelope';
import { logout } from '../../../server/auth/service';
import { clearSessionCookie } from '../../../server/http/cookies';

/** A plain HTML form post (the dashboard's Keluar button without JavaScript) wants a page, not JSON. */
function wantsPage(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  const accept = request.headers.get('accept') ?? '';
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type) && accept.includes('text/html');
}

/**
 * POST /api/agent/logout: revokes the session on the server and clears the cookie. 200 for a guest
 * too. A form post from a browser (Accept: text/html) is sent on to the home page (303).
 */
export const POST: APIRoute = (context) =>
  handle(async () => {
    if (context.locals.sessionId) await logout(await getDb(), context.locals.sessionId);
    clearSessionCookie(context.cookies, context.request);
    if (wantsPage(context.request)) {
      return new Response(null, { status: 303, headers: { Location: '/', 'Cache-Control': 'no-store' } });
    }
    return ok(null, 'Anda telah keluar.');
  });
