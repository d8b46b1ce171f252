import sharp from 'sharp';
import { SCENE_KINDS, rasterize, sceneSvg } from './scenes.ts';
const [W, H] = process.argv.slice(2).map(Number);
let a = 0, b = 0, c = 0, d = 0;
for (let i = 0; i < 31; i++) {
  let t = performance.now();
  const svg = sceneSvg(SCENE_KINDS[i % 31], 'x' + i, W, H);
  a += performance.now() - t; t = performance.now();
  const png = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  b += performance.now() - t; t = performance.now();
  const jpg = await sharp(png.data, { raw: png.info }).jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toBuffer();
  c += performance.now() - t; t = performance.now();
  for (const w of [400, 800, 1600]) await sharp(jpg).resize({ width: w, withoutEnlargement: true }).webp({ quality: 74, effort: 3 }).toBuffer();
  d += performance.now() - t;
}
console.log({ svgBuild: a / 31, rsvg: b / 31, jpeg: c / 31, webp3: d / 31 });
