import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../src/server/db/client';
import { migrateToLatest } from '../../src/server/db/migrate';
import { storeImage } from '../../src/server/media/store';
import { AppError } from '../../src/server/http/errors';
import { startServer, type RunningServer } from '../helpers/server';

let db: DB;
let server: RunningServer;
let id: string;

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 120 } } })[format]().toBuffer();

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    return err as AppError;
  }
  throw new Error('expected a rejection');
}

beforeAll(async () => {
  db = openDatabase();
  await migrateToLatest(db);
  const gpsJpeg = await sharp(await picture(2000, 1200, 'jpeg'))
    .withExif({ IFD0: { Copyright: 'rahasia-exif' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '7/1 56/1 0/1' } })
    .jpeg()
    .toBuffer();
  id = await storeImage(db, new Uint8Array(gpsJpeg));
  server = await startServer({ databasePath: process.env.DATABASE_PATH });
});
afterAll(async () => {
  await server?.stop();
  await db?.destroy();
});

describe('the media pipeline', () => {
  it('stores WebP variants 400, 800 and 1600 wide, never enlarged, without metadata', async () => {
    const rows = await db.selectFrom('media_variants').select(['width', 'height', 'mime', 'bytes']).where('media_id', '=', id).orderBy('width').execute();
    expect(rows.map((r) => [r.width, r.height, r.mime])).toEqual([
      [400, 240, 'image/webp'],
      [800, 480, 'image/webp'],
      [1600, 960, 'image/webp'],
    ]);
    for (const r of rows) {
      const meta = await sharp(Buffer.from(r.bytes)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(Buffer.from(r.bytes).includes('rahasia-exif')).toBe(false);
    }
    const small = await storeImage(db, new Uint8Array(await picture(300, 200, 'webp')));
    const smallRows = await db.selectFrom('media_variants').select(['width', 'height']).where('media_id', '=', small).execute();
    expect((await sharp(Buffer.from((await db.selectFrom('media_variants').select('bytes').where('media_id', '=', small).where('width', '=', 1600).executeTakeFirstOrThrow()).bytes)).metadata()).width).toBe(300);
    expect(smallRows).toHaveLength(3);
  });

  it('stores the same picture once', async () => {
    const again = await storeImage(db, new Uint8Array(await sharp(await picture(2000, 1200, 'jpeg')).withExif({ IFD0: { Copyright: 'rahasia-exif' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '7/1 56/1 0/1' } }).jpeg().toBuffer()));
    expect(again).toBe(id);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect((await rejection(storeImage(db, big))).status).toBe(413);
  });

  it('refuses an image over 40 megapixels with 413', async () => {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.byteLength).toBeLessThan(5 * 1024 * 1024);
    expect((await rejection(storeImage(db, new Uint8Array(huge)))).status).toBe(413);
  });

  it('recognises files by content: text renamed .jpg, a PDF, a GIF and a truncated JPEG get 415', async () => {
    const gif = await sharp(await picture(10, 10)).gif().toBuffer();
    const truncated = (await picture(400, 400, 'jpeg')).subarray(0, 200);
    for (const bytes of [Buffer.from('bukan gambar, hanya teks'), Buffer.from('%PDF-1.4 dokumen'), gif, truncated]) {
      const err = await rejection(storeImage(db, new Uint8Array(bytes)));
      expect(err.status).toBe(415);
      expect(err.message).toMatch(/JPEG, PNG, atau WebP/);
    }
  });
});

describe('GET /media/{id}-{width}.webp', () => {
  it('serves the variant as immutable WebP with an ETag, and 304 when it matches', async () => {
    const res = await fetch(`${server.url}/media/${id}-800.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(800);
    const again = await fetch(`${server.url}/media/${id}-800.webp`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for an unknown id, an unknown width and a malformed name', async () => {
    for (const path of [`/media/${'0'.repeat(24)}-800.webp`, `/media/${id}-123.webp`, `/media/${id}.webp`, '/media/../etc/passwd']) {
      expect((await fetch(server.url + path)).status).toBe(404);
    }
  });
});
