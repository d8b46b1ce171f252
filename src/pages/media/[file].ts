import type { APIRoute } from 'astro';
import { getDb } from '../../server/db/client';
import { readPublicVariant } from '../../server/media/store';
import { MEDIA_WIDTHS } from '../../lib/media';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** /media/{id}-{width}.webp: content-addressed, so a URL's bytes never change. */
export const GET: APIRoute = async ({ params, request }) => {
  const match = params.file?.match(/^([a-f0-9]{24})-(\d+)\.webp$/);
  const width = Number(match?.[2]);
  if (!match || !(MEDIA_WIDTHS as readonly number[]).includes(width)) return notFound();
  const etag = `"${match[1]}-${width}"`;
  const headers = { 'Cache-Control': IMMUTABLE, ETag: etag, 'Content-Type': 'image/webp', 'Access-Control-Allow-Origin': '*' };
  const variant = await readPublicVariant(await getDb(), match[1], width);
  if (!variant) return notFound();
  const inm = request.headers.get('if-none-match');
  if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return new Response(null, { status: 304, headers });
  return new Response(variant.bytes as BodyInit, { headers: { ...headers, 'Content-Length': String(variant.bytes.byteLength) } });
};

const notFound = () => new Response('Gambar tidak ditemukan.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
