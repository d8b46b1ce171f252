import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import { openDatabase, type DB } from '../../src/server/db/client';
import { publishedPageQuery } from '../../src/server/trips/repository';
import { migrateToLatest } from '../../src/server/db/migrate';
import { ApiClient } from '../helpers/api';
import { createAgent, createTrip, tripInput } from '../helpers/fixtures';
import { startServer, type RunningServer } from '../helpers/server';

let db: DB;
let server: RunningServer;
let api: ApiClient;
const ids: Record<string, number> = {};
const answers: string[] = [];

beforeAll(async () => {
  db = openDatabase();
  await migrateToLatest(db);
  const agent = await createAgent(db, { whatsapp_kantor: '6281234567890', status_verifikasi: 'terverifikasi', surat_izin_usaha: 'secret-doc' });
  ids.agent = agent;
  ids.empty = await createAgent(db);
  ids.cheapLokal = await createTrip(db, agent, { harga: { '1-3 orang': 300_000, '4-6 orang': 250_000 } });
  ids.pricyLokal = await createTrip(db, agent, { harga: { '1-3 orang': 3_000_000 }, semuaTermasuk: true });
  ids.inter = await createTrip(db, agent, { kategori: 'internasional', kota: 'Tokyo', provinsi: 'Jepang', harga: { '1-3 orang': 20_000_000 } });
  ids.draft = await createTrip(db, agent, { status: 'draft' });
  await db.destroy();
  server = await startServer({ databasePath: process.env.DATABASE_PATH });
  const client = new ApiClient(server.url);
  api = new Proxy(client, {
    get(target, prop) {
      const value = (target as any)[prop];
      if (prop !== 'get' && prop !== 'call') return value;
      return async (...args: any[]) => {
        const res = await value.apply(target, args);
        answers.push(res.text);
        return res;
      };
    },
  });
});
afterAll(() => server?.stop());

const listIds = (res: { json: any }) => res.json.data.map((t: any) => t.id);

describe('public trip lists', () => {
  it('lists a category newest first in the envelope, with CORS for any site', async () => {
    const res = await api.get('/api/trip/get/kategori?kategori=lokal');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, code: 200 });
    expect(typeof res.json.message).toBe('string');
    expect(listIds(res)).toEqual([ids.pricyLokal, ids.cheapLokal]);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const trip = res.json.data[1];
    expect(trip).toMatchObject({
      id: ids.cheapLokal,
      deskripsi: { judul: 'Sunrise Bromo Midnight', cover: null },
      kota: 'Malang',
      provinsi: 'Jawa Timur',
      kategori: 'lokal',
      harga: { '1-3 orang': 300_000, '4-6 orang': 250_000 },
    });
  });

  it('never lists drafts', async () => {
    for (const path of ['/api/trip/get/kategori?kategori=lokal', '/api/trip/get/price?maxPrice=100000000', '/api/trip/get/requirement?requirement=true']) {
      expect(listIds(await api.get(path))).not.toContain(ids.draft);
    }
  });

  it('filters by the 1-3 orang price', async () => {
    expect(listIds(await api.get('/api/trip/get/price?maxPrice=500000'))).toEqual([ids.cheapLokal]);
    expect(listIds(await api.get('/api/trip/get/price?maxPrice=300000'))).toEqual([ids.cheapLokal]);
    expect(listIds(await api.get('/api/trip/get/price?maxPrice=299999'))).toEqual([]);
  });

  it('filters by price and category together', async () => {
    expect(listIds(await api.get('/api/trip/get/maxpricekategori?maxprice=25000000&kategori=internasional'))).toEqual([ids.inter]);
    expect(listIds(await api.get('/api/trip/get/maxpricekategori?maxprice=1000000&kategori=lokal'))).toEqual([ids.cheapLokal]);
  });

  it("reads requirement=false as 'the price includes everything'", async () => {
    expect(listIds(await api.get('/api/trip/get/requirement?requirement=false'))).toEqual([ids.pricyLokal]);
    expect(listIds(await api.get('/api/trip/get/requirement?requirement=true'))).toEqual([ids.inter, ids.cheapLokal]);
  });

  it('pages with page and limit, and answers [] past the end', async () => {
    expect(listIds(await api.get('/api/trip/get/kategori?kategori=lokal&limit=1'))).toEqual([ids.pricyLokal]);
    expect(listIds(await api.get('/api/trip/get/kategori?kategori=lokal&limit=1&page=2'))).toEqual([ids.cheapLokal]);
    const past = await api.get('/api/trip/get/kategori?kategori=lokal&page=9');
    expect(past.status).toBe(200);
    expect(past.json.data).toEqual([]);
  });

  it.each([
    ['/api/trip/get/kategori?kategori=xyz', 'kategori'],
    ['/api/trip/get/kategori', 'kategori'],
    ['/api/trip/get/price?maxPrice=abc', 'maxPrice'],
    ['/api/trip/get/price?maxPrice=-5', 'maxPrice'],
    ['/api/trip/get/price', 'maxPrice'],
    ['/api/trip/get/requirement?requirement=maybe', 'requirement'],
    ['/api/trip/get/maxpricekategori?maxprice=1&kategori=mars', 'kategori'],
    ['/api/trip/get/kategori?kategori=lokal&page=-1', 'page'],
    ['/api/trip/get/kategori?kategori=lokal&page=0', 'page'],
    ['/api/trip/get/kategori?kategori=lokal&limit=49', 'limit'],
    ['/api/trip/get/kategori?kategori=lokal&limit=1.5', 'limit'],
  ])('refuses %s with 400 and an Indonesian message for %s', async (path, field) => {
    const res = await api.get(path);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, code: 400 });
    expect(res.json.data.errors[field]).toMatch(/harus|wajib|Required/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('agent reads', () => {
  it('answers a trip with its agent: trip[0] is that trip, in full', async () => {
    const res = await api.get(`/api/agent/getbytrip/${ids.cheapLokal}`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: ids.agent, namaBadanUsaha: expect.any(String), fotoProfil: null, whatsappKantor: '6281234567890', terverifikasi: true });
    const t = res.json.data.trip[0];
    const input = tripInput();
    expect(t).toMatchObject({
      id: ids.cheapLokal,
      deskripsi: { judul: input.deskripsi.judul, deskripsi: input.deskripsi.deskripsi, detailDestinasi: input.deskripsi.detailDestinasi },
      informasiPenting: input.informasiPenting,
      linkRundown: input.linkRundown,
      fasilitasTermasuk: input.fasilitasTermasuk,
      fasilitasTidakTermasuk: input.fasilitasTidakTermasuk,
      lamaTrip: '1 Hari',
      catatanHarga: 'Harga per orang',
    });
  });

  it('answers 404 for an unknown or draft trip and 400 for an id that is not a number', async () => {
    expect((await api.get('/api/agent/getbytrip/999999')).status).toBe(404);
    expect((await api.get(`/api/agent/getbytrip/${ids.draft}`)).status).toBe(404);
    const bad = await api.get('/api/agent/getbytrip/abc');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/ID/);
  });

  it('answers an agent with its published trips and its portfolio', async () => {
    const res = await api.get(`/api/agent/get/${ids.agent}`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: ids.agent, username: expect.any(String), namaBadanUsaha: expect.any(String), portofolio: [] });
    expect(res.json.data.trip.map((t: any) => t.id)).toEqual([ids.inter, ids.pricyLokal, ids.cheapLokal]);
    const empty = await api.get(`/api/agent/get/${ids.empty}`);
    expect(empty.json.data).toMatchObject({ trip: [], portofolio: [] });
    expect((await api.get('/api/agent/get/424242')).status).toBe(404);
    expect((await api.get('/api/agent/get/1e3')).status).toBe(400);
  });

  it('never gives away the email, the password hash or the licence file', () => {
    const all = answers.join('\n');
    expect(all).not.toMatch(/\$argon2/);
    expect(all).not.toMatch(/"password/i);
    expect(all).not.toMatch(/secret-doc|suratIzinUsaha|"email"/);
  });
});

describe('media', () => {
  it('answers 404 for an unknown image and for a malformed name', async () => {
    expect((await fetch(`${server.url}/media/${'a'.repeat(24)}-800.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/nothing.webp`)).status).toBe(404);
  });
});

describe('the list queries at scale', () => {
  it('read a price-filtered page newest first straight off an index, without sorting every match', async () => {
    const check = openDatabase();
    try {
      const page = publishedPageQuery(check, { kategori: 'lokal', maxPrice: 10_000_000 }, 3, 12).compile();
      const plan = await check.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${page.sql}`, [...page.parameters]));
      const details = plan.rows.map((r) => r.detail).join(' | ');
      expect(details).toMatch(/COVERING INDEX trips_public_kategori_order/);
      expect(details).not.toMatch(/TEMP B-TREE/);
    } finally {
      await check.destroy();
    }
  });
});
