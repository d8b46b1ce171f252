/**
 * Bulk packages for benchmarks (`npm run db:seed -- --trips 100000`): a dozen agencies and any
 * number of published trips with realistic titles, prices, destinations and facilities, written
 * with large multi-row inserts inside transactions.
 */
import { SqliteAdapter, sql, type Transaction } from 'kysely';
import type { DB } from '../client';
import type { Database, Kategori } from '../schema';
import { AGENTS, FACILITIES, PRICE_LABELS, TRIPS, type TripSeed } from './content';
import { demoPasswordHash, rundownUrl } from './demo';
import { mapLimit, rngFrom, storeScene } from './scenes';

/** SQLite's default bound-parameter limit per statement (SQLITE_MAX_VARIABLE_NUMBER). */
const MAX_PARAMS = 32766;
/** Trips per transaction. */
const TRIPS_PER_TX = 10_000;

const VOLUME_AGENTS: [username: string, nama: string, kota: string][] = [
  ['volume.bahari', 'PT Wisata Bahari Nusantara', 'Jakarta Utara'],
  ['volume.pelangi', 'CV Pelangi Tour & Travel', 'Bandung'],
  ['volume.garuda', 'PT Garuda Jelajah Dunia', 'Jakarta Pusat'],
  ['volume.cakrawala', 'PT Cakrawala Holiday', 'Surabaya'],
  ['volume.samudra', 'CV Samudra Biru Wisata', 'Denpasar'],
  ['volume.rinjani', 'CV Rinjani Trekking Center', 'Mataram'],
  ['volume.borneo', 'PT Borneo Adventure', 'Balikpapan'],
  ['volume.sulawesi', 'CV Sulawesi Dive Trip', 'Manado'],
  ['volume.asiaholiday', 'PT Asia Holiday Center', 'Medan'],
  ['volume.jejak', 'CV Jejak Petualang Tour', 'Yogyakarta'],
  ['volume.kirana', 'PT Kirana Travel', 'Semarang'],
  ['volume.lintasbenua', 'PT Lintas Benua Tour', 'Tangerang'],
];

/** Place names for titles, each with the demo package whose texts the bulk packages borrow. */
const PLACES: [name: string, base: string][] = [
  ['Pulau Pari', 'seribu-pari'], ['Pulau Tidung', 'seribu-pari'], ['Kepulauan Seribu', 'seribu-pari'],
  ['Bali', 'bali-penida'], ['Ubud', 'bali-penida'], ['Nusa Penida', 'bali-penida'],
  ['Bromo', 'bromo-midnight'], ['Bromo Sunrise', 'bromo-midnight'], ['Kawah Ijen', 'ijen-bluefire'],
  ['Bromo Ijen', 'bromo-ijen'], ['Malang Selatan', 'pantai-malang'], ['Tumpak Sewu', 'tumpak-sewu'],
  ['Labuan Bajo', 'phinisi-komodo'], ['Pulau Komodo', 'labuanbajo-open'], ['Lombok', 'lombok-gili'],
  ['Gili Trawangan', 'lombok-gili'], ['Rinjani', 'rinjani'], ['Sumba', 'sumba'],
  ['Danau Toba', 'toba'], ['Samosir', 'toba'], ['Bukittinggi', 'bukittinggi'], ['Berastagi', 'berastagi'],
  ['Sabang', 'sabang'], ['Yogyakarta', 'jogja-heritage'], ['Borobudur', 'jogja-heritage'], ['Dieng', 'dieng'],
  ['Karimunjawa', 'karimunjawa'], ['Ciwidey', 'kawah-putih'], ['Gunungkidul', 'gunungkidul'],
  ['Raja Ampat', 'raja-ampat'], ['Wakatobi', 'wakatobi'], ['Tana Toraja', 'toraja'], ['Derawan', 'derawan'],
  ['Belitung', 'belitung'],
  ['Jepang', 'japan-spring'], ['Tokyo', 'tokyo-hemat'], ['Hokkaido', 'hokkaido'], ['Osaka Kyoto', 'japan-spring'],
  ['Korea Selatan', 'korea-autumn'], ['Seoul', 'korea-autumn'], ['Jeju', 'jeju'], ['Zhangjiajie', 'zhangjiajie'],
  ['Taiwan', 'taipei'], ['Turki', 'turki-klasik'], ['Istanbul', 'turki-hemat'], ['Cappadocia', 'turki-klasik'],
  ['Uzbekistan', 'uzbek'], ['Mesir', 'mesir'], ['Swiss', 'swiss'], ['Islandia', 'islandia'],
  ['Bangkok Pattaya', 'bangkok-pattaya'], ['Chiang Mai', 'chiangmai'], ['Phuket', 'phuket'], ['Vietnam', 'vietnam-utara'],
  ['Da Nang Hoi An', 'danang'], ['Singapura', 'singapura'], ['Kuala Lumpur', 'kl-genting'], ['Langkawi', 'penang-langkawi'],
  ['Angkor Wat', 'angkor'], ['Australia', 'sydney-melbourne'], ['Selandia Baru', 'selandia-baru'],
];

const PREFIX: Record<Kategori, string[]> = {
  lokal: ['Open Trip', 'Private Trip', 'Paket Hemat', 'Explore', 'Jelajah', 'Liburan ke', 'Family Trip', 'Weekend di', 'Paket Wisata', 'Trip Santai'],
  internasional: ['Tur', 'Paket Hemat', 'Liburan ke', 'Explore', 'Private Tour', 'Family Trip', 'Jelajah', 'Holiday'],
};
const SUFFIX = ['', '', '', ' Akhir Pekan', ' Libur Sekolah', ' Plus Kuliner', ' Bebas Ribet', ' Spesial Lebaran', ' Akhir Tahun'];
/** Days of a '1 Hari' / '3H2M' duration. */
const daysOf = (lama: string) => (lama === '1 Hari' ? 1 : Number.parseInt(lama, 10) || 1);
const lamaOf = (days: number) => (days === 1 ? '1 Hari' : `${days}H${days - 1}M`);
const DAY_SHIFT = [-1, 0, 0, 0, 1, 1, 2];
const MIN_PRICE = 200_000;
const MAX_PRICE = 60_000_000;

const facility = (code: string) => FACILITIES[code] ?? code;

/** Runs one multi-row insert per slice, each slice small enough for the bound-parameter limit. */
async function insertChunked<T extends Record<string, unknown>>(trx: Transaction<Database>, table: 'trip_prices' | 'trip_destinations' | 'trip_facilities', rows: T[]) {
  if (rows.length === 0) return;
  const per = Math.floor(MAX_PARAMS / Object.keys(rows[0]).length);
  for (let i = 0; i < rows.length; i += per) await trx.insertInto(table).values(rows.slice(i, i + per) as any).execute();
}

async function ensureAgents(db: DB): Promise<number[]> {
  const usernames = VOLUME_AGENTS.map(([u]) => u);
  const existing = await db.selectFrom('agents').select(['id', 'username']).where('username', 'in', usernames).execute();
  const missing = VOLUME_AGENTS.filter(([u]) => !existing.some((e) => e.username === u));
  if (missing.length) {
    const hashed = await demoPasswordHash();
    const now = new Date().toISOString();
    await db
      .insertInto('agents')
      .values(
        missing.map(([username, nama, kota], i) => {
          const phone = `62812${String(70000000 + usernames.indexOf(username) * 1111111).padStart(8, '0')}`;
          const handle = username.replace('volume.', '');
          return {
            email: `${handle}@bench.tripkita.id`,
            username,
            password_hash: hashed,
            nama_badan_usaha: nama,
            foto_profil: null,
            alamat_kantor: `Jl. Merdeka No. ${10 + i}, ${kota}`,
            nama_pic: 'Tim Reservasi',
            kontak_pic: phone,
            surat_izin_usaha: null,
            bio: `${nama} melayani paket wisata dalam dan luar negeri dari ${kota}.`,
            tentang: `${nama} adalah agen perjalanan yang berkantor di ${kota}. Data ini dibuat untuk uji beban.`,
            telepon: phone,
            whatsapp: phone,
            whatsapp_kantor: phone,
            telegram: handle,
            line: handle,
            instagram: `${handle}.tour`,
            twitter: handle,
            facebook: `${handle}tour`,
            status_verifikasi: i % 3 === 0 ? ('terverifikasi' as const) : ('belum' as const),
            created_at: now,
            updated_at: now,
          };
        }),
      )
      .execute();
  }
  const rows = await db.selectFrom('agents').select('id').where('username', 'in', usernames).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** A handful of stored public images to reuse (media ids are content hashes: sharing is fine). */
async function imagePool(db: DB): Promise<string[]> {
  const rows = await db.selectFrom('media').select('id').where('kind', '=', 'image').where('is_private', '=', 0).orderBy('id').limit(40).execute();
  if (rows.length >= 8) return rows.map((r) => r.id);
  const scenes = ['volcano', 'islands', 'beach', 'city', 'pagoda', 'rice', 'karst', 'mosque', 'lake', 'alps'];
  const made = await mapLimit(scenes, 4, (s, i) => storeScene(db, s, `volume/${i}`, 800, 500));
  return [...rows.map((r) => r.id), ...made];
}

/** Creates (if needed) the benchmark agencies, then `trips` published packages. */
export async function seedVolume(db: DB, trips: number, opts: { log?: (line: string) => void } = {}): Promise<void> {
  if (!Number.isInteger(trips) || trips < 0) throw new Error(`trips must be a whole number, got ${trips}`);
  // SQLite: a large page cache keeps the five trip indexes in memory while millions of rows go in.
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  let cacheSize: unknown;
  if (isSqlite) {
    cacheSize = (await sql<{ cache_size: number }>`pragma cache_size`.execute(db)).rows[0]?.cache_size;
    await sql`pragma cache_size = -262144`.execute(db);
  }
  try {
    await insertVolume(db, trips, opts);
  } finally {
    if (isSqlite && typeof cacheSize === 'number') await sql.raw(`pragma cache_size = ${cacheSize}`).execute(db);
  }
}

async function insertVolume(db: DB, trips: number, opts: { log?: (line: string) => void }): Promise<void> {
  const agentIds = await ensureAgents(db);
  const pool = await imagePool(db);
  const bases = new Map<string, TripSeed>(TRIPS.map((t) => [t.key, t]));
  const kebijakan = AGENTS[0].kebijakan;
  const before = await db.selectFrom('trips').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rng = rngFrom(`volume|${before.n}|${trips}`);
  const pick = <T>(a: readonly T[]) => a[Math.floor(rng() * a.length)];
  const start = Date.now() - trips * 30_000;
  const perStatement = Math.floor(MAX_PARAMS / 16);

  for (let done = 0; done < trips; ) {
    const txCount = Math.min(TRIPS_PER_TX, trips - done);
    await db.transaction().execute(async (trx) => {
      for (let s = 0; s < txCount; s += perStatement) {
        const n = Math.min(perStatement, txCount - s);
        const plans = Array.from({ length: n }, (_, k) => {
          const i = done + s + k;
          const [place, baseKey] = pick(PLACES);
          const base = bases.get(baseKey)!;
          const kategori = base.kategori;
          // A duration near the base package's, and a price scaled from its price with some spread
          // (from about Rp200.000 for a day trip to Rp60.000.000 for the far-away tours).
          const baseDays = daysOf(base.lama);
          const days = Math.max(kategori === 'lokal' ? 1 : 3, baseDays + pick(DAY_SHIFT));
          const lama = lamaOf(days);
          let judul = `${pick(PREFIX[kategori])} ${place} ${lama}${pick(SUFFIX)}`;
          if (judul.length > 60) judul = `${place} ${lama}`;
          const raw = base.harga[0] * Math.pow(days / baseDays, 0.8) * Math.exp((rng() + rng() - 1) * 0.5);
          const step = raw < 1_000_000 ? 5_000 : 50_000;
          const p1 = Math.min(MAX_PRICE, Math.max(MIN_PRICE, Math.round(raw / step) * step));
          const prices = [p1, Math.round((p1 * 0.94) / 1000) * 1000, Math.round((p1 * 0.88) / 1000) * 1000];
          const created = new Date(start + i * 30_000).toISOString();
          return { base, prices, img: Math.floor(rng() * pool.length), row: {
            agent_id: agentIds[i % agentIds.length],
            judul,
            deskripsi: base.deskripsi,
            cover: pool[i % pool.length],
            kota: base.kota,
            provinsi: base.provinsi,
            kategori,
            informasi_penting: `${base.info}\n\n${kebijakan}`.slice(0, 1200),
            link_rundown: rundownUrl(`volume-${i}`),
            lama_trip: lama,
            catatan_harga: 'Harga per orang, minimal keberangkatan 2 orang',
            semua_termasuk: rng() < 0.25 ? 1 : 0,
            harga_mulai: p1,
            status: 'published' as const,
            created_at: created,
            updated_at: created,
          } };
        });
        const inserted = await trx.insertInto('trips').values(plans.map((p) => p.row)).returning('id').execute();
        // Autoincrement ids follow the VALUES order, whatever order RETURNING lists them in.
        const ids = inserted.map((r) => r.id).sort((a, b) => a - b);
        const prices: { trip_id: number; position: number; label: string; price: number }[] = [];
        const dests: { trip_id: number; position: number; title: string; image: string | null; description: string }[] = [];
        const facilities: { trip_id: number; included: number; position: number; text: string }[] = [];
        plans.forEach((p, k) => {
          const id = ids[k];
          p.prices.forEach((price, j) => prices.push({ trip_id: id, position: j + 1, label: PRICE_LABELS[j], price }));
          p.base.dest.slice(0, 2).forEach(([title, description], j) =>
            dests.push({ trip_id: id, position: j + 1, title, image: pool[(p.img + j) % pool.length], description }),
          );
          p.base.inc.slice(0, 4).forEach((code, j) => facilities.push({ trip_id: id, included: 1, position: j + 1, text: facility(code) }));
          p.base.exc.slice(0, 3).forEach((code, j) => facilities.push({ trip_id: id, included: 0, position: j + 1, text: facility(code) }));
        });
        await insertChunked(trx, 'trip_prices', prices);
        await insertChunked(trx, 'trip_destinations', dests);
        await insertChunked(trx, 'trip_facilities', facilities);
      }
    });
    done += txCount;
    opts.log?.(`  ${done}/${trips} trips`);
  }
}
