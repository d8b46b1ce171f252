import type { APIRoute } from 'astro';
import { siteOrigin } from '../components/layout/absoluteUrl';
import { sitemapIndexXml, sitemapParts, urlsetXml } from '../server/sitemap';

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

/** One <urlset> while the site has at most 50 000 URLs; above that an index of /sitemap-{n}.xml. */
export const GET: APIRoute = async (context) => {
  const origin = siteOrigin(context);
  const parts = await sitemapParts();
  const body = parts.files === 1 ? urlsetXml(origin, await parts.part(1)) : sitemapIndexXml(origin, parts.files);
  return new Response(body, { headers: XML_HEADERS });
};
