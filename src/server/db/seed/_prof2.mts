import sharp from 'sharp';
import { sceneSvg, SCENE_KINDS } from './scenes.ts';
const [W, H] = [Number(process.argv[2] ?? 1200), Number(process.argv[3] ?? 750)];
const strip = process.argv[4];
const res: [string, number][] = [];
let tot = 0;
for (const k of SCENE_KINDS) {
  const c0 = process.cpuUsage();
  for (let i = 0; i < 3; i++) {
    let svg = sceneSvg(k, 'p' + i, W, H);
    if (strip === 'gop') svg = svg.replace(/<g([^>]*?) opacity="[^"]*"/g, '<g$1');
    await sharp(Buffer.from(svg)).raw().toBuffer();
  }
  const c = process.cpuUsage(c0);
  const ms = (c.user + c.system) / 1000 / 3;
  tot += ms;
  res.push([k, Math.round(ms)]);
}
res.sort((a, b) => b[1] - a[1]);
console.log(res.slice(0, 8).map((x) => x.join(' ')).join(', '), '| avg', Math.round(tot / SCENE_KINDS.length));
