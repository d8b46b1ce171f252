import type { Transaction } from 'kysely';
import type { DB } from '../db/client';
import type { Database } from '../db/schema';
import type { TripInput } from '../../lib/schemas/trip';
import { FIRST_PRICE_LABEL } from '../../lib/schemas/trip';
import { mediaIdOf } from '../../lib/media';

type Trx = Transaction<Database> | DB;

function tripColumns(input: TripInput, now: string) {
  return {
    judul: input.deskripsi.judul,
    deskripsi: input.deskripsi.deskripsi,
    cover: mediaIdOf(input.deskripsi.cover),
    kota: input.kota,
    provinsi: input.provinsi,
    kategori: input.kategori,
    informasi_penting: input.informasiPenting,
    link_rundown: input.linkRundown ?? null,
    lama_trip: input.lamaTrip,
    catatan_harga: input.catatanHarga ?? null,
    semua_termasuk: input.semuaTermasuk ? 1 : 0,
    harga_mulai: input.harga[FIRST_PRICE_LABEL],
    status: input.status,
    updated_at: now,
  };
}

async function insertChildren(trx: Trx, tripId: number, input: TripInput) {
  const destinations = input.deskripsi.detailDestinasi.map((d, i) => ({
    trip_id: tripId, position: i + 1, title: d.title, image: mediaIdOf(d.image), description: d.description,
  }));
  const prices = Object.entries(input.harga).map(([label, price], i) => ({ trip_id: tripId, position: i + 1, label, price }));
  const facilities = [
    ...input.fasilitasTermasuk.map((f, i) => ({ trip_id: tripId, included: 1, position: i + 1, text: f.fasilitasTermasuk })),
    ...input.fasilitasTidakTermasuk.map((f, i) => ({ trip_id: tripId, included: 0, position: i + 1, text: f.fasilitasTermasuk })),
  ];
  if (destinations.length) await trx.insertInto('trip_destinations').values(destinations).execute();
  if (prices.length) await trx.insertInto('trip_prices').values(prices).execute();
  if (facilities.length) await trx.insertInto('trip_facilities').values(facilities).execute();
}

/** Inserts a trip and its destinations, prices and facilities. Call inside a transaction. */
export async function insertTrip(trx: Trx, agentId: number, input: TripInput, now = new Date().toISOString()): Promise<number> {
  const { id } = await trx
    .insertInto('trips')
    .values({ ...tripColumns(input, now), agent_id: agentId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertChildren(trx, id, input);
  return id;
}

/** Replaces an agent's own trip whole; answers false when it is not theirs. Call inside a transaction. */
export async function replaceTrip(trx: Trx, agentId: number, tripId: number, input: TripInput): Promise<boolean> {
  const res = await trx
    .updateTable('trips')
    .set(tripColumns(input, new Date().toISOString()))
    .where('id', '=', tripId)
    .where('agent_id', '=', agentId)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return false;
  await trx.deleteFrom('trip_destinations').where('trip_id', '=', tripId).execute();
  await trx.deleteFrom('trip_prices').where('trip_id', '=', tripId).execute();
  await trx.deleteFrom('trip_facilities').where('trip_id', '=', tripId).execute();
  await insertChildren(trx, tripId, input);
  return true;
}
