import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Server settings from the environment, read when first needed (tests set them per file). */
export function databasePath(): string {
  return resolve(process.env.DATABASE_PATH ?? 'data/tripkita.db');
}

export function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

export function seedDemoEnabled(): boolean {
  return (process.env.SEED_DEMO ?? 'true').toLowerCase() !== 'false';
}

let secret: Uint8Array | undefined;

/** SESSION_SECRET, or a random one generated once and kept beside the database. */
export function sessionSecret(): Uint8Array {
  if (secret) return secret;
  let value = process.env.SESSION_SECRET;
  if (!value) {
    const file = resolve(dirname(databasePath()), '.session-secret');
    if (existsSync(file)) value = readFileSync(file, 'utf8').trim();
    else {
      value = randomBytes(32).toString('base64url');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, value, { mode: 0o600 });
    }
  }
  secret = new TextEncoder().encode(value);
  return secret;
}
