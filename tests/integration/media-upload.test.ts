// POST /api/media/upload against the real built server: session, limits, types judged by content.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../src/server/db/client';
import { ApiClient } from '../helpers/api';
import { startServer, type RunningServer } from '../helpers/server';
import { picture, registerAgent, upload, uploadBody } from '../fixtures/workspace';

let server: RunningServer;
let db: DB;
let agent: Awaited<ReturnType<typeof registerAgent>>;

beforeAll(async () => {
  server = await startServer({ databasePath: process.env.DATABASE_PATH, env: { THROTTLE_REGISTER_IP_MAX: '100' } });
  agent = await registerAgent(server.url, 'unggah');
  db = openDatabase();
});
afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

const MB = 1024 * 1024;

describe('POST /api/media/upload', () => {
  it('stores a JPEG as WebP variants owned by the agent: 201 { id, url, urls }', async () => {
    const res = await upload(agent.client, await picture(1200, 800, 'jpeg'), 'pantai.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, code: 201, message: 'Gambar berhasil diunggah.' });
    const { id, url, urls } = res.json.data;
    expect(id).toMatch(/^[a-f0-9]{24}$/);
    expect(url).toBe(`/media/${id}-800.webp`);
    expect(urls).toEqual({ 400: `/media/${id}-400.webp`, 800: `/media/${id}-800.webp`, 1600: `/media/${id}-1600.webp` });

    const image = await fetch(server.url + url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(800);

    const row = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'image', owner_agent_id: agent.id, is_private: 0 });
  });

  it('accepts PNG and WebP too', async () => {
    for (const [format, type] of [['png', 'image/png'], ['webp', 'image/webp']] as const) {
      const res = await upload(agent.client, await picture(300, 200, format), `foto.${format}`, type);
      expect(res.status, format).toBe(201);
    }
  });

  it('refuses a guest with 401 and stores nothing', async () => {
    const before = await db.selectFrom('media').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await upload(new ApiClient(server.url), await picture(200, 200));
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, code: 401, message: 'Silakan masuk terlebih dahulu.' });
    const after = await db.selectFrom('media').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses an expired or revoked session with 401 and the session message', async () => {
    const res = await new ApiClient(server.url).call('POST', '/api/media/upload', {
      body: uploadBody(await picture(200, 200), 'a.jpg', 'image/jpeg'),
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiJ4In0.invalid' },
    });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe('Sesi Anda berakhir, silakan masuk lagi.');
  });

  it('refuses a file over 5 MB with 413 (by Content-Length)', async () => {
    const big = new Uint8Array(5 * MB + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(agent.client, big, 'besar.jpg', 'image/jpeg');
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ success: false, code: 413, message: 'Ukuran file maksimal 5 MB.' });
  });

  it('refuses an oversize body sent without Content-Length (chunked) with 413 while reading it', async () => {
    const form = uploadBody(new Uint8Array(6 * MB).fill(7), 'besar.jpg', 'image/jpeg');
    const encoded = new Response(form);
    const stream = encoded.body!;
    const res = await fetch(server.url + '/api/media/upload', {
      method: 'POST',
      headers: { cookie: agent.client.cookie, 'content-type': encoded.headers.get('content-type')! },
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Ukuran file maksimal 5 MB.');
  });

  it('refuses an image over 40 megapixels with 413', async () => {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.byteLength).toBeLessThan(5 * MB);
    const res = await upload(agent.client, huge, 'panorama.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('Resolusi gambar maksimal 40 megapiksel.');
  });

  it('judges the type by content: a text file renamed .jpg, a PDF and a GIF get 415', async () => {
    const gif = await sharp(await picture(10, 10, 'png')).gif().toBuffer();
    const cases: Array<[Uint8Array, string, string]> = [
      [new TextEncoder().encode('ini bukan gambar, hanya teks biasa'), 'foto.jpg', 'image/jpeg'],
      [new TextEncoder().encode('%PDF-1.4 dokumen'), 'foto.jpg', 'image/jpeg'],
      [gif, 'animasi.gif', 'image/gif'],
    ];
    for (const [bytes, name, type] of cases) {
      const res = await upload(agent.client, bytes, name, type);
      expect(res.status, name).toBe(415);
      expect(res.json).toMatchObject({ success: false, code: 415, message: 'Format gambar harus JPEG, PNG, atau WebP.' });
    }
  });

  it('answers 400 at `file` when the field is missing, and 415 for a body that is not multipart', async () => {
    const form = new FormData();
    form.append('judul', 'tanpa file');
    const missing = await agent.client.call('POST', '/api/media/upload', { body: form });
    expect(missing.status).toBe(400);
    expect(missing.json.data.errors).toEqual({ file: 'Pilih file gambar untuk diunggah.' });

    const wrongField = await agent.client.call('POST', '/api/media/upload', { body: uploadBody(await picture(50, 50), 'a.jpg', 'image/jpeg', 'gambar') });
    expect(wrongField.status).toBe(400);

    const asJson = await agent.client.post('/api/media/upload', { file: 'data:image/jpeg;base64,/9j/' });
    expect(asJson.status).toBe(415);
  });

  it('refuses a cross-site upload with 403', async () => {
    const res = await agent.client.call('POST', '/api/media/upload', {
      body: uploadBody(await picture(50, 50), 'a.jpg', 'image/jpeg'),
      headers: { origin: 'https://situs-jahat.example' },
    });
    expect(res.status).toBe(403);
  });
});
