import { openDatabase } from '../client.ts';
import { migrateToLatest } from '../migrate.ts';
import { storeScene, mapLimit, SCENE_KINDS, rasterize, sceneSvg } from './scenes.ts';
process.env.DATABASE_PATH = '/tmp/bench-img.db';
import { rmSync } from 'node:fs';
rmSync('/tmp/bench-img.db', { force: true });
const db = openDatabase();
await migrateToLatest(db);
const [W, H, conc, n] = process.argv.slice(2).map(Number);
let t = Date.now();
let ts = 0;
for (let i = 0; i < 10; i++) { const a = Date.now(); await rasterize(sceneSvg(SCENE_KINDS[i], 'x' + i, W, H)); ts += Date.now() - a; }
console.log('raster only avg ms', ts / 10);
t = Date.now();
await mapLimit(Array.from({ length: n }, (_, i) => i), conc, (i) => storeScene(db, SCENE_KINDS[i % SCENE_KINDS.length], 'b' + i, W, H));
console.log(`${n} images ${W}x${H} conc ${conc}: ${Date.now() - t} ms, per image ${(Date.now() - t) / n}`);
await db.destroy();
