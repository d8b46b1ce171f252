import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { logoSvg, rasterize } from './scenes.ts';
import { AGENTS } from './content.ts';
const db = new Database('/tmp/try.db', { readonly: true });
const rows = db.prepare('select id, username, foto_profil from agents order by id').all() as any[];
for (const r of rows) {
  const a = AGENTS.find((x) => x.username === r.username)!;
  const bytes = await rasterize(logoSvg(a.key, a.logo.color, a.logo.emblem, 400));
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  console.log(r.id, r.username, a.logo.emblem, r.foto_profil === id ? 'OK' : 'MISMATCH ' + r.foto_profil + ' vs ' + id);
}
