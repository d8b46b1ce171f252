import Database from 'better-sqlite3';
import sharp from 'sharp';
const db = new Database('/tmp/try.db', { readonly: true });
const pick = (sql: string) => (db.prepare(sql).all() as { id: string }[]).map((r) => r.id);
const covers = pick("select cover as id from trips where judul in ('Sailing Komodo 3H2M Kapal Phinisi','Jepang Musim Semi: Tokyo, Kyoto, Osaka','Budaya Tana Toraja 4H3M dari Makassar','Jogja Heritage: Borobudur, Prambanan, Malioboro','Turki Klasik: Istanbul, Cappadocia, Pamukkale','Bromo Midnight Sunrise dari Malang')");
const dests = pick("select image as id from trip_destinations where trip_id in (select id from trips where judul like 'Raja Ampat%' or judul like 'Bali Ubud%') order by trip_id, position");
const logos = pick('select foto_profil as id from agents order by id');
const pf = pick('select foto as id from portfolio_items order by id limit 4');
const tiles: sharp.OverlayOptions[] = [];
const get = (id: string, w: number) => (db.prepare('select bytes from media_variants where media_id = ? and width = ?').get(id, w) as { bytes: Buffer }).bytes;
let y = 0;
const row = async (ids: string[], w: number, tw: number) => {
  let x = 0; let h = 0;
  for (const id of ids) { const b = await sharp(get(id, w)).resize({ width: tw }).png().toBuffer(); const m = await sharp(b).metadata(); tiles.push({ input: b, left: x, top: y }); x += tw + 6; h = Math.max(h, m.height!); }
  y += h + 6;
};
await row(covers.slice(0, 3), 800, 636);
await row(covers.slice(3, 6), 800, 636);
await row(dests.slice(0, 4), 800, 475);
await row(dests.slice(4, 8), 800, 475);
await row(pf, 800, 475);
await row(logos, 400, 206);
await sharp({ create: { width: 1920, height: y, channels: 3, background: '#ffffff' } }).composite(tiles).png().toFile('/tmp/prev/stored.png');
console.log(covers.length, dests.length, logos.length, pf.length);
