import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { databasePath, databaseUrl, seedDemoEnabled } from '../config';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

export type DB = Kysely<Database>;

/** Opens the database: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export function openDatabase(): DB {
  const url = databaseUrl();
  if (url) {
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }) });
  }
  const file = databasePath();
  mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives power loss, not just a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * Kysely prepares every query anew; better-sqlite3 statements are reusable, so keep them by SQL
 * text. The set of distinct SQL strings is small (query builders, IN lists of at most 48 ids).
 */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= 1000) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

let ready: Promise<DB> | undefined;

/** The process's database, migrated (and seeded with demo data when empty) before first use. */
export function getDb(): Promise<DB> {
  ready ??= (async () => {
    const db = openDatabase();
    await migrateToLatest(db);
    if (seedDemoEnabled()) {
      const { seedDemoIfEmpty } = await import('./seed/demo');
      await seedDemoIfEmpty(db);
    }
    return db;
  })();
  ready.catch(() => (ready = undefined));
  return ready;
}
