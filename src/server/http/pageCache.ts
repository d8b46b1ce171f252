import { onPublicDataChange } from '../publicData';

/**
 * Rendered public pages for guests, reused for a few seconds. A list or detail page is the same
 * HTML for every guest, and rendering it costs far more than sending it: with this cache the
 * lists serve at the speed of a prerendered page (see bench/results.md). Emptied whenever the
 * public data changes (src/server/publicData.ts).
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 500;
const PUBLIC_PAGES = [/^\/(home)?$/, /^\/trip(Dalam|Luar)Negeri(\/detail\/\d+)?$/, /^\/detail\/\d+$/, /^\/profile\/\d+$/];

interface Entry {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
  expires: number;
}
const entries = new Map<string, Entry>();

/** The cache key of a guest's GET of a public page, or null when the answer must be rendered. */
export function pageCacheKey(request: Request, url: URL, isGuest: boolean): string | null {
  if (!isGuest || request.method !== 'GET') return null;
  if (!PUBLIC_PAGES.some((re) => re.test(url.pathname))) return null;
  // Absolute URLs in the page (canonical, Open Graph) follow the Host when SITE_URL is unset.
  return `${request.headers.get('host') ?? ''}${url.pathname}${url.search}`;
}

export function cachedPage(key: string, now = Date.now()): Response | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (entry.expires <= now) {
    entries.delete(key);
    return null;
  }
  return new Response(entry.body, { status: entry.status, headers: entry.headers });
}

/** Keeps a copy of a plain 200 HTML answer and hands back an equivalent response. */
export async function storePage(key: string, response: Response, now = Date.now()): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.startsWith('text/html') || response.headers.has('set-cookie')) return response;
  const body = await response.arrayBuffer();
  const headers = [...response.headers.entries()];
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { body, status: 200, headers, expires: now + TTL_MS });
  return new Response(body, { status: 200, headers });
}

onPublicDataChange(() => entries.clear());
