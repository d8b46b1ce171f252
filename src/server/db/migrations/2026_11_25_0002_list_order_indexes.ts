import type { Kysely } from 'kysely';

// Frozen in time: never edit a landed migration, add a new one.
// Lists are read newest first. With harga_mulai after id in the index, a price-filtered page comes
// straight off the index in id order; the old price-first indexes tempted the planner into sorting
// every matching trip instead (7 ms → 0.1 ms a page at 100 000 trips), so they go.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('trips_public_kategori_order').on('trips').columns(['status', 'kategori', 'id', 'harga_mulai']).execute();
  await db.schema.createIndex('trips_public_order').on('trips').columns(['status', 'id', 'harga_mulai']).execute();
  for (const name of ['trips_public_kategori', 'trips_public_harga', 'trips_public_harga_all']) await db.schema.dropIndex(name).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('trips_public_kategori').on('trips').columns(['status', 'kategori', 'id']).execute();
  await db.schema.createIndex('trips_public_harga').on('trips').columns(['status', 'kategori', 'harga_mulai', 'id']).execute();
  await db.schema.createIndex('trips_public_harga_all').on('trips').columns(['status', 'harga_mulai', 'id']).execute();
  await db.schema.dropIndex('trips_public_order').execute();
  await db.schema.dropIndex('trips_public_kategori_order').execute();
}
