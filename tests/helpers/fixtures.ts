import type { DB } from '../../src/server/db/client';
import type { NewAgent } from '../../src/server/db/schema';
import type { TripInput } from '../../src/lib/schemas/trip';
import { insertTrip } from '../../src/server/trips/write';

/** A real-looking argon2id hash, so leak scans have something to find. */
export const FAKE_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$0123456789abcdefghijklmnopqrstuvwxyzABCDE';

let n = 0;
export async function createAgent(db: DB, overrides: Partial<NewAgent> = {}): Promise<number> {
  n++;
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('agents')
    .values({
      email: `agen${n}@contoh.id`,
      username: `agen_contoh_${n}`,
      password_hash: FAKE_HASH,
      nama_badan_usaha: `Agen Contoh ${n}`,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function tripInput(overrides: Partial<TripInput> = {}): TripInput {
  return {
    deskripsi: {
      judul: 'Sunrise Bromo Midnight',
      deskripsi: 'Berangkat tengah malam dari Malang, menikmati matahari terbit di Penanjakan.',
      cover: null,
      detailDestinasi: [
        { title: 'Penanjakan', image: null, description: 'Titik terbaik melihat matahari terbit.' },
        { title: 'Kawah Bromo', image: null, description: 'Mendaki 250 anak tangga ke bibir kawah.' },
      ],
    },
    kota: 'Malang',
    provinsi: 'Jawa Timur',
    kategori: 'lokal',
    informasiPenting: 'Bawa jaket tebal dan masker.',
    linkRundown: 'https://contoh.id/rundown',
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

export async function createTrip(db: DB, agentId: number, overrides: Partial<TripInput> = {}): Promise<number> {
  return db.transaction().execute((trx) => insertTrip(trx, agentId, tripInput(overrides)));
}
