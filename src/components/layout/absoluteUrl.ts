/** The subset of the Astro global the URL helpers read (pass `Astro`). */
export interface UrlContext {
  isPrerendered: boolean;
  site: URL | undefined;
  url: URL;
  request: Request;
}

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function configuredOrigin(): string | null {
  const configured = process.env.SITE_URL?.trim();
  if (!configured) return null;
  try {
    return new URL(configured).origin;
  } catch {
    return null;
  }
}

/**
 * The site's public origin. Pages built ahead of time have no request: they use SITE_URL as
 * astro.config's `site`. Pages rendered per request use SITE_URL when the server has it, else
 * the Host they were asked on (Astro's own `url` says "localhost" for every request unless
 * `security.allowedDomains` is configured).
 */
export function siteOrigin(astro: UrlContext): string {
  if (astro.isPrerendered) return (astro.site ?? astro.url).origin;
  const configured = configuredOrigin();
  if (configured) return configured;
  const host = astro.request.headers.get('host');
  return host && HOST.test(host) ? `${astro.url.protocol}//${host.toLowerCase()}` : astro.url.origin;
}

/** An absolute URL for a root-relative path ('/faq'); absolute URLs pass through unchanged. */
export function absoluteUrl(astro: UrlContext, path: string): string {
  return new URL(path, siteOrigin(astro) + '/').href;
}
