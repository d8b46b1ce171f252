// Every test file gets its own freshly created SQLite file (vitest isolates modules per file).
import { tempDatabasePath } from './server';

process.env.DATABASE_PATH = tempDatabasePath();
process.env.SEED_DEMO = 'false';
process.env.SESSION_SECRET ??= 'test-secret-0123456789-abcdefghijklmnop';
