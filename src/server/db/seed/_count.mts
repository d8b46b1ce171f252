import { TRIPS } from './content.ts';
let n = 0; const by: Record<number, number> = {};
for (const t of TRIPS) { n += t.dest.length; by[t.dest.length] = (by[t.dest.length] ?? 0) + 1; }
console.log(n, by);
console.log(TRIPS.filter(t => t.dest.length >= 3).map(t => `${t.key}:${t.dest.length}:${t.dest.map(d => d[0]).join(' | ')}`).join('\n'));
