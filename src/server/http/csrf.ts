const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The host the client addressed: X-Forwarded-Host (behind a proxy), else Host, else the URL's. */
function requestHost(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const host = forwarded || request.headers.get('host')?.trim() || new URL(request.url).host;
  return host.toLowerCase();
}

/** Drops a default port so `example.com` and `example.com:443` compare equal. */
function normaliseHost(host: string, protocol?: string): string {
  if (protocol === 'https:' && host.endsWith(':443')) return host.slice(0, -4);
  if (protocol === 'http:' && host.endsWith(':80')) return host.slice(0, -3);
  return host;
}

/**
 * Whether a state-changing request (POST/PUT/PATCH/DELETE) comes from another site: its Origin
 * names a different host than the one the request was sent to, or is `null`/malformed.
 * Without an Origin header (curl, mobile apps) a browser's `Sec-Fetch-Site: cross-site` still
 * counts; otherwise the request is judged by its session alone.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (!WRITE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get('origin');
  if (origin === null) return request.headers.get('sec-fetch-site')?.toLowerCase() === 'cross-site';
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return true; // 'null' (sandboxed frames, file://, some redirects) or garbage
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  const own = requestHost(request);
  return normaliseHost(url.host.toLowerCase(), url.protocol) !== normaliseHost(own, url.protocol);
}
