// `npm start`: builds when the sources are newer than the build, then serves.
// The server migrates the database and seeds the demo data on its first start.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'public', 'astro.config.mjs', 'tailwind.config.ts', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const entry = 'dist/server/entry.mjs';
const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestMtime))) {
  console.log('Membangun TripKita (astro build)...');
  const res = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
await import('../server.mjs');
