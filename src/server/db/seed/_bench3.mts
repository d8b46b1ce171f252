import sharp from 'sharp';
import { SCENE_KINDS, sceneSvg } from './scenes.ts';
const [W, H] = process.argv.slice(2).map(Number);
const raws = [];
for (let i = 0; i < 31; i++) raws.push(await sharp(Buffer.from(sceneSvg(SCENE_KINDS[i], 'x' + i, W, H))).raw().toBuffer({ resolveWithObject: true }));
for (const [name, enc] of [
  ['jpeg90', (s) => s.jpeg({ quality: 90, chromaSubsampling: '4:4:4' })],
  ['jpeg85', (s) => s.jpeg({ quality: 85 })],
  ['png0', (s) => s.png({ compressionLevel: 0 })],
  ['png1', (s) => s.png({ compressionLevel: 1, adaptiveFiltering: false })],
  ['webpLL', (s) => s.webp({ lossless: true, effort: 0 })],
  ['webp90', (s) => s.webp({ quality: 90, effort: 0 })],
] as const) {
  let e = 0, d = 0, size = 0;
  for (const r of raws) {
    let t = performance.now();
    const buf = await enc(sharp(r.data, { raw: r.info })).toBuffer();
    e += performance.now() - t; size += buf.length; t = performance.now();
    await sharp(buf).metadata();
    for (const w of [400, 800, 1600]) await sharp(buf).resize({ width: w, withoutEnlargement: true }).webp({ quality: 74, effort: 3 }).toBuffer();
    d += performance.now() - t;
  }
  console.log(name, 'enc', (e / 31).toFixed(1), 'store', (d / 31).toFixed(1), 'KB', (size / 31 / 1024).toFixed(0));
}
