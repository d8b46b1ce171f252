import type { APIRoute } from 'astro';
import { publicOrigin } from '../server/sitemap';

/** The agent workspace (guarded anyway) and the JSON API are not for search engines. */
const DISALLOW = ['/beranda', '/paketWisata', '/portofolio', '/profilSaya', '/akunSaya', '/premium', '/api/'];

export const GET: APIRoute = ({ request, url }) => {
  const lines = ['User-agent: *', 'Allow: /', ...DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicOrigin(request, url)}/sitemap.xml`, ''];
  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
