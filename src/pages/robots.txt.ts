import type { APIRoute } from 'astro';
import { siteOrigin } from '../components/layout/absoluteUrl';

/** The agent workspace (guarded anyway) and the JSON API are not for search engines. */
const DISALLOW = ['/beranda', '/paketWisata', '/portofolio', '/profilSaya', '/akunSaya', '/premium', '/api/'];

export const GET: APIRoute = (context) => {
  const lines = ['User-agent: *', 'Allow: /', ...DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteOrigin(context)}/sitemap.xml`, ''];
  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
