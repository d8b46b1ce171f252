/**
 * The demo data set: nine agencies with full profiles, 50 published packages (26 domestic in 16
 * provinces, 24 international in 16 countries) plus 3 drafts, and portfolios. Every picture is
 * drawn locally (scenes.ts) and stored through the media pipeline.
 */
import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { DB } from '../client';
import type { TripInput } from '../../../lib/schemas/trip';
import { mediaUrl } from '../../../lib/media';
import { insertTrip } from '../../trips/write';
import { AGENTS, FACILITIES, PRICE_LABELS, TRIPS, type AgentSeed, type TripSeed } from './content';
import { mapLimit, storeLogo, storePortfolioPhoto, storeScene } from './scenes';

/** The README's demo login (the first agent). Every demo agent shares this password. */
export const DEMO_LOGIN = { username: 'nusantara.trip', email: 'demo@tripkita.id', password: 'Demo#2026' } as const;

/** Source sizes of the drawn pictures (storeImage never enlarges, so these cap the variants). */
export const DEMO_IMAGE_SIZES = {
  cover: [1200, 750],
  destination: [480, 320],
  portfolio: [640, 480],
  logo: 400,
} as const;

/** Pictures rendered and stored at once: sharp's work runs on libuv threads (2 cores here). */
const IMAGE_CONCURRENCY = 4;

/** argon2id, m = 19 MiB, t = 2, p = 1 (Algorithm.Argon2id = 2; the enum is a const enum). */
export const ARGON2ID = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export function demoPasswordHash(password: string = DEMO_LOGIN.password): Promise<string> {
  return hash(password, ARGON2ID as Parameters<typeof hash>[1]);
}

const facility = (code: string) => ({ fasilitasTermasuk: FACILITIES[code] ?? code });

/** A fake but well-formed Google Docs address, stable per package. */
export function rundownUrl(key: string): string {
  return `https://docs.google.com/document/d/1${createHash('sha256').update(`rundown:${key}`).digest('base64url').slice(0, 43)}/view`;
}

export function agentOf(trip: TripSeed): AgentSeed {
  const agent = AGENTS.find((a) => a.key === trip.agent);
  if (!agent) throw new Error(`Unknown agent ${trip.agent} for trip ${trip.key}`);
  return agent;
}

/** A demo package as the dashboard form would send it; image URLs come from the stored media. */
export function demoTripInput(trip: TripSeed, cover: string | null, destImages: (string | null)[]): TripInput {
  const harga: Record<string, number> = {};
  trip.harga.forEach((price, i) => (harga[PRICE_LABELS[i]] = price));
  return {
    deskripsi: {
      judul: trip.judul,
      deskripsi: trip.deskripsi,
      cover,
      detailDestinasi: trip.dest.map(([title, description], i) => ({ title, description, image: destImages[i] ?? null })),
    },
    kota: trip.kota,
    provinsi: trip.provinsi,
    kategori: trip.kategori,
    informasiPenting: `${trip.info}\n\n${agentOf(trip).kebijakan}`,
    linkRundown: rundownUrl(trip.key),
    fasilitasTermasuk: trip.inc.map(facility),
    fasilitasTidakTermasuk: trip.exc.map(facility),
    lamaTrip: trip.lama,
    catatanHarga: trip.catatan ?? null,
    semuaTermasuk: trip.semua === true,
    harga,
    status: trip.status ?? 'published',
  };
}

/**
 * Trips in the order they are inserted (oldest first, so id order is creation order): agencies
 * take turns, drafts come last (an agent's newest work in progress).
 */
export function demoTripOrder(): TripSeed[] {
  const queues = AGENTS.map((a) => TRIPS.filter((t) => t.agent === a.key && t.status !== 'draft'));
  const out: TripSeed[] = [];
  for (let round = 0; queues.some((q) => q.length); round++) {
    for (const q of round % 2 ? [...queues].reverse() : queues) {
      const t = q.shift();
      if (t) out.push(t);
    }
  }
  return [...out, ...TRIPS.filter((t) => t.status === 'draft')];
}

const DAY = 86_400_000;

/** A minimal one-page PDF (standard Helvetica, no fonts needed) standing in for a business licence. */
function licencePdf(agent: AgentSeed): Uint8Array {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '');
  const lines = ['SURAT IZIN USAHA (CONTOH DATA DEMO)', agent.nama_badan_usaha, agent.alamat_kantor, `Penanggung jawab: ${agent.nama_pic}`];
  const text = lines.map((l, i) => `BT /F1 ${i ? 11 : 16} Tf 60 ${760 - i * 28} Td (${esc(l)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

export interface SeedReport {
  agents: number;
  trips: number;
  published: number;
  drafts: number;
  portfolio: number;
  images: number;
  ms: { images: number; rows: number; total: number };
}

/** Seeds the demo data into an empty database (usernames and emails must be free). */
export async function seedDemo(db: DB, opts: { now?: Date; log?: (line: string) => void } = {}): Promise<SeedReport> {
  const t0 = performance.now();
  const now = (opts.now ?? new Date()).getTime();
  const order = demoTripOrder();
  const [cw, ch] = DEMO_IMAGE_SIZES.cover;
  const [dw, dh] = DEMO_IMAGE_SIZES.destination;
  const [pw, ph] = DEMO_IMAGE_SIZES.portfolio;

  // 1. Pictures, each drawn from its own seed so every cover and destination image differs.
  type Job = () => Promise<string>;
  const jobs: Job[] = [];
  const logoIdx = AGENTS.map((a) => jobs.push(() => storeLogo(db, a.key, a.logo.color, a.logo.emblem, DEMO_IMAGE_SIZES.logo)) - 1);
  const coverIdx = order.map((t) => jobs.push(() => storeScene(db, t.cover, `${t.key}/cover`, cw, ch)) - 1);
  const destIdx = order.map((t) => t.dest.map(([, , scene], i) => jobs.push(() => storeScene(db, scene, `${t.key}/dest/${i}`, dw, dh)) - 1));
  const portIdx = AGENTS.map((a) => a.portfolio.map((p, i) => jobs.push(() => storePortfolioPhoto(db, p.scene, `${a.key}/portfolio/${i}`, pw, ph)) - 1));
  const passwordHash = demoPasswordHash();
  const ids = await mapLimit(jobs, IMAGE_CONCURRENCY, (job) => job());
  const hashed = await passwordHash;
  const t1 = performance.now();
  opts.log?.(`  ${ids.length} images drawn and stored in ${Math.round(t1 - t0)} ms`);

  // 2. Rows, in one transaction: agents, packages (oldest first), portfolios.
  const tripStart = now - 200 * DAY;
  const tripStep = (200 * DAY - 6 * 3600_000) / Math.max(1, order.length - 1);
  const tripTime = new Map<string, number>();
  order.forEach((t, i) => tripTime.set(t.key, Math.round(tripStart + i * tripStep + ((i * 7919) % 1000) * 3600)));

  let tripsInserted = 0;
  let portfolioInserted = 0;
  await db.transaction().execute(async (trx) => {
    const agentIds = new Map<string, number>();
    for (const [i, a] of AGENTS.entries()) {
      const created = new Date(tripStart - (40 - i * 3) * DAY - i * 5_400_000).toISOString();
      const licence = a.status_verifikasi === 'belum' ? null : a;
      const { id } = await trx
        .insertInto('agents')
        .values({
          email: a.email.toLowerCase(),
          username: a.username,
          password_hash: hashed,
          nama_badan_usaha: a.nama_badan_usaha,
          foto_profil: ids[logoIdx[i]],
          alamat_kantor: a.alamat_kantor,
          nama_pic: a.nama_pic,
          kontak_pic: a.kontak_pic,
          surat_izin_usaha: null,
          bio: a.bio,
          tentang: a.tentang,
          telepon: a.telepon,
          whatsapp: a.whatsapp,
          whatsapp_kantor: a.whatsapp_kantor,
          telegram: a.telegram,
          line: a.line,
          instagram: a.instagram,
          twitter: a.twitter,
          facebook: a.facebook,
          status_verifikasi: a.status_verifikasi,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      agentIds.set(a.key, id);
      if (licence) {
        // Stored like storePrivateDocument does (which opens its own transaction, so not called here).
        const bytes = licencePdf(licence);
        const docId = `${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}-${id}`;
        await trx.insertInto('media').values({ id: docId, kind: 'document', owner_agent_id: id, is_private: 1, created_at: created }).execute();
        await trx.insertInto('media_variants').values({ media_id: docId, width: 0, height: 0, mime: 'application/pdf', bytes }).execute();
        await trx.updateTable('agents').set({ surat_izin_usaha: docId }).where('id', '=', id).execute();
      }
    }

    const tripIds = new Map<string, number>();
    for (const [i, t] of order.entries()) {
      const agentId = agentIds.get(t.agent)!;
      const input = demoTripInput(t, mediaUrl(ids[coverIdx[i]]), destIdx[i].map((k) => mediaUrl(ids[k])));
      const id = await insertTrip(trx, agentId, input, new Date(tripTime.get(t.key)!).toISOString());
      tripIds.set(t.key, id);
      tripsInserted++;
    }

    // Portfolio items, oldest first across all agents (ids follow created_at).
    const items: { agentId: number; created: number; judul: string; deskripsi: string; foto: string; tripId: number | null }[] = [];
    AGENTS.forEach((a, ai) =>
      a.portfolio.forEach((p, pi) => {
        const after = p.trip ? tripTime.get(p.trip) : undefined;
        if (p.trip && after === undefined) throw new Error(`Portfolio of ${a.key} links unknown trip ${p.trip}`);
        const base = after ?? tripStart - 10 * DAY;
        const created = Math.min(now - 3_600_000, base + (6 + ((ai * 13 + pi * 29) % 40)) * DAY);
        items.push({ agentId: agentIds.get(a.key)!, created, judul: p.judul, deskripsi: p.deskripsi, foto: ids[portIdx[ai][pi]], tripId: p.trip ? tripIds.get(p.trip)! : null });
      }),
    );
    items.sort((x, y) => x.created - y.created);
    await trx
      .insertInto('portfolio_items')
      .values(items.map((p) => ({ agent_id: p.agentId, judul: p.judul, deskripsi: p.deskripsi, foto: p.foto, trip_id: p.tripId, link: null, created_at: new Date(p.created).toISOString() })))
      .execute();
    portfolioInserted = items.length;

    // The pictures belong to the agencies that "uploaded" them.
    for (const [i, a] of AGENTS.entries()) {
      const own = [ids[logoIdx[i]], ...portIdx[i].map((k) => ids[k])];
      order.forEach((t, ti) => {
        if (t.agent === a.key) own.push(ids[coverIdx[ti]], ...destIdx[ti].map((k) => ids[k]));
      });
      await trx.updateTable('media').set({ owner_agent_id: agentIds.get(a.key)! }).where('id', 'in', own).where('owner_agent_id', 'is', null).execute();
    }
  });
  const t2 = performance.now();
  const drafts = order.filter((t) => t.status === 'draft').length;
  const report: SeedReport = {
    agents: AGENTS.length,
    trips: tripsInserted,
    published: tripsInserted - drafts,
    drafts,
    portfolio: portfolioInserted,
    images: ids.length,
    ms: { images: Math.round(t1 - t0), rows: Math.round(t2 - t1), total: Math.round(t2 - t0) },
  };
  opts.log?.(`  ${report.agents} agents, ${report.published} published + ${report.drafts} draft trips, ${report.portfolio} portfolio items in ${report.ms.rows} ms`);
  return report;
}

/** Seeds the demo data when there is no agent yet; answers whether it seeded. */
export async function seedDemoIfEmpty(db: DB, opts: { log?: (line: string) => void } = {}): Promise<boolean> {
  const row = await db.selectFrom('agents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(row.n) > 0) return false;
  await seedDemo(db, opts);
  return true;
}

/** Deletes every row of every table (children first), for `db:seed --force`. */
export async function wipeAllData(db: DB): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of ['sessions', 'rate_events', 'portfolio_items', 'trip_facilities', 'trip_prices', 'trip_destinations', 'trips', 'media_variants', 'media', 'agents'] as const) {
      await trx.deleteFrom(table).execute();
    }
  });
}
