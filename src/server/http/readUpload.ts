import { AppError } from './errors';
import { MAX_UPLOAD_BYTES } from '../../lib/media';

/** Room for the multipart boundaries and headers around a file of the largest allowed size. */
const ENVELOPE_BYTES = 64 * 1024;
// The rest of an oversize body is never read, so the connection cannot carry another request.
const tooLarge = () => new AppError(413, 'Ukuran file maksimal 5 MB.', undefined, { Connection: 'close' });

/**
 * The bytes of the multipart field `field`, refusing an oversize body with 413 before it is read
 * whole: by its Content-Length when sent, and by counting while reading otherwise.
 */
export async function readUploadedFile(request: Request, field = 'file'): Promise<Uint8Array> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(type)) throw new AppError(415, 'Kirim file sebagai multipart/form-data.');
  const cap = MAX_UPLOAD_BYTES + ENVELOPE_BYTES;
  if (Number(request.headers.get('content-length') ?? 0) > cap) throw tooLarge();
  if (!request.body) throw new AppError(400, 'Pilih file gambar untuk diunggah.', { [field]: 'Pilih file gambar untuk diunggah.' });

  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }

  let form: FormData;
  try {
    form = await new Response(new Blob(chunks as BlobPart[]), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new AppError(400, 'Isi unggahan tidak dapat dibaca.');
  }
  const file = form.get(field);
  if (!(file instanceof Blob) || file.size === 0) throw new AppError(400, 'Pilih file gambar untuk diunggah.', { [field]: 'Pilih file gambar untuk diunggah.' });
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}
