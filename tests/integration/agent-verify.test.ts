import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../src/server/db/client';
import { migrateToLatest } from '../../src/server/db/migrate';
import { createAgent } from '../helpers/fixtures';

const run = promisify(execFile);
let db: DB;

beforeAll(async () => {
  db = openDatabase();
  await migrateToLatest(db);
  await createAgent(db, { username: 'Operator.Cek01', status_verifikasi: 'menunggu' });
});
afterAll(() => db.destroy());

const status = async () => (await db.selectFrom('agents').select('status_verifikasi').where('username', '=', 'Operator.Cek01').executeTakeFirstOrThrow()).status_verifikasi;
const cli = (...args: string[]) => run('npx', ['tsx', 'scripts/agent-verify.ts', ...args], { env: process.env });

describe('npm run agent:verify', () => {
  it('sets the status by username, case-insensitively', async () => {
    const { stdout } = await cli('operator.cek01', 'terverifikasi');
    expect(stdout).toMatch(/terverifikasi/);
    expect(await status()).toBe('terverifikasi');
    await cli('OPERATOR.CEK01', 'ditolak');
    expect(await status()).toBe('ditolak');
  });

  it('refuses an unknown decision or username without changing anything', async () => {
    await expect(cli('operator.cek01', 'lulus')).rejects.toMatchObject({ code: 2 });
    await expect(cli('tidak.ada.orangnya', 'terverifikasi')).rejects.toMatchObject({ code: 1 });
    expect(await status()).toBe('ditolak');
  });
});
