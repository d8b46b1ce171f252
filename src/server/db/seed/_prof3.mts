import sharp from 'sharp';
import { sceneSvg, SCENE_KINDS } from './scenes.ts';
const cpu = async (f: () => Promise<unknown>) => { const c0 = process.cpuUsage(); await f(); const c = process.cpuUsage(c0); return (c.user + c.system) / 1000; };
for (const [W, H] of [[1200, 750], [960, 640], [800, 533], [640, 427]]) {
  const srcs: Buffer[] = [];
  let enc = 0, meta = 0, dec = 0; const wp: Record<number, number> = {};
  for (let i = 0; i < 10; i++) {
    const raw = await sharp(Buffer.from(sceneSvg(SCENE_KINDS[i * 3 % 31], 'q' + i, W, H))).raw().toBuffer({ resolveWithObject: true });
    let jpg!: Buffer;
    enc += await cpu(async () => { jpg = await sharp(raw.data, { raw: raw.info }).jpeg({ quality: 85 }).toBuffer(); });
    meta += await cpu(() => sharp(jpg).metadata());
    for (const w of [400, 800, 1600]) {
      dec += await cpu(() => sharp(jpg).rotate().resize({ width: w, withoutEnlargement: true }).raw().toBuffer());
      wp[w] = (wp[w] ?? 0) + await cpu(() => sharp(jpg).rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality: 74, effort: 3 }).toBuffer());
    }
  }
  console.log(W, H, 'jpegEnc', (enc / 10).toFixed(1), 'meta', (meta / 10).toFixed(1), 'decode+resize x3', (dec / 10).toFixed(1), 'webp(incl decode) 400/800/1600', Object.values(wp).map((v) => (v / 10).toFixed(1)).join('/'));
}
