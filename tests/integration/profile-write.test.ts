// The agent's own profile and licence write API against the real built server: the happy path,
// each validation rule, phone and social normalisation, ownership, the licence's privacy and the
// upload limits, and that the saved contacts become the public pages' contact links.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api';
import { startServer, type RunningServer } from '../helpers/server';
import { picture, registerAgent, uploadBody, uploadedUrl } from '../fixtures/workspace';

let server: RunningServer;
let a: Awaited<ReturnType<typeof registerAgent>>;
let b: Awaited<ReturnType<typeof registerAgent>>;

beforeAll(async () => {
  server = await startServer({ databasePath: process.env.DATABASE_PATH, env: { THROTTLE_REGISTER_IP_MAX: '100' } });
  [a, b] = await Promise.all([registerAgent(server.url, 'profilA'), registerAgent(server.url, 'profilB')]);
});
afterAll(() => server?.stop());

const guest = () => new ApiClient(server.url);
const put = (client: ApiClient, body: unknown, headers?: Record<string, string>) => client.call('PUT', '/api/agent/profile', { json: body, headers });
const patch = (client: ApiClient, body: unknown) => client.call('PATCH', '/api/agent/profile', { json: body });

/** The whole form as an agent fills it in, every contact in a shape people really type. */
const form = (overrides: Record<string, unknown> = {}) => ({
  namaBadanUsaha: 'Nusantara Trip Wisata',
  alamatKantor: 'Jl. Ijen No. 12, Malang',
  namaPic: 'Dewi Lestari',
  kontakPic: '0813-3000-1111',
  bio: 'Trip grup Bromo dan Ijen sejak 2015.',
  tentang: 'Kami agen resmi di Malang dengan 40 pemandu lokal.',
  telepon: '(0341) 555-123',
  whatsapp: '+62 812-3456-7890',
  telegram: 'https://t.me/nusantaratrip',
  line: '@nusantaratrip',
  instagram: 'https://www.instagram.com/nusantara.trip/',
  twitter: '@nusantaratrip',
  facebook: 'https://m.facebook.com/nusantaratrip',
  fotoProfil: null,
  ...overrides,
});

const TRIP = {
  deskripsi: { judul: 'Kawah Ijen Blue Fire', deskripsi: 'Pendakian malam ke api biru.', cover: null, detailDestinasi: [{ title: 'Kawah Ijen', image: null, description: 'Api biru.' }] },
  kota: 'Banyuwangi',
  provinsi: 'Jawa Timur',
  kategori: 'lokal',
  informasiPenting: 'Bawa masker gas.',
  lamaTrip: '1 Hari',
  semuaTermasuk: true,
  harga: { '1-3 orang': 600_000 },
  status: 'published',
};

describe('PUT /api/agent/profile', () => {
  it('saves every field of the form and answers the stored, normalised values', async () => {
    const res = await put(a.client, form());
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, code: 200, message: 'Profil berhasil disimpan.' });
    expect(res.json.data).toMatchObject({
      id: a.id,
      username: a.username,
      namaBadanUsaha: 'Nusantara Trip Wisata',
      alamatKantor: 'Jl. Ijen No. 12, Malang',
      namaPic: 'Dewi Lestari',
      kontakPic: '6281330001111',
      bio: 'Trip grup Bromo dan Ijen sejak 2015.',
      tentang: 'Kami agen resmi di Malang dengan 40 pemandu lokal.',
      telepon: '62341555123',
      whatsapp: '6281234567890',
      whatsappKantor: '6281234567890',
      telegram: 'nusantaratrip',
      line: '@nusantaratrip',
      instagram: 'nusantara.trip',
      twitter: 'nusantaratrip',
      facebook: 'nusantaratrip',
      fotoProfil: null,
    });
    const me = await a.client.get('/api/agent/me');
    expect(me.json.data).toMatchObject({ whatsapp: '6281234567890', instagram: 'nusantara.trip', namaPic: 'Dewi Lestari' });
  });

  it('shows the public fields on the public API (WhatsApp Kantor follows WhatsApp) but never the PIC, email or licence', async () => {
    const pub = await guest().get(`/api/agent/get/${a.id}`);
    expect(pub.status).toBe(200);
    expect(pub.json.data).toMatchObject({ whatsapp: '6281234567890', whatsappKantor: '6281234567890', instagram: 'nusantara.trip', bio: 'Trip grup Bromo dan Ijen sejak 2015.' });
    for (const key of ['email', 'namaPic', 'kontakPic', 'suratIzinUsaha', 'password', 'passwordHash']) expect(pub.json.data).not.toHaveProperty(key);
    expect(pub.text).not.toContain('Dewi Lestari');
    expect(pub.text).not.toContain('6281330001111');
  });

  it('turns the saved contacts into the detail and profile pages’ contact links', async () => {
    const trip = await a.client.post('/api/trip/create', TRIP);
    expect(trip.status).toBe(201);
    for (const path of [`/tripDalamNegeri/detail/${trip.json.data.id}`, `/profile/${a.id}`]) {
      const page = await guest().get(path);
      expect(page.status).toBe(200);
      expect(page.text).toContain('https://wa.me/6281234567890');
      expect(page.text).toContain('tel:+62341555123');
      expect(page.text).toContain('https://t.me/nusantaratrip');
      expect(page.text).toContain('https://instagram.com/nusantara.trip');
      expect(page.text).toContain('https://x.com/nusantaratrip');
      expect(page.text).toContain('https://facebook.com/nusantaratrip');
      expect(page.text).toContain('https://line.me/R/ti/p/@nusantaratrip');
    }
  });

  it.each([
    ['08123456789', '628123456789'],
    ['0812-3456-7890', '6281234567890'],
    ['0812 3456 7890', '6281234567890'],
    ['+62 812 3456 7890', '6281234567890'],
    ['+62-812-3456-7890', '6281234567890'],
    ['+62 0812 3456 7890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['62 812 3456 7890', '6281234567890'],
    ['(0341) 555-123', '62341555123'],
    ['https://wa.me/6281234567890', '6281234567890'],
  ])('stores the phone number %s as %s (telepon, whatsapp, kontakPic)', async (typed, stored) => {
    const res = await patch(a.client, { telepon: typed, whatsapp: typed, kontakPic: typed });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ telepon: stored, whatsapp: stored, whatsappKantor: stored, kontakPic: stored });
  });

  it.each(['0812', 'nomor saya', '0812-abcd-7890', '12345678901', '+62 812 3456 7890 1234 56', '0812345678901234567'])(
    'refuses the phone number %j with a 400 at its field',
    async (typed) => {
      for (const field of ['telepon', 'whatsapp', 'kontakPic']) {
        const res = await patch(a.client, { [field]: typed });
        expect(res.status, `${field}: ${typed}`).toBe(400);
        expect(res.json.data.errors[field]).toMatch(/tidak valid.*0812-3456-7890/);
      }
    },
  );

  it.each([
    ['instagram', 'nusantara.trip', 'nusantara.trip'],
    ['instagram', '@nusantara.trip', 'nusantara.trip'],
    ['instagram', 'instagram.com/nusantara.trip?igsh=abc', 'nusantara.trip'],
    ['twitter', 'https://twitter.com/nusantaratrip', 'nusantaratrip'],
    ['twitter', 'https://x.com/nusantaratrip/status/1', 'nusantaratrip'],
    ['telegram', '@nusantaratrip', 'nusantaratrip'],
    ['telegram', 't.me/nusantaratrip', 'nusantaratrip'],
    ['facebook', 'nusantaratrip', 'nusantaratrip'],
    ['facebook', 'https://www.facebook.com/nusantaratrip/', 'nusantaratrip'],
    ['facebook', 'https://facebook.com/profile.php?id=100012345', 'https://facebook.com/profile.php?id=100012345'],
    ['line', 'nusantaratrip', 'nusantaratrip'],
    ['line', '@nusantaratrip', '@nusantaratrip'],
    ['line', 'https://line.me/ti/p/~nusantaratrip', 'nusantaratrip'],
    ['line', 'https://line.me/R/ti/p/@nusantaratrip', '@nusantaratrip'],
  ])('stores %s typed as %j as %j', async (field, typed, stored) => {
    const res = await patch(a.client, { [field]: typed });
    expect(res.status).toBe(200);
    expect(res.json.data[field]).toBe(stored);
  });

  it.each([
    ['instagram', 'https://facebook.com/nusantaratrip'],
    ['instagram', 'nama dengan spasi'],
    ['twitter', 'https://instagram.com/nusantaratrip'],
    ['telegram', 'ab'],
    ['facebook', 'https://x.com/nusantaratrip'],
    ['line', 'https://example.com/line'],
  ])('refuses %s %j with a 400 at its field', async (field, typed) => {
    const res = await patch(a.client, { [field]: typed });
    expect(res.status).toBe(400);
    expect(res.json.data.errors[field]).toMatch(/tidak valid/);
  });

  it.each([
    ['namaBadanUsaha', '', 'Nama Badan Usaha wajib diisi.'],
    ['namaBadanUsaha', 'x'.repeat(101), 'Nama Badan Usaha maksimal 100 karakter.'],
    ['alamatKantor', 'x'.repeat(201), 'Alamat Kantor maksimal 200 karakter.'],
    ['namaPic', 'x'.repeat(101), 'Nama PIC maksimal 100 karakter.'],
    ['bio', 'x'.repeat(501), 'Bio maksimal 500 karakter.'],
    ['tentang', 'x'.repeat(2001), 'Tentang maksimal 2000 karakter.'],
    ['fotoProfil', 'https://contoh.id/foto.jpg', 'Gambar tidak valid. Unggah ulang gambarnya.'],
    ['fotoProfil', 'data:image/jpeg;base64,AAAA', 'Gambar tidak valid. Unggah ulang gambarnya.'],
    ['fotoProfil', `/media/${'a'.repeat(24)}-800.webp`, 'Foto profil tidak ditemukan. Unggah ulang fotonya.'],
    ['bio', 42, 'Bio harus berupa teks.'],
  ])('refuses %s = %j: 400 "%s" at that field, nothing saved', async (field, value, message) => {
    const before = (await a.client.get('/api/agent/me')).json.data;
    const res = await put(a.client, form({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, code: 400 });
    expect(res.json.data.errors[field]).toBe(message);
    expect((await a.client.get('/api/agent/me')).json.data).toEqual(before);
  });

  it('accepts the limits exactly (bio 500, tentang 2000) and trims blanks to nothing', async () => {
    const res = await put(a.client, form({ bio: 'b'.repeat(500), tentang: 't'.repeat(2000), alamatKantor: '   ', twitter: '' }));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ bio: 'b'.repeat(500), tentang: 't'.repeat(2000), alamatKantor: null, twitter: null });
  });

  it('PUT clears an optional field left out; PATCH changes only what it sends', async () => {
    await put(a.client, form());
    const { instagram: _, ...withoutInstagram } = form();
    const cleared = await put(a.client, withoutInstagram);
    expect(cleared.json.data.instagram).toBeNull();
    const patched = await patch(a.client, { bio: 'Bio baru.' });
    expect(patched.status).toBe(200);
    expect(patched.json.data).toMatchObject({ bio: 'Bio baru.', whatsapp: '6281234567890', namaBadanUsaha: 'Nusantara Trip Wisata', instagram: null });
  });

  it('saves an uploaded profile photo and shows it on the public profile', async () => {
    const url = await uploadedUrl(a.client);
    const res = await patch(a.client, { fotoProfil: url });
    expect(res.status).toBe(200);
    const id = url.match(/\/media\/([a-f0-9]{24})-/)![1];
    expect(res.json.data.fotoProfil).toBe(`/media/${id}-400.webp`);
    const pub = await guest().get(`/api/agent/get/${a.id}`);
    expect(pub.json.data.fotoProfil).toBe(`/media/${id}-400.webp`);
    const img = await guest().get(pub.json.data.fotoProfil);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
    const removed = await patch(a.client, { fotoProfil: null });
    expect(removed.json.data.fotoProfil).toBeNull();
  });

  it('changes only the caller’s own record: ids, email, username or status in the body are ignored', async () => {
    const bBefore = (await b.client.get('/api/agent/me')).json.data;
    const res = await put(a.client, form({ id: b.id, agentId: b.id, username: 'diganti', email: 'lain@contoh.id', statusVerifikasi: 'terverifikasi', suratIzinUsaha: 'x' }));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: a.id, username: a.username, email: `${a.username.toLowerCase()}@contoh.id`, statusVerifikasi: 'belum' });
    expect((await b.client.get('/api/agent/me')).json.data).toEqual(bBefore);
  });

  it('answers 400 for a body that is not a JSON object, never a 500', async () => {
    for (const body of ['{bukan json', '[1,2]', 'null']) {
      const res = await a.client.call('PUT', '/api/agent/profile', { body, headers: { 'content-type': 'application/json' } });
      expect(res.status, body).toBe(400);
    }
    const wrongTypes = await put(a.client, { namaBadanUsaha: 5, whatsapp: { n: 1 }, instagram: [] });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.json.data.errors).sort()).toEqual(['instagram', 'namaBadanUsaha', 'whatsapp']);
  });

  it('refuses a guest (401) and a cross-site request (403), changing nothing', async () => {
    for (const method of ['GET', 'PUT', 'PATCH']) {
      const res = await guest().call(method, '/api/agent/profile', method === 'GET' ? {} : { json: form() });
      expect(res.status, method).toBe(401);
      expect(res.json.message).toBe('Silakan masuk terlebih dahulu.');
    }
    const before = (await a.client.get('/api/agent/me')).json.data;
    const cross = await put(a.client, form({ namaBadanUsaha: 'Diretas' }), { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect((await a.client.get('/api/agent/me')).json.data).toEqual(before);
  });
});

describe('POST/GET /api/agent/licence', () => {
  const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const post = (client: ApiClient, bytes: Uint8Array, name = 'izin.pdf', type = 'application/pdf', headers?: Record<string, string>) =>
    client.call('POST', '/api/agent/licence', { body: uploadBody(bytes, name, type), headers });

  /** The licence's media id, read from the database file the server writes. */
  const licenceId = (agentId: number): string => {
    const db = new Database(server.databasePath, { readonly: true });
    try {
      return (db.prepare('select surat_izin_usaha as id from agents where id = ?').get(agentId) as { id: string }).id;
    } finally {
      db.close();
    }
  };

  it('stores a PDF, sets the status to "menunggu" and lets its own agent download it', async () => {
    const res = await post(a.client, pdf);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Surat Izin Usaha berhasil diunggah dan menunggu verifikasi.');
    expect(res.json.data).toMatchObject({ id: a.id, suratIzinUsaha: true, statusVerifikasi: 'menunggu' });

    const file = await fetch(`${server.url}/api/agent/licence`, { headers: { cookie: a.client.cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="surat-izin-usaha-[A-Za-z0-9._-]+\.pdf"$/);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
  });

  it('never lets another agent or a guest have it, and never shows it in a public answer', async () => {
    const id = licenceId(a.id);
    expect(id).toBeTruthy();
    // Another agent's download answers its own (absent) licence: 404. A guest: 401.
    expect((await b.client.get('/api/agent/licence')).status).toBe(404);
    const asGuest = await guest().get('/api/agent/licence');
    expect(asGuest.status).toBe(401);
    // The media route serves public images only.
    for (const w of [0, 400, 800, 1600]) expect((await guest().get(`/media/${id}-${w}.webp`)).status).toBe(404);
    const trip = (await a.client.get('/api/trip/mine')).json.data[0];
    for (const path of [`/api/agent/get/${a.id}`, `/api/agent/getbytrip/${trip.id}`, `/profile/${a.id}`, `/tripDalamNegeri/detail/${trip.id}`, '/api/trip/get/kategori?kategori=lokal']) {
      const res = await guest().get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toContain(id);
      expect(res.text, path).not.toContain('%PDF');
      expect(res.text, path).not.toMatch(/suratIzinUsaha|surat_izin_usaha/);
    }
  });

  it('accepts JPEG and PNG scans, replacing the previous file', async () => {
    const old = licenceId(a.id);
    const png = await picture(300, 200, 'png');
    const res = await post(a.client, png, 'izin.png', 'image/png');
    expect(res.status).toBe(200);
    expect(licenceId(a.id)).not.toBe(old);
    const file = await fetch(`${server.url}/api/agent/licence`, { headers: { cookie: a.client.cookie } });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toMatch(/\.png"$/);
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    expect((await post(a.client, await picture(300, 200, 'jpeg'), 'izin.jpg', 'image/jpeg')).status).toBe(200);
  });

  it('refuses other types by content (415), also a text file named .pdf and a WebP image', async () => {
    const text = await post(b.client, new TextEncoder().encode('bukan dokumen'), 'izin.pdf', 'application/pdf');
    expect(text.status).toBe(415);
    expect(text.json.message).toBe('Dokumen harus berupa PDF, JPEG, atau PNG.');
    expect((await post(b.client, await picture(100, 100, 'webp'), 'izin.webp', 'image/webp')).status).toBe(415);
    const notMultipart = await b.client.call('POST', '/api/agent/licence', { body: pdf, headers: { 'content-type': 'application/pdf' } });
    expect(notMultipart.status).toBe(415);
    expect((await b.client.get('/api/agent/me')).json.data).toMatchObject({ suratIzinUsaha: false, statusVerifikasi: 'belum' });
  });

  it('refuses a file over 5 MB with 413 and a form without a file with 400', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.4'));
    const res = await post(b.client, big);
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('Ukuran file maksimal 5 MB.');
    const empty = await b.client.call('POST', '/api/agent/licence', { body: new FormData() });
    expect(empty.status).toBe(400);
    expect(empty.json.data.errors.file).toBe('Pilih file Surat Izin Usaha (PDF, JPEG, atau PNG).');
    expect((await b.client.get('/api/agent/me')).json.data.suratIzinUsaha).toBe(false);
  });

  it('refuses a guest (401) and a cross-site upload (403)', async () => {
    expect((await post(guest(), pdf)).status).toBe(401);
    expect((await post(b.client, pdf, 'izin.pdf', 'application/pdf', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await b.client.get('/api/agent/me')).json.data.suratIzinUsaha).toBe(false);
  });
});
