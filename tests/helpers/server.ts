import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  url: string;
  databasePath: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });
}

export function tempDatabasePath(name = 'test'): string {
  return join(mkdtempSync(join(tmpdir(), 'tripkita-')), `${name}.db`);
}

/** Starts the real built server (dist/ via server.mjs) on its own port and database file. */
export async function startServer(opts: { databasePath?: string; seed?: boolean; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const port = await freePort();
  const databasePath = opts.databasePath ?? tempDatabasePath();
  const child: ChildProcess = spawn(process.execPath, [resolve('server.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      SEED_DEMO: opts.seed ? 'true' : 'false',
      SESSION_SECRET: 'test-secret-0123456789-abcdefghijklmnop',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  await new Promise<void>((ready, fail) => {
    child.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
    child.stdout!.on('data', () => output.includes('TripKita siap') && ready());
  });
  child.removeAllListeners('exit');
  return {
    url: `http://127.0.0.1:${port}`,
    databasePath,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
