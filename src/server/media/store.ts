import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../http/errors';
import type { DB } from '../db/client';
import { detectMime } from './detect';
import { MEDIA_WIDTHS, MAX_UPLOAD_BYTES, MAX_IMAGE_PIXELS } from '../../lib/media';

const now = () => new Date().toISOString();

function mediaId(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 24);
}

function checkSize(bytes: Uint8Array) {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new AppError(413, 'Ukuran file maksimal 5 MB.');
  if (bytes.byteLength === 0) throw new AppError(400, 'File kosong.');
}

/**
 * Stores an uploaded image as WebP variants (one per MEDIA_WIDTHS entry, never enlarged,
 * metadata stripped) and answers its media id. The same picture uploaded twice is stored once.
 */
export async function storeImage(db: DB, bytes: Uint8Array, ownerAgentId: number | null = null): Promise<string> {
  checkSize(bytes);
  const mime = detectMime(bytes);
  if (!mime || mime === 'application/pdf') throw new AppError(415, 'Format gambar harus JPEG, PNG, atau WebP.');
  const id = mediaId(bytes);
  if (await db.selectFrom('media').select('id').where('id', '=', id).executeTakeFirst()) return id;

  let variants: { width: number; height: number; bytes: Uint8Array }[];
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    const meta = await source.metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    variants = await Promise.all(
      MEDIA_WIDTHS.map(async (width) => {
        const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 74, effort: 3 })
          .toBuffer({ resolveWithObject: true });
        return { width, height: info.height, bytes: new Uint8Array(data) };
      }),
    );
  } catch (err) {
    const message = String((err as Error)?.message ?? '');
    if (/pixel limit/i.test(message)) throw new AppError(413, 'Resolusi gambar maksimal 40 megapiksel.');
    throw new AppError(415, 'Gambar tidak dapat dibaca. Gunakan file JPEG, PNG, atau WebP yang utuh.');
  }

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('media').values({ id, kind: 'image', owner_agent_id: ownerAgentId, is_private: 0, created_at: now() }).onConflict((oc) => oc.column('id').doNothing()).execute();
    for (const v of variants) {
      await trx
        .insertInto('media_variants')
        .values({ media_id: id, width: v.width, height: v.height, mime: 'image/webp', bytes: v.bytes })
        .onConflict((oc) => oc.columns(['media_id', 'width']).doNothing())
        .execute();
    }
  });
  return id;
}

/** Stores a private document (the business licence: PDF, JPEG or PNG) exactly as uploaded. */
export async function storePrivateDocument(db: DB, bytes: Uint8Array, ownerAgentId: number): Promise<string> {
  checkSize(bytes);
  const mime = detectMime(bytes);
  if (!mime || mime === 'image/webp') throw new AppError(415, 'Dokumen harus berupa PDF, JPEG, atau PNG.');
  const id = `${mediaId(bytes)}-${ownerAgentId}`;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('media').values({ id, kind: 'document', owner_agent_id: ownerAgentId, is_private: 1, created_at: now() }).onConflict((oc) => oc.column('id').doNothing()).execute();
    await trx.insertInto('media_variants').values({ media_id: id, width: 0, height: 0, mime, bytes }).onConflict((oc) => oc.columns(['media_id', 'width']).doNothing()).execute();
  });
  return id;
}

/** A public image variant, or undefined. Private media are never answered here. */
export async function readPublicVariant(db: DB, id: string, width: number) {
  return db
    .selectFrom('media_variants')
    .innerJoin('media', 'media.id', 'media_variants.media_id')
    .select(['media_variants.bytes', 'media_variants.mime'])
    .where('media.id', '=', id)
    .where('media.is_private', '=', 0)
    .where('media_variants.width', '=', width)
    .executeTakeFirst();
}

/** A private document, only for its own agent. */
export async function readPrivateDocument(db: DB, id: string, agentId: number) {
  return db
    .selectFrom('media_variants')
    .innerJoin('media', 'media.id', 'media_variants.media_id')
    .select(['media_variants.bytes', 'media_variants.mime'])
    .where('media.id', '=', id)
    .where('media.owner_agent_id', '=', agentId)
    .where('media.is_private', '=', 1)
    .executeTakeFirst();
}
