// The signed-in agent's own packages (drafts included): the dashboard and the write API use these.
// Every function takes the agent's id from the session and acts only on that agent's rows:
// another agent's trip answers 404 and nothing changes.
import { z } from 'astro/zod';
import { getDb, type DB } from '../db/client';
import { AppError, notFound } from '../http/errors';
import { findTripDetail, listAgentTrips } from './repository';
import { insertTrip, replaceTrip } from './write';
import { tripInputSchema, type TripInput } from '../../lib/schemas/trip';
import { kategoriParam, priceParam } from '../../lib/schemas/listQuery';
import { mediaIdOf } from '../../lib/media';
import type { TripDetail, TripSummary } from '../../lib/types';

export interface OwnTripFilter {
  kategori?: 'lokal' | 'internasional';
  status?: 'draft' | 'published';
  /** Largest '1-3 orang' price to include. */
  maxPrice?: number;
  /** Part of the title, any case. */
  q?: string;
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const ownFilterSchema = z.object({
  kategori: z.preprocess(blankToUndefined, kategoriParam.optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(['draft', 'published'], { errorMap: () => ({ message: "status harus 'draft' atau 'published'." }) }).optional(),
  ),
  maxPrice: z.preprocess(blankToUndefined, priceParam('maxPrice').optional()),
  q: z.preprocess(blankToUndefined, z.string().trim().max(60, 'Pencarian maksimal 60 karakter.').optional()),
});

/** The list filter from a query string (?kategori=&status=&maxPrice=&q=; blanks mean "any"). Throws a ZodError. */
export function parseOwnTripFilter(url: URL): OwnTripFilter {
  const raw = Object.fromEntries(['kategori', 'status', 'maxPrice', 'q'].map((k) => [k, url.searchParams.get(k) ?? undefined]));
  return ownFilterSchema.parse(raw);
}

/** The agent's packages, newest first, drafts included, filtered. An agent has tens, not thousands. */
export async function listOwnTrips(agentId: number, f: OwnTripFilter = {}): Promise<TripSummary[]> {
  const trips = await listAgentTrips(await getDb(), agentId, true);
  const q = f.q?.toLocaleLowerCase('id-ID');
  return trips.filter(
    (t) =>
      (!f.kategori || t.kategori === f.kategori) &&
      (!f.status || t.status === f.status) &&
      (f.maxPrice === undefined || t.hargaMulai <= f.maxPrice) &&
      (!q || t.deskripsi.judul.toLocaleLowerCase('id-ID').includes(q)),
  );
}

/** One of the agent's packages (a draft too), or a 404. */
export async function getOwnTrip(agentId: number, tripId: number): Promise<TripDetail> {
  const trip = await findTripDetail(await getDb(), tripId, true);
  if (!trip || trip.agentId !== agentId) throw notFound('Paket wisata');
  return trip;
}

/** Every image the input references must be a stored public image; else a 400 at that field. */
async function checkMedia(db: DB, input: TripInput): Promise<void> {
  const refs: Array<[field: string, id: string]> = [];
  const add = (field: string, url: string | null) => {
    const id = mediaIdOf(url);
    if (id) refs.push([field, id]);
  };
  add('deskripsi.cover', input.deskripsi.cover);
  input.deskripsi.detailDestinasi.forEach((d, i) => add(`deskripsi.detailDestinasi.${i}.image`, d.image));
  if (refs.length === 0) return;
  const found = await db
    .selectFrom('media')
    .select('id')
    .where('id', 'in', [...new Set(refs.map(([, id]) => id))])
    .where('kind', '=', 'image')
    .where('is_private', '=', 0)
    .execute();
  const known = new Set(found.map((r) => r.id));
  const missing = Object.fromEntries(refs.filter(([, id]) => !known.has(id)).map(([field]) => [field, 'Gambar tidak ditemukan. Unggah ulang gambarnya.']));
  if (Object.keys(missing).length) throw new AppError(400, 'Data yang dikirim belum benar.', missing);
}

async function validInput(db: DB, body: unknown): Promise<TripInput> {
  const input = tripInputSchema.parse(body);
  await checkMedia(db, input);
  return input;
}

/** Creates a package (trip, destinations, prices, facilities in one transaction). */
export async function createOwnTrip(agentId: number, body: unknown): Promise<TripDetail> {
  const db = await getDb();
  const input = await validInput(db, body);
  const id = await db.transaction().execute((trx) => insertTrip(trx, agentId, input));
  return getOwnTrip(agentId, id);
}

/** Replaces one of the agent's packages whole, in one transaction; another agent's id is a 404. */
export async function updateOwnTrip(agentId: number, tripId: number, body: unknown): Promise<TripDetail> {
  const db = await getDb();
  const input = await validInput(db, body);
  const replaced = await db.transaction().execute((trx) => replaceTrip(trx, agentId, tripId, input));
  if (!replaced) throw notFound('Paket wisata');
  return getOwnTrip(agentId, tripId);
}

/** Deletes one of the agent's packages (its rows cascade; portfolio links become empty). */
export async function deleteOwnTrip(agentId: number, tripId: number): Promise<void> {
  const db = await getDb();
  const deleted = await db.transaction().execute(async (trx) => {
    const own = await trx.selectFrom('trips').select('id').where('id', '=', tripId).where('agent_id', '=', agentId).executeTakeFirst();
    if (!own) return false;
    // The foreign keys cascade too; spelled out so the rows go even where they are not enforced.
    await trx.updateTable('portfolio_items').set({ trip_id: null }).where('trip_id', '=', tripId).execute();
    for (const table of ['trip_destinations', 'trip_prices', 'trip_facilities'] as const) {
      await trx.deleteFrom(table).where('trip_id', '=', tripId).execute();
    }
    await trx.deleteFrom('trips').where('id', '=', tripId).execute();
    return true;
  });
  if (!deleted) throw notFound('Paket wisata');
}
