/**
 * `npm run db:seed`                 demo data, only when the database has no agent yet
 * `npm run db:seed -- --force`      wipe every table, then seed the demo data
 * `npm run db:seed -- --trips N`    add N published packages for benchmarks (plus their agencies)
 */
import { openDatabase } from '../src/server/db/client';
import { migrateToLatest } from '../src/server/db/migrate';
import { databasePath, databaseUrl } from '../src/server/config';
import { DEMO_LOGIN, seedDemo, seedDemoIfEmpty, wipeAllData } from '../src/server/db/seed/demo';
import { seedVolume } from '../src/server/db/seed/volume';

const USAGE = 'Usage: tsx scripts/db-seed.ts [--force] [--trips N]';

function parseArgs(argv: string[]) {
  let force = false;
  let trips: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--force') force = true;
    else if (a === '--trips' || a.startsWith('--trips=')) {
      const v = a.includes('=') ? a.split('=')[1] : argv[++i];
      trips = Number(v);
      if (!Number.isInteger(trips) || trips < 1) throw new Error(`--trips needs a positive whole number, got ${v}\n${USAGE}`);
    } else if (a === '--help' || a === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown argument ${a}\n${USAGE}`);
  }
  return { force, trips };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** CPU time of this process (all threads): on a busy shared machine wall time alone misleads. */
const cpu0 = process.cpuUsage();
const cpuSeconds = () => {
  const c = process.cpuUsage(cpu0);
  return `${((c.user + c.system) / 1e6).toFixed(1)} s CPU`;
};

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const t0 = performance.now();
  const db = openDatabase();
  try {
    console.log(`Database: ${databaseUrl() ? 'PostgreSQL (DATABASE_URL)' : databasePath()}`);
    const applied = await migrateToLatest(db);
    if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
    const log = (line: string) => console.log(line);

    if (args.trips !== undefined) {
      const t = performance.now();
      console.log(`Adding ${args.trips} published trips for benchmarks...`);
      await seedVolume(db, args.trips, { log });
      console.log(`Added ${args.trips} trips in ${seconds(performance.now() - t)}.`);
    } else if (args.force) {
      const t = performance.now();
      await wipeAllData(db);
      console.log(`Wiped all data in ${seconds(performance.now() - t)}. Seeding demo data...`);
      await seedDemo(db, { log });
      console.log(`Demo data seeded in ${seconds(performance.now() - t)}. Demo login: ${DEMO_LOGIN.username} / ${DEMO_LOGIN.password}`);
    } else {
      const t = performance.now();
      if (await seedDemoIfEmpty(db, { log })) {
        console.log(`Demo data seeded in ${seconds(performance.now() - t)}. Demo login: ${DEMO_LOGIN.username} / ${DEMO_LOGIN.password}`);
      } else {
        console.log('The database already has agents: left it alone (use --force to wipe and reseed).');
      }
    }
    console.log(`Done in ${seconds(performance.now() - t0)} (${cpuSeconds()}).`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
