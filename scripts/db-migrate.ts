/** `npm run db:migrate`: brings the database (DATABASE_PATH or DATABASE_URL) to the latest schema. */
import { openDatabase } from '../src/server/db/client';
import { migrateToLatest } from '../src/server/db/migrate';
import { databasePath, databaseUrl } from '../src/server/config';

const db = openDatabase();
try {
  console.log(`Database: ${databaseUrl() ? 'PostgreSQL (DATABASE_URL)' : databasePath()}`);
  const applied = await migrateToLatest(db);
  if (applied.length === 0) console.log('Already up to date: no migration applied.');
  else for (const name of applied) console.log(`Applied ${name}`);
} catch (err) {
  console.error('Migration failed:', err);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
