// The package write API against the real built server: create, update, delete, the agent's own
// list; every validation rule, ownership (another agent's id is a 404 that changes nothing), 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../src/server/db/client';
import { ApiClient } from '../helpers/api';
import { startServer, type RunningServer } from '../helpers/server';
import { registerAgent, uploadedUrl } from '../fixtures/workspace';

let server: RunningServer;
let db: DB;
let a: Awaited<ReturnType<typeof registerAgent>>;
let b: Awaited<ReturnType<typeof registerAgent>>;
let cover: string;
let photo1: string;
let photo2: string;

beforeAll(async () => {
  server = await startServer({ databasePath: process.env.DATABASE_PATH, env: { THROTTLE_REGISTER_IP_MAX: '100' } });
  [a, b] = await Promise.all([registerAgent(server.url, 'agenA'), registerAgent(server.url, 'agenB')]);
  [cover, photo1, photo2] = await Promise.all([uploadedUrl(a.client), uploadedUrl(a.client), uploadedUrl(a.client)]);
  db = openDatabase();
});
afterAll(async () => {
  await db?.destroy();
  await server?.stop();
});

/** A complete, valid package body in the API's shape (the spec's field names). */
function body(overrides: Record<string, unknown> = {}) {
  return {
    deskripsi: {
      judul: 'Sunrise Bromo Midnight',
      deskripsi: 'Berangkat tengah malam dari Malang, menikmati matahari terbit di Penanjakan.',
      cover,
      detailDestinasi: [
        { title: 'Penanjakan', image: photo1, description: 'Titik terbaik melihat matahari terbit.' },
        { title: 'Kawah Bromo', image: photo2, description: 'Mendaki 250 anak tangga ke bibir kawah.' },
      ],
    },
    kota: 'Malang',
    provinsi: 'Jawa Timur',
    kategori: 'lokal',
    informasiPenting: 'Bawa jaket tebal dan masker.',
    linkRundown: 'https://contoh.id/rundown-bromo',
    fasilitasTermasuk: [{ fasilitasTermasuk: 'Jeep 4x4' }, { fasilitasTermasuk: 'Tiket masuk' }],
    fasilitasTidakTermasuk: [{ fasilitasTermasuk: 'Makan' }],
    lamaTrip: '1 Hari',
    catatanHarga: 'Harga per orang',
    semuaTermasuk: false,
    harga: { '1-3 orang': 450_000, '4-6 orang': 400_000 },
    status: 'published',
    ...overrides,
  };
}
const withDeskripsi = (patch: Record<string, unknown>) => body({ deskripsi: { ...body().deskripsi, ...patch } });
const long = (n: number) => 'a'.repeat(n);
const tripCount = async (agentId: number) =>
  Number((await db.selectFrom('trips').select((eb) => eb.fn.countAll<number>().as('n')).where('agent_id', '=', agentId).executeTakeFirstOrThrow()).n);

async function create(client: ApiClient, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await client.post('/api/trip/create', body(overrides));
  expect(res.status, res.text).toBe(201);
  return res.json.data.id;
}

describe('POST /api/trip/create', () => {
  it('creates a published package with its destinations, prices and facilities: 201, public at once', async () => {
    const res = await a.client.post('/api/trip/create', body());
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, code: 201, message: 'Paket wisata berhasil dipublikasikan.' });
    const trip = res.json.data;
    expect(trip).toMatchObject({
      agentId: a.id,
      status: 'published',
      deskripsi: {
        judul: 'Sunrise Bromo Midnight',
        cover,
        detailDestinasi: [
          { title: 'Penanjakan', image: photo1 },
          { title: 'Kawah Bromo', image: photo2 },
        ],
      },
      harga: { '1-3 orang': 450_000, '4-6 orang': 400_000 },
      hargaMulai: 450_000,
      linkRundown: 'https://contoh.id/rundown-bromo',
      fasilitasTermasuk: [{ fasilitasTermasuk: 'Jeep 4x4' }, { fasilitasTermasuk: 'Tiket masuk' }],
      fasilitasTidakTermasuk: [{ fasilitasTermasuk: 'Makan' }],
    });

    const pub = await new ApiClient(server.url).get(`/api/agent/getbytrip/${trip.id}`);
    expect(pub.status).toBe(200);
    expect(pub.json.data.trip[0].deskripsi.judul).toBe('Sunrise Bromo Midnight');
    const list = await new ApiClient(server.url).get('/api/trip/get/kategori?kategori=lokal');
    expect(list.json.data.map((t: { id: number }) => t.id)).toContain(trip.id);
    const profile = await new ApiClient(server.url).get(`/api/agent/get/${a.id}`);
    expect(profile.json.data.trip.map((t: { id: number }) => t.id)).toContain(trip.id);
  });

  it('keeps a draft private: listed for its agent, 404 on the public API', async () => {
    const res = await a.client.post('/api/trip/create', body({ status: 'draft' }));
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Paket wisata disimpan sebagai draft.');
    const id = res.json.data.id;
    expect((await a.client.get(`/api/trip/mine/${id}`)).json.data.status).toBe('draft');
    expect((await new ApiClient(server.url).get(`/api/agent/getbytrip/${id}`)).status).toBe(404);
  });

  it("puts '1-3 orang' first, accepts optional fields left out, and drops blank rundown links", async () => {
    const { linkRundown, catatanHarga, fasilitasTidakTermasuk, ...rest } = body({ harga: { '7-10 orang': 350_000, '1-3 orang': 500_000 } });
    const res = await a.client.post('/api/trip/create', { ...rest, deskripsi: { ...rest.deskripsi, cover: null, detailDestinasi: [{ title: 'Bromo', description: 'Kawah.' }] } });
    expect(res.status, res.text).toBe(201);
    expect(Object.keys(res.json.data.harga)).toEqual(['1-3 orang', '7-10 orang']);
    expect(res.json.data).toMatchObject({ linkRundown: null, catatanHarga: null, fasilitasTidakTermasuk: [], deskripsi: { cover: null } });
    const blank = await a.client.post('/api/trip/create', body({ linkRundown: '' }));
    expect(blank.json.data.linkRundown).toBeNull();
  });

  const invalid: Array<[string, () => unknown, string, string]> = [
    ['title over 60 characters', () => withDeskripsi({ judul: long(61) }), 'deskripsi.judul', 'Judul maksimal 60 karakter.'],
    ['missing title', () => withDeskripsi({ judul: undefined }), 'deskripsi.judul', 'Judul wajib diisi.'],
    ['blank title', () => withDeskripsi({ judul: '   ' }), 'deskripsi.judul', 'Judul wajib diisi.'],
    ['description over 700', () => withDeskripsi({ deskripsi: long(701) }), 'deskripsi.deskripsi', 'Deskripsi maksimal 700 karakter.'],
    ['zero destinations', () => withDeskripsi({ detailDestinasi: [] }), 'deskripsi.detailDestinasi', 'Tambahkan minimal satu destinasi.'],
    ['destination title over 60', () => withDeskripsi({ detailDestinasi: [{ title: long(61), image: null, description: 'x' }] }), 'deskripsi.detailDestinasi.0.title', 'Judul destinasi maksimal 60 karakter.'],
    ['destination description over 700', () => withDeskripsi({ detailDestinasi: [{ title: 'x', image: null, description: long(701) }] }), 'deskripsi.detailDestinasi.0.description', 'Deskripsi destinasi maksimal 700 karakter.'],
    ['Info Penting over 1200', () => body({ informasiPenting: long(1201) }), 'informasiPenting', 'Info Penting maksimal 1200 karakter.'],
    ['missing city', () => body({ kota: undefined }), 'kota', 'Kota wajib diisi.'],
    ['missing province', () => body({ provinsi: '' }), 'provinsi', 'Provinsi/Negara wajib diisi.'],
    ['missing duration', () => body({ lamaTrip: '' }), 'lamaTrip', 'Lama trip wajib diisi.'],
    ['bad kategori', () => body({ kategori: 'domestik' }), 'kategori', 'Pilih kategori lokal atau internasional.'],
    ['missing semuaTermasuk', () => body({ semuaTermasuk: undefined }), 'semuaTermasuk', 'Pilih ya atau tidak.'],
    ["missing '1-3 orang'", () => body({ harga: { '4-6 orang': 400_000 } }), 'harga', "Harga untuk '1-3 orang' wajib diisi."],
    ['no prices at all', () => body({ harga: undefined }), 'harga', "Harga untuk '1-3 orang' wajib diisi."],
    ['a zero price', () => body({ harga: { '1-3 orang': 0 } }), 'harga.1-3 orang', 'Harga harus lebih dari 0.'],
    ['a price as text', () => body({ harga: { '1-3 orang': '450000' } }), 'harga.1-3 orang', 'Harga harus berupa angka.'],
    ['a fractional price', () => body({ harga: { '1-3 orang': 1.5 } }), 'harga.1-3 orang', 'Harga harus bilangan bulat rupiah.'],
    ['a rundown link that is not a URL', () => body({ linkRundown: 'bukan url' }), 'linkRundown', 'Link rundown harus berupa URL yang valid, diawali http:// atau https://.'],
    ['a javascript: rundown link', () => body({ linkRundown: 'javascript:alert(1)' }), 'linkRundown', 'Link rundown harus berupa URL yang valid, diawali http:// atau https://.'],
    ['a facility over 120', () => body({ fasilitasTermasuk: [{ fasilitasTermasuk: long(121) }] }), 'fasilitasTermasuk.0.fasilitasTermasuk', 'Fasilitas maksimal 120 karakter.'],
    ['a blank facility', () => body({ fasilitasTidakTermasuk: [{ fasilitasTermasuk: ' ' }] }), 'fasilitasTidakTermasuk.0.fasilitasTermasuk', 'Fasilitas wajib diisi.'],
    ['a price note over 300', () => body({ catatanHarga: long(301) }), 'catatanHarga', 'Catatan harga maksimal 300 karakter.'],
    ['an unknown status', () => body({ status: 'hidden' }), 'status', 'Status harus draft atau published.'],
    ['a cover that is not a media URL', () => withDeskripsi({ cover: 'https://contoh.id/foto.jpg' }), 'deskripsi.cover', 'Gambar tidak valid. Unggah ulang gambarnya.'],
    ['an unknown cover media URL', () => withDeskripsi({ cover: '/media/0123456789abcdef01234567-800.webp' }), 'deskripsi.cover', 'Gambar tidak ditemukan. Unggah ulang gambarnya.'],
    [
      'an unknown destination photo',
      () => withDeskripsi({ detailDestinasi: [{ title: 'x', image: photo1, description: 'y' }, { title: 'z', image: '/media/fedcba9876543210fedcba98-800.webp', description: 'w' }] }),
      'deskripsi.detailDestinasi.1.image',
      'Gambar tidak ditemukan. Unggah ulang gambarnya.',
    ],
  ];

  it.each(invalid)('refuses %s with 400 at its field, and stores nothing', async (_name, make, field, message) => {
    const before = await tripCount(a.id);
    const res = await a.client.post('/api/trip/create', make());
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, code: 400 });
    expect(res.json.data.errors[field]).toBe(message);
    expect(await tripCount(a.id)).toBe(before);
  });

  it('refuses malformed JSON and a non-object with 400, never 500', async () => {
    const bad = await a.client.call('POST', '/api/trip/create', { body: '{"deskripsi":', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect((await a.client.post('/api/trip/create', [1, 2])).status).toBe(400);
    expect((await a.client.post('/api/trip/create', { deskripsi: 'teks' })).status).toBe(400);
  });

  it('refuses a guest with 401 and a cross-site request with 403', async () => {
    const guest = await new ApiClient(server.url).post('/api/trip/create', body());
    expect(guest.status).toBe(401);
    expect(guest.json.message).toBe('Silakan masuk terlebih dahulu.');
    const cross = await a.client.post('/api/trip/create', body(), { origin: 'https://situs-jahat.example' });
    expect(cross.status).toBe(403);
  });
});

describe('PUT /api/trip/update/{id}', () => {
  it('replaces the package whole: new title, fewer destinations, unpublished', async () => {
    const id = await create(a.client);
    const res = await a.client.call('PUT', `/api/trip/update/${id}`, {
      json: withDeskripsi({ judul: 'Bromo Sunrise Edisi Baru', detailDestinasi: [{ title: 'Bukit Teletubbies', image: photo2, description: 'Padang savana.' }] }),
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Paket wisata berhasil diperbarui dan dipublikasikan.');
    expect(res.json.data.deskripsi).toMatchObject({ judul: 'Bromo Sunrise Edisi Baru', detailDestinasi: [{ title: 'Bukit Teletubbies', image: photo2 }] });
    const pub = await new ApiClient(server.url).get(`/api/agent/getbytrip/${id}`);
    expect(pub.json.data.trip[0].deskripsi.judul).toBe('Bromo Sunrise Edisi Baru');

    const draft = await a.client.call('PUT', `/api/trip/update/${id}`, { json: body({ status: 'draft' }) });
    expect(draft.json.data.status).toBe('draft');
    expect((await new ApiClient(server.url).get(`/api/agent/getbytrip/${id}`)).status).toBe(404);
  });

  it('refuses an invalid body with 400 at the field and leaves the package as it was', async () => {
    const id = await create(a.client);
    const before = (await a.client.get(`/api/trip/mine/${id}`)).json.data;
    const res = await a.client.call('PUT', `/api/trip/update/${id}`, { json: withDeskripsi({ judul: long(61) }) });
    expect(res.status).toBe(400);
    expect(res.json.data.errors['deskripsi.judul']).toBe('Judul maksimal 60 karakter.');
    expect((await a.client.get(`/api/trip/mine/${id}`)).json.data).toEqual(before);
  });

  it("answers 404 to agent B for A's package and changes nothing", async () => {
    const id = await create(a.client);
    const before = (await a.client.get(`/api/trip/mine/${id}`)).json.data;
    const res = await b.client.call('PUT', `/api/trip/update/${id}`, { json: withDeskripsi({ judul: 'Dibajak' }) });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: false, code: 404, message: 'Paket wisata tidak ditemukan.' });
    expect((await a.client.get(`/api/trip/mine/${id}`)).json.data).toEqual(before);
  });

  it('answers 404 for an id that does not exist, 400 for one that is not a number, 401 for a guest', async () => {
    expect((await a.client.call('PUT', '/api/trip/update/999999', { json: body() })).status).toBe(404);
    expect((await a.client.call('PUT', '/api/trip/update/abc', { json: body() })).status).toBe(400);
    const id = await create(a.client);
    expect((await new ApiClient(server.url).call('PUT', `/api/trip/update/${id}`, { json: body() })).status).toBe(401);
  });
});

describe('DELETE /api/trip/delete/{id}', () => {
  it('deletes the package with its rows and unlinks portfolio items', async () => {
    const id = await create(a.client, { status: 'draft' });
    const item = await a.client.post('/api/portofolio/create', { judul: 'Rombongan Mei', deskripsi: 'Trip bersama kantor.', foto: cover, tripId: id });
    expect(item.status).toBe(201);

    const res = await a.client.call('DELETE', `/api/trip/delete/${id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: 'Paket wisata berhasil dihapus.', data: { id } });
    expect((await a.client.get(`/api/trip/mine/${id}`)).status).toBe(404);
    for (const table of ['trip_destinations', 'trip_prices', 'trip_facilities'] as const) {
      expect(await db.selectFrom(table).select('trip_id').where('trip_id', '=', id).execute(), table).toEqual([]);
    }
    const items = (await a.client.get('/api/portofolio/mine')).json.data;
    expect(items.find((p: { id: number }) => p.id === item.json.data.id).tripId).toBeNull();
    expect((await a.client.call('DELETE', `/api/trip/delete/${id}`)).status).toBe(404);
  });

  it("answers 404 to agent B for A's package, which stays", async () => {
    const id = await create(a.client);
    const before = (await a.client.get(`/api/trip/mine/${id}`)).json.data;
    const res = await b.client.call('DELETE', `/api/trip/delete/${id}`);
    expect(res.status).toBe(404);
    expect((await a.client.get(`/api/trip/mine/${id}`)).json.data).toEqual(before);
    expect((await new ApiClient(server.url).get(`/api/agent/getbytrip/${id}`)).status).toBe(200);
  });

  it('answers 401 to a guest', async () => {
    const id = await create(a.client);
    expect((await new ApiClient(server.url).call('DELETE', `/api/trip/delete/${id}`)).status).toBe(401);
    expect((await a.client.get(`/api/trip/mine/${id}`)).status).toBe(200);
  });
});

describe('GET /api/trip/mine', () => {
  let ids: Record<string, number>;
  let c: ApiClient;

  beforeAll(async () => {
    const agent = await registerAgent(server.url, 'daftar');
    c = agent.client;
    const img = await uploadedUrl(c);
    const make = async (judul: string, extra: Record<string, unknown>) => {
      const res = await c.post('/api/trip/create', body({ ...extra, deskripsi: { ...body().deskripsi, judul, cover: img, detailDestinasi: [{ title: 'x', image: img, description: 'y' }] } }));
      expect(res.status, res.text).toBe(201);
      return res.json.data.id as number;
    };
    ids = {
      bromo: await make('Bromo Sunrise', { harga: { '1-3 orang': 400_000 } }),
      bali: await make('Bali Nusa Penida', { status: 'draft', harga: { '1-3 orang': 2_000_000 }, provinsi: 'Bali', kota: 'Denpasar' }),
      tokyo: await make('Tokyo Sakura', { kategori: 'internasional', kota: 'Tokyo', provinsi: 'Jepang', harga: { '1-3 orang': 15_000_000 } }),
    };
  });

  const mine = async (query = '') => {
    const res = await c.get(`/api/trip/mine${query}`);
    expect(res.status, res.text).toBe(200);
    return res.json.data.map((t: { id: number }) => t.id);
  };

  it('lists only the caller’s packages, drafts included, newest first', async () => {
    expect(await mine()).toEqual([ids.tokyo, ids.bali, ids.bromo]);
  });

  it('filters by kategori, status, maxPrice and a title search (any case); blanks mean any', async () => {
    expect(await mine('?kategori=internasional')).toEqual([ids.tokyo]);
    expect(await mine('?status=draft')).toEqual([ids.bali]);
    expect(await mine('?status=published&kategori=lokal')).toEqual([ids.bromo]);
    expect(await mine('?maxPrice=2000000')).toEqual([ids.bali, ids.bromo]);
    expect(await mine('?q=SAKURA')).toEqual([ids.tokyo]);
    expect(await mine('?kategori=&status=&maxPrice=&q=')).toEqual([ids.tokyo, ids.bali, ids.bromo]);
  });

  it('refuses a bad filter with 400 and a guest with 401', async () => {
    expect((await c.get('/api/trip/mine?status=hidden')).status).toBe(400);
    expect((await c.get('/api/trip/mine?maxPrice=murah')).status).toBe(400);
    expect((await new ApiClient(server.url).get('/api/trip/mine')).status).toBe(401);
  });

  it("GET /api/trip/mine/{id} answers the caller's draft and 404 for another agent's package", async () => {
    expect((await c.get(`/api/trip/mine/${ids.bali}`)).json.data.deskripsi.judul).toBe('Bali Nusa Penida');
    expect((await b.client.get(`/api/trip/mine/${ids.bali}`)).status).toBe(404);
    expect((await new ApiClient(server.url).get(`/api/trip/mine/${ids.bali}`)).status).toBe(401);
    expect(await mine()).not.toContain(undefined);
    const bList = (await b.client.get('/api/trip/mine')).json.data.map((t: { id: number }) => t.id);
    expect(bList).not.toContain(ids.bali);
  });
});
