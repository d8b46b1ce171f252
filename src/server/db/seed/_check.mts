import { TRIPS, AGENTS } from './content.ts';
import { demoTripInput } from './demo.ts';
import { tripInputSchema } from '../../../lib/schemas/trip.ts';
for (const t of TRIPS) {
  const inp = demoTripInput(t, null, []);
  const p = tripInputSchema.safeParse(inp);
  const issues: string[] = [];
  if (!p.success) issues.push(JSON.stringify(p.error.issues.map(i => i.path.join('.') + ':' + i.message)));
  if (t.inc.length < 3 || t.inc.length > 7) issues.push(`inc ${t.inc.length}`);
  if (t.exc.length < 3 || t.exc.length > 7) issues.push(`exc ${t.exc.length}`);
  if (inp.informasiPenting.length > 1200) issues.push(`info ${inp.informasiPenting.length}`);
  for (let i = 1; i < t.harga.length; i++) if (t.harga[i] >= t.harga[i-1]) issues.push('price order');
  if (issues.length) console.log(t.key, t.judul.length, issues.join(' '));
}
console.log('max judul', Math.max(...TRIPS.map(t => t.judul.length)), 'max desk', Math.max(...TRIPS.map(t => t.deskripsi.length)), 'max info', Math.max(...TRIPS.map(t => demoTripInput(t, null, []).informasiPenting.length)));
console.log('bio', AGENTS.map(a => a.bio.length).join(','), 'pf judul max', Math.max(...AGENTS.flatMap(a => a.portfolio.map(p => p.judul.length))));
