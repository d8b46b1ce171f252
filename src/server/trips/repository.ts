import type { DB } from '../db/client';
import type { Kategori, TripRow } from '../db/schema';
import type { Fasilitas, Harga, TripDetail, TripSummary } from '../../lib/types';
import { mediaUrl } from '../../lib/media';

export interface TripFilter {
  kategori?: Kategori;
  /** Largest '1-3 orang' price to include. */
  maxPrice?: number;
  semuaTermasuk?: boolean;
}

const SUMMARY_COLUMNS = ['id', 'agent_id', 'judul', 'cover', 'kota', 'provinsi', 'kategori', 'harga_mulai', 'lama_trip', 'semua_termasuk', 'status'] as const;
type SummaryRow = Pick<TripRow, (typeof SUMMARY_COLUMNS)[number]>;

function publishedQuery(db: DB, f: TripFilter) {
  let q = db.selectFrom('trips').where('status', '=', 'published');
  if (f.kategori) q = q.where('kategori', '=', f.kategori);
  if (f.maxPrice !== undefined) q = q.where('harga_mulai', '<=', f.maxPrice);
  if (f.semuaTermasuk !== undefined) q = q.where('semua_termasuk', '=', f.semuaTermasuk ? 1 : 0);
  return q;
}

/**
 * One page of published trips, newest first. The page's ids come off an index alone (a covering
 * scan in id order, no sort of every match) and only those rows are read: a plain
 * `select … order by id limit` makes SQLite sort every matching trip (7 ms → 0.1 ms at 100 000).
 */
export function publishedPageQuery(db: DB, f: TripFilter, page: number, limit: number) {
  const ids = publishedQuery(db, f).select('id').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit);
  return db.selectFrom('trips').select(SUMMARY_COLUMNS).where('id', 'in', ids).orderBy('id', 'desc');
}

/** Published trips, newest first, one page of them with their prices (two queries, not one per trip). */
export async function listPublishedTrips(db: DB, f: TripFilter, page: number, limit: number): Promise<TripSummary[]> {
  return withPrices(db, await publishedPageQuery(db, f, page, limit).execute());
}

export async function countPublishedTrips(db: DB, f: TripFilter): Promise<number> {
  const row = await publishedQuery(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An agent's trips, newest first; drafts only when the agent itself asks; one page when asked. */
export async function listAgentTrips(db: DB, agentId: number, includeDrafts = false, paging?: { page: number; limit: number }): Promise<TripSummary[]> {
  let q = db.selectFrom('trips').select(SUMMARY_COLUMNS).where('agent_id', '=', agentId);
  if (!includeDrafts) q = q.where('status', '=', 'published');
  q = q.orderBy('id', 'desc');
  if (paging) q = q.limit(paging.limit).offset((paging.page - 1) * paging.limit);
  return withPrices(db, await q.execute());
}

async function pricesByTrip(db: DB, ids: number[]): Promise<Map<number, Harga>> {
  const map = new Map<number, Harga>();
  if (ids.length === 0) return map;
  const prices = await db
    .selectFrom('trip_prices')
    .select(['trip_id', 'label', 'price'])
    .where('trip_id', 'in', ids)
    .orderBy('trip_id')
    .orderBy('position')
    .execute();
  for (const p of prices) {
    const harga = map.get(p.trip_id) ?? {};
    harga[p.label] = Number(p.price);
    map.set(p.trip_id, harga);
  }
  return map;
}

async function withPrices(db: DB, rows: SummaryRow[]): Promise<TripSummary[]> {
  const prices = await pricesByTrip(db, rows.map((r) => r.id));
  return rows.map((r) => toSummary(r, prices.get(r.id) ?? {}));
}

function toSummary(r: SummaryRow, harga: Harga): TripSummary {
  return {
    id: r.id,
    agentId: r.agent_id,
    deskripsi: { judul: r.judul, cover: r.cover ? mediaUrl(r.cover) : null },
    kota: r.kota,
    provinsi: r.provinsi,
    kategori: r.kategori,
    harga,
    hargaMulai: Number(r.harga_mulai),
    lamaTrip: r.lama_trip,
    semuaTermasuk: Boolean(r.semua_termasuk),
    status: r.status,
  };
}

/** One trip with destinations, prices and facilities; drafts only when asked for. */
export async function findTripDetail(db: DB, id: number, includeDrafts = false): Promise<TripDetail | undefined> {
  let q = db.selectFrom('trips').selectAll().where('id', '=', id);
  if (!includeDrafts) q = q.where('status', '=', 'published');
  const row = await q.executeTakeFirst();
  if (!row) return undefined;
  const [destinations, prices, facilities] = await Promise.all([
    db.selectFrom('trip_destinations').selectAll().where('trip_id', '=', id).orderBy('position').execute(),
    pricesByTrip(db, [id]),
    db.selectFrom('trip_facilities').selectAll().where('trip_id', '=', id).orderBy('position').execute(),
  ]);
  const facility = (included: number): Fasilitas[] =>
    facilities.filter((f) => Number(f.included) === included).map((f) => ({ fasilitasTermasuk: f.text }));
  const summary = toSummary(row, prices.get(id) ?? {});
  return {
    ...summary,
    deskripsi: {
      judul: row.judul,
      cover: summary.deskripsi.cover,
      deskripsi: row.deskripsi,
      detailDestinasi: destinations.map((d) => ({ title: d.title, image: d.image ? mediaUrl(d.image) : null, description: d.description })),
    },
    informasiPenting: row.informasi_penting,
    linkRundown: row.link_rundown,
    catatanHarga: row.catatan_harga,
    fasilitasTermasuk: facility(1),
    fasilitasTidakTermasuk: facility(0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
