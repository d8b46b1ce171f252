import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never edit a landed migration, add a new one.
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: any) => (isPg ? c.generatedByDefaultAsIdentity().primaryKey() : c.primaryKey().autoIncrement());
  const idType = 'integer';
  const blob = isPg ? 'bytea' : 'blob';

  await db.schema
    .createTable('agents')
    .addColumn('id', idType, id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('nama_badan_usaha', 'text', (c) => c.notNull())
    .addColumn('foto_profil', 'text')
    .addColumn('alamat_kantor', 'text')
    .addColumn('nama_pic', 'text')
    .addColumn('kontak_pic', 'text')
    .addColumn('surat_izin_usaha', 'text')
    .addColumn('bio', 'text')
    .addColumn('tentang', 'text')
    .addColumn('telepon', 'text')
    .addColumn('whatsapp', 'text')
    .addColumn('whatsapp_kantor', 'text')
    .addColumn('telegram', 'text')
    .addColumn('line', 'text')
    .addColumn('instagram', 'text')
    .addColumn('twitter', 'text')
    .addColumn('facebook', 'text')
    .addColumn('status_verifikasi', 'text', (c) => c.notNull().defaultTo('belum'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index agents_username_lower on agents (lower(username))`.execute(db);

  await db.schema
    .createTable('trips')
    .addColumn('id', idType, id)
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('judul', 'text', (c) => c.notNull())
    .addColumn('deskripsi', 'text', (c) => c.notNull())
    .addColumn('cover', 'text')
    .addColumn('kota', 'text', (c) => c.notNull())
    .addColumn('provinsi', 'text', (c) => c.notNull())
    .addColumn('kategori', 'text', (c) => c.notNull())
    .addColumn('informasi_penting', 'text', (c) => c.notNull())
    .addColumn('link_rundown', 'text')
    .addColumn('lama_trip', 'text', (c) => c.notNull())
    .addColumn('catatan_harga', 'text')
    .addColumn('semua_termasuk', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('harga_mulai', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The public lists filter published trips by category and '1-3 orang' price, newest first.
  await db.schema.createIndex('trips_public_kategori').on('trips').columns(['status', 'kategori', 'id']).execute();
  await db.schema.createIndex('trips_public_harga').on('trips').columns(['status', 'kategori', 'harga_mulai', 'id']).execute();
  await db.schema.createIndex('trips_public_harga_all').on('trips').columns(['status', 'harga_mulai', 'id']).execute();
  await db.schema.createIndex('trips_public_termasuk').on('trips').columns(['status', 'semua_termasuk', 'id']).execute();
  await db.schema.createIndex('trips_agent').on('trips').columns(['agent_id', 'id']).execute();

  await db.schema
    .createTable('trip_destinations')
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('trip_destinations_pk', ['trip_id', 'position'])
    .execute();
  await db.schema
    .createTable('trip_prices')
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('trip_prices_pk', ['trip_id', 'position'])
    .execute();
  await db.schema
    .createTable('trip_facilities')
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('included', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('trip_facilities_pk', ['trip_id', 'included', 'position'])
    .execute();

  await db.schema
    .createTable('portfolio_items')
    .addColumn('id', idType, id)
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('judul', 'text', (c) => c.notNull())
    .addColumn('deskripsi', 'text', (c) => c.notNull())
    .addColumn('foto', 'text')
    .addColumn('trip_id', 'integer', (c) => c.references('trips.id').onDelete('set null'))
    .addColumn('link', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('portfolio_agent').on('portfolio_items').columns(['agent_id', 'id']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_agent').on('sessions').column('agent_id').execute();

  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('owner_agent_id', 'integer', (c) => c.references('agents.id').onDelete('cascade'))
    .addColumn('is_private', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('media_variants')
    .addColumn('media_id', 'text', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', blob, (c) => c.notNull())
    .addPrimaryKeyConstraint('media_variants_pk', ['media_id', 'width'])
    .execute();

  await db.schema
    .createTable('rate_events')
    .addColumn('id', idType, id)
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_events_bucket').on('rate_events').columns(['bucket', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['rate_events', 'media_variants', 'media', 'sessions', 'portfolio_items', 'trip_facilities', 'trip_prices', 'trip_destinations', 'trips', 'agents']) {
    await db.schema.dropTable(t).execute();
  }
}
