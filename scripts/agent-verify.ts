// `npm run agent:verify -- <username> <terverifikasi|ditolak>`: the operator's verification decision.
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/client';
import { migrateToLatest } from '../src/server/db/migrate';

const DECISIONS = ['terverifikasi', 'ditolak', 'menunggu', 'belum'] as const;
type Decision = (typeof DECISIONS)[number];

const [username, decision] = process.argv.slice(2);
if (!username || !DECISIONS.includes(decision as Decision)) {
  console.error('Pemakaian: npm run agent:verify -- <username> <terverifikasi|ditolak>');
  process.exit(2);
}

const db = openDatabase();
try {
  await migrateToLatest(db);
  const res = await db
    .updateTable('agents')
    .set({ status_verifikasi: decision as Decision, updated_at: new Date().toISOString() })
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) {
    console.error(`Agen dengan username "${username}" tidak ditemukan.`);
    process.exitCode = 1;
  } else {
    console.log(`Status verifikasi ${username}: ${decision}.`);
  }
} finally {
  await db.destroy();
}
