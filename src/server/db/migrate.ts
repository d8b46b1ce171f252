import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/2026_11_25_0001_initial';
import * as listOrderIndexes from './migrations/2026_11_25_0002_list_order_indexes';

// Listed here (not read from disk) so the bundled server carries its migrations.
const migrations: Record<string, Migration> = {
  '2026_11_25_0001_initial': initial,
  '2026_11_25_0002_list_order_indexes': listOrderIndexes,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
