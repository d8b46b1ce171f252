import sharp from 'sharp';
import { sceneSvg, SCENE_KINDS, logoSvg, portfolioSvg } from './scenes.ts';
const res: [string, number, number][] = [];
for (const k of SCENE_KINDS) {
  let r = 0, s = 0;
  for (let i = 0; i < 3; i++) {
    const svg = sceneSvg(k, 'p' + i, 1200, 750);
    let t = performance.now();
    const jpg = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
    r += performance.now() - t; t = performance.now();
    for (const w of [400, 800, 1600]) await sharp(jpg).resize({ width: w, withoutEnlargement: true }).webp({ quality: 74, effort: 3 }).toBuffer();
    s += performance.now() - t;
  }
  res.push([k, Math.round(r / 3), Math.round(s / 3)]);
}
res.sort((a, b) => b[1] - a[1]);
console.log(res.map((x) => x.join(' ')).join('\n'));
let t = performance.now();
const l = await sharp(Buffer.from(logoSvg('x', '#123456', 'sun', 600))).jpeg().toBuffer();
console.log('logo', performance.now() - t);
t = performance.now();
await sharp(Buffer.from(portfolioSvg('beach', 'x', 800, 600))).jpeg().toBuffer();
console.log('pf', performance.now() - t);
