import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify } from '@node-rs/argon2';
import { openDatabase, type DB } from '../../src/server/db/client';
import { migrateToLatest } from '../../src/server/db/migrate';
import { DEMO_LOGIN, demoTripInput, seedDemoIfEmpty } from '../../src/server/db/seed/demo';
import { AGENTS, PRICE_LABELS, TRIPS } from '../../src/server/db/seed/content';
import { seedVolume } from '../../src/server/db/seed/volume';
import { tripInputSchema } from '../../src/lib/schemas/trip';
import { portfolioInputSchema } from '../../src/lib/schemas/portfolio';
import { emailSchema, usernameSchema } from '../../src/lib/schemas/auth';
import { mediaUrl } from '../../src/lib/media';

let db: DB;

beforeAll(async () => {
  db = openDatabase();
  await migrateToLatest(db);
  // Image generation is CPU-bound: give a busy CI machine room.
  expect(await seedDemoIfEmpty(db)).toBe(true);
}, 300_000);

afterAll(async () => {
  await db?.destroy();
});

const PHONE = /^62\d{8,13}$/;
const HANDLE = /^[A-Za-z0-9._-]+$/;

describe('demo seed', () => {
  it('does nothing the second time', async () => {
    expect(await seedDemoIfEmpty(db)).toBe(false);
    const { n } = await db.selectFrom('agents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(AGENTS.length);
  });

  it('has at least 8 agents with complete profiles and normalised contacts', async () => {
    const agents = await db.selectFrom('agents').selectAll().orderBy('id').execute();
    expect(agents.length).toBeGreaterThanOrEqual(8);
    for (const a of agents) {
      for (const k of ['nama_badan_usaha', 'username', 'email', 'bio', 'tentang', 'alamat_kantor', 'nama_pic', 'kontak_pic', 'telepon', 'whatsapp', 'whatsapp_kantor', 'telegram', 'line', 'instagram', 'twitter', 'facebook', 'foto_profil'] as const) {
        expect(a[k], `${a.username}.${k}`).toBeTruthy();
      }
      expect(usernameSchema.parse(a.username)).toBe(a.username);
      expect(a.username.length).toBeGreaterThanOrEqual(8);
      expect(emailSchema.parse(a.email)).toBe(a.email);
      expect(a.bio!.length).toBeLessThanOrEqual(500);
      expect(a.tentang!.length).toBeGreaterThan(100);
      for (const k of ['telepon', 'whatsapp', 'whatsapp_kantor', 'kontak_pic'] as const) expect(a[k], `${a.username}.${k}`).toMatch(PHONE);
      for (const k of ['instagram', 'twitter', 'telegram', 'line', 'facebook'] as const) {
        expect(a[k], `${a.username}.${k}`).toMatch(HANDLE);
        expect(a[k]).not.toContain('@');
      }
      expect(a.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const photo = await db.selectFrom('media_variants').select('width').where('media_id', '=', a.foto_profil!).execute();
      expect(photo.length).toBe(3);
    }
    const statuses = agents.map((a) => a.status_verifikasi);
    expect(statuses).toContain('terverifikasi');
    expect(statuses).toContain('belum');
    expect(statuses.filter((s) => s === 'menunggu')).toHaveLength(1);
    // Verified and pending agents have a private licence document; the others have none.
    for (const a of agents) {
      if (a.status_verifikasi === 'belum') expect(a.surat_izin_usaha).toBeNull();
      else {
        const doc = await db.selectFrom('media').selectAll().where('id', '=', a.surat_izin_usaha!).executeTakeFirstOrThrow();
        expect(doc).toMatchObject({ kind: 'document', is_private: 1, owner_agent_id: a.id });
      }
    }
  });

  it('has the README demo login as the first agent', async () => {
    const first = await db.selectFrom('agents').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
    expect(first.username).toBe(DEMO_LOGIN.username);
    expect(first.email).toBe(DEMO_LOGIN.email);
    expect(await verify(first.password_hash, DEMO_LOGIN.password)).toBe(true);
    expect(await verify(first.password_hash, 'demo#2026')).toBe(false);
  });

  it('has at least 48 published trips: 24+ lokal in 10+ provinces, 24+ internasional in 8+ countries', async () => {
    const trips = await db.selectFrom('trips').selectAll().execute();
    const published = trips.filter((t) => t.status === 'published');
    const drafts = trips.filter((t) => t.status === 'draft');
    expect(published.length).toBeGreaterThanOrEqual(48);
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    expect(drafts.length).toBeLessThanOrEqual(3);
    const lokal = published.filter((t) => t.kategori === 'lokal');
    const intl = published.filter((t) => t.kategori === 'internasional');
    expect(lokal.length).toBeGreaterThanOrEqual(24);
    expect(intl.length).toBeGreaterThanOrEqual(24);
    expect(new Set(lokal.map((t) => t.provinsi)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(intl.map((t) => t.provinsi)).size).toBeGreaterThanOrEqual(8);
    for (const p of ['Jawa Timur', 'Nusa Tenggara Timur', 'Papua Barat Daya', 'Bali', 'DI Yogyakarta', 'DKI Jakarta']) expect(lokal.map((t) => t.provinsi)).toContain(p);
    for (const c of ['Jepang', 'Korea Selatan', 'Turki', 'Thailand', 'Vietnam', 'Singapura', 'Malaysia']) expect(intl.map((t) => t.provinsi)).toContain(c);
    expect(published.filter((t) => t.harga_mulai < 500_000).length).toBeGreaterThanOrEqual(8);
    expect(published.filter((t) => t.semua_termasuk === 1).length).toBeGreaterThanOrEqual(8);
  });

  it('gives every trip complete, well-formed content', async () => {
    const trips = await db.selectFrom('trips').selectAll().orderBy('id').execute();
    for (const t of trips) {
      const where = `trip ${t.id} ${t.judul}`;
      expect(t.judul.length, where).toBeLessThanOrEqual(60);
      expect(t.deskripsi.length, where).toBeLessThanOrEqual(700);
      expect(t.informasi_penting.length, where).toBeLessThanOrEqual(1200);
      expect(t.link_rundown, where).toMatch(/^https:\/\/docs\.google\.com\/document\/d\/[\w-]{20,}\/view$/);
      expect(t.lama_trip, where).toMatch(/^(1 Hari|\d{1,2}H\d{1,2}M)$/);
      expect(t.catatan_harga, where).toBeTruthy();
      expect(t.cover, where).toBeTruthy();

      const dests = await db.selectFrom('trip_destinations').selectAll().where('trip_id', '=', t.id).orderBy('position').execute();
      expect(dests.length, where).toBeGreaterThanOrEqual(2);
      expect(dests.length, where).toBeLessThanOrEqual(4);
      for (const d of dests) {
        expect(d.title.length).toBeLessThanOrEqual(60);
        expect(d.description.length).toBeLessThanOrEqual(700);
        expect(d.image, where).toBeTruthy();
      }

      const prices = await db.selectFrom('trip_prices').selectAll().where('trip_id', '=', t.id).orderBy('position').execute();
      expect(prices.length, where).toBeGreaterThanOrEqual(2);
      expect(prices.length, where).toBeLessThanOrEqual(4);
      expect(prices.map((p) => p.label), where).toEqual(PRICE_LABELS.slice(0, prices.length));
      expect(Number(prices[0].price)).toBe(t.harga_mulai);
      for (let i = 0; i < prices.length; i++) {
        expect(Number.isInteger(Number(prices[i].price))).toBe(true);
        if (i > 0) expect(Number(prices[i].price), where).toBeLessThan(Number(prices[i - 1].price));
      }

      const facilities = await db.selectFrom('trip_facilities').selectAll().where('trip_id', '=', t.id).execute();
      const inc = facilities.filter((f) => f.included === 1).length;
      const exc = facilities.filter((f) => f.included === 0).length;
      expect(inc, where).toBeGreaterThanOrEqual(3);
      expect(inc, where).toBeLessThanOrEqual(7);
      expect(exc, where).toBeGreaterThanOrEqual(3);
      expect(exc, where).toBeLessThanOrEqual(7);
    }
  });

  it('keeps prices realistic for well-known destinations', async () => {
    const price = async (kota: string, judulPart: string) => {
      const t = await db.selectFrom('trips').select('harga_mulai').where('kota', '=', kota).where('judul', 'like', `%${judulPart}%`).executeTakeFirstOrThrow();
      return t.harga_mulai;
    };
    expect(await price('Probolinggo', 'Midnight')).toBeGreaterThanOrEqual(300_000);
    expect(await price('Probolinggo', 'Midnight')).toBeLessThanOrEqual(1_500_000);
    expect(await price('Labuan Bajo', 'Phinisi')).toBeGreaterThanOrEqual(2_500_000);
    expect(await price('Labuan Bajo', 'Phinisi')).toBeLessThanOrEqual(5_000_000);
    expect(await price('Tokyo', 'Musim Semi')).toBeGreaterThanOrEqual(18_000_000);
    expect(await price('Tokyo', 'Musim Semi')).toBeLessThanOrEqual(35_000_000);
  });

  it('draws a distinct picture for every cover and destination, stored as WebP variants', async () => {
    const covers = (await db.selectFrom('trips').select('cover').execute()).map((r) => r.cover!);
    const dests = (await db.selectFrom('trip_destinations').select('image').execute()).map((r) => r.image!);
    const all = [...covers, ...dests];
    expect(new Set(all).size).toBe(all.length);
    const variants = await db.selectFrom('media_variants').select(['media_id', 'width', 'height', 'mime']).where('media_id', 'in', all).execute();
    expect(variants.length).toBe(all.length * 3);
    for (const v of variants) {
      expect(v.mime).toBe('image/webp');
      expect(v.height).toBeGreaterThan(0);
    }
    const media = await db.selectFrom('media').select(['id', 'kind', 'is_private', 'owner_agent_id']).where('id', 'in', all).execute();
    expect(media.every((m) => m.kind === 'image' && m.is_private === 0 && m.owner_agent_id !== null)).toBe(true);
  });

  it('gives every agent a portfolio of 3+ items, some linked to their own trips', async () => {
    const agents = await db.selectFrom('agents').select(['id', 'username']).execute();
    let linked = 0;
    for (const a of agents) {
      const items = await db.selectFrom('portfolio_items').selectAll().where('agent_id', '=', a.id).execute();
      expect(items.length, a.username).toBeGreaterThanOrEqual(3);
      for (const p of items) {
        expect(p.judul && p.deskripsi && p.foto && p.created_at).toBeTruthy();
        expect(portfolioInputSchema.parse({ judul: p.judul, deskripsi: p.deskripsi, foto: mediaUrl(p.foto!), tripId: p.trip_id })).toBeTruthy();
        if (p.trip_id !== null) {
          linked++;
          const t = await db.selectFrom('trips').select('agent_id').where('id', '=', p.trip_id).executeTakeFirstOrThrow();
          expect(t.agent_id).toBe(a.id);
        }
      }
    }
    expect(linked).toBeGreaterThanOrEqual(agents.length);
  });

  it('spreads created_at over recent months, newest last in id order', async () => {
    const trips = await db.selectFrom('trips').select(['id', 'created_at']).orderBy('id').execute();
    const times = trips.map((t) => Date.parse(t.created_at));
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]);
    expect(times[times.length - 1] - times[0]).toBeGreaterThan(90 * 86_400_000);
    expect(times[times.length - 1]).toBeLessThanOrEqual(Date.now());
    // The newest published page mixes agencies and categories.
    const newest = await db.selectFrom('trips').select(['agent_id', 'kategori']).where('status', '=', 'published').orderBy('id', 'desc').limit(12).execute();
    expect(new Set(newest.map((t) => t.agent_id)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(newest.map((t) => t.kategori)).size).toBe(2);
  });

  it('writes demo packages that obey the same rules as the dashboard form', () => {
    const fake = (i: number) => mediaUrl(i.toString(16).padStart(24, '0'));
    for (const [i, t] of TRIPS.entries()) {
      const input = demoTripInput(t, fake(i * 10), t.dest.map((_, k) => fake(i * 10 + k + 1)));
      const parsed = tripInputSchema.parse(input);
      expect(parsed.deskripsi.detailDestinasi).toHaveLength(t.dest.length);
      expect(Object.keys(parsed.harga)[0]).toBe('1-3 orang');
      expect(parsed.status).toBe(t.status ?? 'published');
    }
  });
});

describe('volume seed', () => {
  it('adds published trips with prices, destinations and facilities in bulk', async () => {
    const count = async () => Number((await db.selectFrom('trips').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'published').executeTakeFirstOrThrow()).n);
    const before = await count();
    const maxId = Number((await db.selectFrom('trips').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m);
    await seedVolume(db, 500);
    expect(await count()).toBe(before + 500);

    const added = await db.selectFrom('trips').selectAll().where('id', '>', maxId).execute();
    expect(added).toHaveLength(500);
    expect(new Set(added.map((t) => t.kategori)).size).toBe(2);
    expect(new Set(added.map((t) => t.agent_id)).size).toBeGreaterThanOrEqual(3);
    for (const t of added) {
      expect(t.judul.length).toBeLessThanOrEqual(60);
      expect(t.harga_mulai).toBeGreaterThanOrEqual(200_000);
      expect(t.harga_mulai).toBeLessThanOrEqual(60_000_000);
    }
    const ids = added.map((t) => t.id);
    const prices = await db.selectFrom('trip_prices').select(['trip_id', 'position', 'price']).where('trip_id', 'in', ids).execute();
    const dests = await db.selectFrom('trip_destinations').select(['trip_id', 'image']).where('trip_id', 'in', ids).execute();
    const facilities = await db.selectFrom('trip_facilities').select('trip_id').where('trip_id', 'in', ids).execute();
    expect(prices).toHaveLength(1500);
    expect(dests).toHaveLength(1000);
    expect(facilities.length).toBeGreaterThanOrEqual(500 * 3);
    const first = new Map(prices.filter((p) => p.position === 1).map((p) => [p.trip_id, Number(p.price)]));
    for (const t of added) expect(first.get(t.id)).toBe(t.harga_mulai);
    const images = new Set(dests.map((d) => d.image));
    const known = await db.selectFrom('media').select('id').where('id', 'in', [...images] as string[]).execute();
    expect(known.length).toBe(images.size);

    // Running it again reuses the benchmark agencies.
    const agentsBefore = Number((await db.selectFrom('agents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    await seedVolume(db, 10);
    const agentsAfter = Number((await db.selectFrom('agents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(agentsAfter).toBe(agentsBefore);
  });
});
