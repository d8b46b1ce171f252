import type { APIRoute } from 'astro';
import { handle, ok } from '../../../server/http/envelope';
import { AppError } from '../../../server/http/errors';
import { requireAgent } from '../../../server/auth/guard';
import { readOwnLicence, uploadOwnLicence } from '../../../server/agents/profile';
import { readUploadedFile } from '../../../server/http/readUpload';

const PICK_FILE = 'Pilih file Surat Izin Usaha (PDF, JPEG, atau PNG).';

/**
 * The signed-in agent's own business licence (Surat Izin Usaha), private to that agent.
 * POST (multipart field `file`: PDF, JPEG or PNG by content, ≤ 5 MB) → 200 AgentSelf with
 * suratIzinUsaha true and statusVerifikasi 'menunggu'. 401 (checked before the body is read),
 * 413 too large, 415 another type.
 * GET → the file itself, as an attachment, never cached; 404 when none is on file, 401 for a guest.
 */
export const POST: APIRoute = ({ locals, request }) =>
  handle(async () => {
    const agent = requireAgent(locals);
    const bytes = await readUploadedFile(request).catch((err) => {
      if (err instanceof AppError && err.status === 400) throw new AppError(400, PICK_FILE, { file: PICK_FILE });
      throw err;
    });
    return ok(await uploadOwnLicence(agent.id, bytes), 'Surat Izin Usaha berhasil diunggah dan menunggu verifikasi.');
  });

export const GET: APIRoute = ({ locals }) =>
  handle(async () => {
    const agent = requireAgent(locals);
    const doc = await readOwnLicence(agent.id);
    return new Response(doc.bytes as BodyInit, {
      status: 200,
      headers: {
        'Content-Type': doc.mime,
        'Content-Length': String(doc.bytes.byteLength),
        'Content-Disposition': `attachment; filename="${doc.filename}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
