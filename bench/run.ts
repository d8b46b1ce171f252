// `npm run bench`: throughput and latency of the built server on generated databases.
// Builds nothing: run `npm run build` first. Writes bench/results.md.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer, tempDatabasePath } from '../tests/helpers/server';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

interface Row { db: string; path: string; rps: number; p50: number; p99: number; bytes: number }
const rows: Row[] = [];

// A token that is not a session makes the server render the page instead of using its page cache.
const RENDER = { authorization: 'Bearer bench-bukan-sesi' };

async function measure(url: string, extraHeaders: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { 'accept-encoding': 'gzip, br', ...extraHeaders } });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bytes: r.throughput.average / r.requests.average };
}

function seedDatabase(trips: number): string {
  const path = tempDatabasePath(`bench-${trips}`);
  console.log(`seeding ${trips} trips into ${path}`);
  execFileSync('npx', ['tsx', 'scripts/db-seed.ts', '--trips', String(trips)], { stdio: 'inherit', env: { ...process.env, DATABASE_PATH: path, SEED_DEMO: 'false' } });
  return path;
}

const PATHS = ['/faq', '/tripDalamNegeri', '/tripDalamNegeri?maxPrice=10000000&page=3', '/api/trip/get/kategori?kategori=lokal', '/'];
/** Rendered on every request (no page cache): what the database size really costs. */
const RENDERED = ['/tripDalamNegeri', '/tripDalamNegeri?maxPrice=10000000&page=3'];

for (const trips of [1_000, 10_000, 100_000]) {
  const databasePath = seedDatabase(trips);
  const server = await startServer({ databasePath, seed: false });
  try {
    for (const path of PATHS) {
      await measure(server.url + path); // warm-up pass, discarded
      const m = await measure(server.url + path);
      rows.push({ db: `${trips} trips`, path, ...m });
      console.log(`${trips}\t${path}\t${m.rps.toFixed(0)} req/s\tp50 ${m.p50} ms\tp99 ${m.p99} ms`);
    }
    for (const path of RENDERED) {
      const m = await measure(server.url + path, RENDER);
      rows.push({ db: `${trips} trips`, path: `${path} (rendered)`, ...m });
      console.log(`${trips}\t${path} (rendered)\t${m.rps.toFixed(0)} req/s\tp50 ${m.p50} ms\tp99 ${m.p99} ms`);
    }
  } finally {
    await server.stop();
  }
}

const get = (db: string, path: string) => rows.find((r) => r.db === db && r.path === path)!;
const list10k = get('10000 trips', '/tripDalamNegeri').rps / get('10000 trips', '/faq').rps;
const slow = get('1000 trips', '/tripDalamNegeri').rps / get('100000 trips', '/tripDalamNegeri').rps;
const slowRendered = get('1000 trips', '/tripDalamNegeri (rendered)').rps / get('100000 trips', '/tripDalamNegeri (rendered)').rps;
const slowFiltered = get('1000 trips', '/tripDalamNegeri?maxPrice=10000000&page=3 (rendered)').rps / get('100000 trips', '/tripDalamNegeri?maxPrice=10000000&page=3 (rendered)').rps;
const table = rows.map((r) => `| ${r.db} | \`${r.path}\` | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.bytes / 1024).toFixed(1)} |`).join('\n');
const report = `# Benchmarks

autocannon, ${CONNECTIONS} connections, ${DURATION} s per path after a warm-up pass, compressed answers,
on this machine (${process.arch}, Node ${process.version}), ${new Date().toISOString().slice(0, 10)}.

| database | path | req/s | p50 ms | p99 ms | KB/answer |
|---|---|---|---|---|---|
${table}

- List page at 10 000 trips vs the prerendered /faq: **${(list10k * 100).toFixed(0)}%** (budget: at least 50%).
- List page slowdown from 1 000 to 100 000 trips: **${slow.toFixed(2)}x** (budget: at most 1.5x);
  rendered on every request (no page cache): **${slowRendered.toFixed(2)}x**, filtered page 3: **${slowFiltered.toFixed(2)}x**.

Guests' public pages come from a 10-second page cache (src/server/http/pageCache.ts) that any
write through the API empties; "(rendered)" rows bypass it with a bearer token that is not a session.
`;
writeFileSync('bench/results.md', report);
console.log(report);
