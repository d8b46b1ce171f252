import { defineMiddleware } from 'astro:middleware';
import { getDb } from './server/db/client';
import { resolveSession } from './server/auth/session';
import { clearSessionCookie, readSessionToken } from './server/http/cookies';
import { isCrossSiteWrite } from './server/http/csrf';
import { json } from './server/http/envelope';
import { cachedPage, pageCacheKey, storePage } from './server/http/pageCache';
import { publicDataChanged } from './server/publicData';

/** Agent-only pages (and everything under them): guests go to /login?next=…. */
const GUARDED = ['/beranda', '/portofolio', '/akunsaya', '/profilsaya', '/paketwisata', '/premium'];
/** Guest-only pages: a signed-in agent goes to /beranda. */
const GUEST_ONLY = ['/login', '/register'];

function pathOf(url: URL): string {
  let path = url.pathname;
  try {
    path = decodeURI(path);
  } catch {
    /* keep it raw */
  }
  // Matched case-insensitively and without a trailing slash, so /Beranda/ is guarded as well.
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

const under = (path: string, list: string[]) => list.some((p) => path === p || path.startsWith(p + '/'));

/** Paths whose answers must not carry a Set-Cookie (cacheable public images). */
const isMediaPath = (path: string) => path.startsWith('/media/') || path.startsWith('/_astro/');

export const onRequest = defineMiddleware(async (context, next) => {
  const { locals, request, url, cookies } = context;
  locals.agent = null;
  locals.sessionId = null;
  locals.sessionExpired = false;

  // Built once at build time: no request headers, cookies or database there.
  if (context.isPrerendered) return next();

  if (isCrossSiteWrite(request)) {
    return json(403, 'Permintaan ditolak: asal permintaan tidak sah.', null);
  }

  const path = pathOf(url);
  const sent = readSessionToken(request, cookies);
  if (sent) {
    const session = await resolveSession(await getDb(), sent.token);
    if (session) {
      locals.agent = session.agent;
      locals.sessionId = session.sessionId;
    } else {
      locals.sessionExpired = true;
      if (sent.source === 'cookie' && !isMediaPath(path)) clearSessionCookie(cookies, request);
    }
  }

  const redirectStatus = request.method === 'GET' || request.method === 'HEAD' ? 302 : 303;

  if (locals.agent && under(path, GUEST_ONLY)) {
    return context.redirect('/beranda', redirectStatus);
  }

  if (!locals.agent && under(path, GUARDED)) {
    const nextTarget = encodeURIComponent(url.pathname + url.search);
    const expired = locals.sessionExpired ? '&sesi=berakhir' : '';
    return new Response(null, {
      status: redirectStatus,
      headers: { Location: `/login?next=${nextTarget}${expired}`, 'Cache-Control': 'no-store' },
    });
  }

  const cacheKey = pageCacheKey(request, url, !sent);
  if (cacheKey) return cachedPage(cacheKey) ?? storePage(cacheKey, await next());

  const response = await next();
  // A change through the API may show on any public page: render them anew.
  if (request.method !== 'GET' && request.method !== 'HEAD' && response.status < 400) publicDataChanged();
  // Agent pages show private data: never store them (e.g. in the back-forward cache after logout).
  if (locals.agent && under(path, GUARDED) && !response.headers.has('cache-control')) {
    try {
      response.headers.set('Cache-Control', 'private, no-store');
    } catch {
      /* immutable headers: leave as is */
    }
  }
  return response;
});
