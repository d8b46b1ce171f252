import type { APIRoute } from 'astro';
import { getDb } from '../../../server/db/client';
import { handle, json } from '../../../server/http/envelope';
import { requireAgent } from '../../../server/auth/guard';
import { storeImage } from '../../../server/media/store';
import { MEDIA_WIDTHS, mediaUrl } from '../../../lib/media';
import { readUploadedFile } from '../../../server/http/readUpload';

/**
 * POST /api/media/upload (multipart field `file`: JPEG, PNG or WebP, ≤ 5 MB, ≤ 40 MP)
 * → 201 { id, url (800 wide), urls { 400, 800, 1600 } }. 401 without a session (checked before
 * the body is read), 413 too large, 415 not an allowed image (judged by content, not by name).
 */
export const POST: APIRoute = ({ locals, request }) =>
  handle(async () => {
    const agent = requireAgent(locals);
    const bytes = await readUploadedFile(request);
    const id = await storeImage(await getDb(), bytes, agent.id);
    const urls = Object.fromEntries(MEDIA_WIDTHS.map((w) => [w, mediaUrl(id, w)]));
    return json(201, 'Gambar berhasil diunggah.', { id, url: mediaUrl(id, 800), urls });
  });
