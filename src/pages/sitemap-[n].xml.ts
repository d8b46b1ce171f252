import type { APIRoute } from 'astro';
import { siteOrigin } from '../components/layout/absoluteUrl';
import { sitemapParts, urlsetXml } from '../server/sitemap';

/** Part n of a sitemap too large for one file (listed by /sitemap.xml's index). */
export const GET: APIRoute = async (context) => {
  const raw = context.params.n ?? '';
  const n = /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 0;
  const parts = await sitemapParts();
  if (n < 1 || n > parts.files) {
    return new Response('Sitemap tidak ditemukan.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return new Response(urlsetXml(siteOrigin(context), await parts.part(n)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
