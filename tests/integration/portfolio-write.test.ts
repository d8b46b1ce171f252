// The portfolio write API against the real built server: create, delete, the agent's own list;
// each validation rule, ownership (another agent's item or trip), 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api';
import { startServer, type RunningServer } from '../helpers/server';
import { registerAgent, uploadedUrl } from '../fixtures/workspace';

let server: RunningServer;
let a: Awaited<ReturnType<typeof registerAgent>>;
let b: Awaited<ReturnType<typeof registerAgent>>;
let foto: string;
let tripOfA: number;
let tripOfB: number;

const TRIP = (cover: string) => ({
  deskripsi: { judul: 'Pulau Seribu', deskripsi: 'Snorkeling dua hari.', cover, detailDestinasi: [{ title: 'Pulau Pari', image: cover, description: 'Pasir putih.' }] },
  kota: 'Jakarta Utara',
  provinsi: 'DKI Jakarta',
  kategori: 'lokal',
  informasiPenting: 'Bawa baju ganti.',
  lamaTrip: '2 Hari 1 Malam',
  semuaTermasuk: true,
  harga: { '1-3 orang': 750_000 },
  status: 'published',
});

beforeAll(async () => {
  server = await startServer({ databasePath: process.env.DATABASE_PATH, env: { THROTTLE_REGISTER_IP_MAX: '100' } });
  [a, b] = await Promise.all([registerAgent(server.url, 'portoA'), registerAgent(server.url, 'portoB')]);
  foto = await uploadedUrl(a.client);
  tripOfA = (await a.client.post('/api/trip/create', TRIP(foto))).json.data.id;
  tripOfB = (await b.client.post('/api/trip/create', TRIP(await uploadedUrl(b.client)))).json.data.id;
});
afterAll(() => server?.stop());

const item = (overrides: Record<string, unknown> = {}) => ({ judul: 'Rombongan Kantor Mei 2025', deskripsi: 'Tiga puluh peserta, cuaca cerah.', foto, tripId: tripOfA, ...overrides });
const mineIds = async (client: ApiClient) => (await client.get('/api/portofolio/mine')).json.data.map((p: { id: number }) => p.id);

describe('POST /api/portofolio/create', () => {
  it('adds an item linked to the agent’s own package: 201, listed, and on the public profile', async () => {
    const res = await a.client.post('/api/portofolio/create', item());
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, code: 201, message: 'Portofolio berhasil diunggah.' });
    expect(res.json.data).toMatchObject({ agentId: a.id, judul: 'Rombongan Kantor Mei 2025', foto, tripId: tripOfA });
    expect(await mineIds(a.client)).toContain(res.json.data.id);
    const profile = await new ApiClient(server.url).get(`/api/agent/get/${a.id}`);
    expect(profile.json.data.portofolio.map((p: { id: number }) => p.id)).toContain(res.json.data.id);
  });

  it('accepts an item without a package (tripId null or left out)', async () => {
    expect((await a.client.post('/api/portofolio/create', item({ tripId: null }))).json.data.tripId).toBeNull();
    const { tripId, ...rest } = item();
    expect((await a.client.post('/api/portofolio/create', rest)).status).toBe(201);
  });

  const invalid: Array<[string, () => unknown, string, string]> = [
    ['missing title', () => item({ judul: undefined }), 'judul', 'Judul Portofolio wajib diisi.'],
    ['title over 60', () => item({ judul: 'a'.repeat(61) }), 'judul', 'Judul Portofolio maksimal 60 karakter.'],
    ['missing description', () => item({ deskripsi: '' }), 'deskripsi', 'Deskripsi Portofolio wajib diisi.'],
    ['description over 700', () => item({ deskripsi: 'a'.repeat(701) }), 'deskripsi', 'Deskripsi Portofolio maksimal 700 karakter.'],
    ['missing photo', () => item({ foto: null }), 'foto', 'Unggah Foto Portofolio terlebih dahulu.'],
    ['a photo that is not a media URL', () => item({ foto: 'https://contoh.id/a.jpg' }), 'foto', 'Foto tidak valid. Unggah ulang fotonya.'],
    ['an unknown photo', () => item({ foto: '/media/0123456789abcdef01234567-800.webp' }), 'foto', 'Foto tidak ditemukan. Unggah ulang fotonya.'],
    ["another agent's package", () => item({ tripId: tripOfB }), 'tripId', 'Pilih salah satu paket wisata Anda sendiri.'],
    ['a package that does not exist', () => item({ tripId: 999_999 }), 'tripId', 'Pilih salah satu paket wisata Anda sendiri.'],
    ['a package id that is not a number', () => item({ tripId: 'satu' }), 'tripId', 'Pilih paket wisata dari daftar.'],
  ];

  it.each(invalid)('refuses %s with 400 at its field, and stores nothing', async (_name, make, field, message) => {
    const before = await mineIds(a.client);
    const res = await a.client.post('/api/portofolio/create', make());
    expect(res.status).toBe(400);
    expect(res.json.data.errors[field]).toBe(message);
    expect(await mineIds(a.client)).toEqual(before);
  });

  it('refuses a guest with 401', async () => {
    const res = await new ApiClient(server.url).post('/api/portofolio/create', item());
    expect(res.status).toBe(401);
  });
});

describe('DELETE /api/portofolio/delete/{id}', () => {
  it('deletes the agent’s own item; a second time is a 404', async () => {
    const id = (await a.client.post('/api/portofolio/create', item())).json.data.id;
    const res = await a.client.call('DELETE', `/api/portofolio/delete/${id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: 'Portofolio berhasil dihapus.', data: { id } });
    expect(await mineIds(a.client)).not.toContain(id);
    expect((await new ApiClient(server.url).get(`/api/agent/get/${a.id}`)).json.data.portofolio.map((p: { id: number }) => p.id)).not.toContain(id);
    expect((await a.client.call('DELETE', `/api/portofolio/delete/${id}`)).status).toBe(404);
  });

  it("answers 404 to agent B for A's item, which stays unchanged", async () => {
    const created = (await a.client.post('/api/portofolio/create', item())).json.data;
    const res = await b.client.call('DELETE', `/api/portofolio/delete/${created.id}`);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Portofolio tidak ditemukan.');
    const still = (await a.client.get('/api/portofolio/mine')).json.data.find((p: { id: number }) => p.id === created.id);
    expect(still).toEqual(created);
  });

  it('answers 401 to a guest and 400 to an id that is not a number', async () => {
    const id = (await a.client.post('/api/portofolio/create', item())).json.data.id;
    expect((await new ApiClient(server.url).call('DELETE', `/api/portofolio/delete/${id}`)).status).toBe(401);
    expect(await mineIds(a.client)).toContain(id);
    expect((await a.client.call('DELETE', '/api/portofolio/delete/abc')).status).toBe(400);
  });
});

describe('GET /api/portofolio/mine', () => {
  it("lists only the caller's items, newest first; 401 for a guest", async () => {
    const ids = await mineIds(a.client);
    expect(ids.length).toBeGreaterThan(0);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
    expect(await mineIds(b.client)).toEqual([]);
    expect((await new ApiClient(server.url).get('/api/portofolio/mine')).status).toBe(401);
  });
});
