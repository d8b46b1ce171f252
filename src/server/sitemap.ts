// The sitemap's data and XML: the static pages, every published trip at its canonical path and
// every agent with at least one published trip (an agent without one has nothing for a tourist yet).
import { sql } from 'kysely';
import { getDb, type DB } from './db/client';
import { canonicalTripPath } from '../lib/tripLinks';

/** The sitemap protocol's limit of URLs per file. */
export const URLS_PER_SITEMAP = 50_000;

export const STATIC_PATHS = ['/', '/tripDalamNegeri', '/tripLuarNegeri', '/faq', '/tentangKami', '/bergabungMenjadiAgen'] as const;

export interface SitemapUrl {
  path: string;
  lastmod?: string;
}

/** The W3C date the protocol wants; a stored value that is not a date is left out. */
function lastmod(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

async function countPublishedTrips(db: DB): Promise<number> {
  const row = await db.selectFrom('trips').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'published').executeTakeFirstOrThrow();
  return Number(row.n);
}

async function countListedAgents(db: DB): Promise<number> {
  const row = await db
    .selectFrom('trips')
    .select(sql<number>`count(distinct agent_id)`.as('n'))
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Agents with a published trip; lastmod is the later of the profile's and its newest trip's change. */
async function listedAgents(db: DB, offset: number, limit: number): Promise<SitemapUrl[]> {
  if (limit <= 0) return [];
  const rows = await db
    .selectFrom('agents')
    .innerJoin('trips', 'trips.agent_id', 'agents.id')
    .select(['agents.id as id', 'agents.updated_at as agentUpdated', (eb) => eb.fn.max('trips.updated_at').as('tripUpdated')])
    .where('trips.status', '=', 'published')
    .groupBy(['agents.id', 'agents.updated_at'])
    .orderBy('agents.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => {
    const dates = [lastmod(String(r.agentUpdated)), lastmod(r.tripUpdated == null ? null : String(r.tripUpdated))].filter(Boolean) as string[];
    // ISO dates in UTC sort as strings.
    return { path: `/profile/${r.id}`, lastmod: dates.sort().at(-1) };
  });
}

async function publishedTrips(db: DB, offset: number, limit: number): Promise<SitemapUrl[]> {
  if (limit <= 0) return [];
  const rows = await db
    .selectFrom('trips')
    .select(['id', 'kategori', 'updated_at'])
    .where('status', '=', 'published')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({ path: canonicalTripPath(r), lastmod: lastmod(r.updated_at) }));
}

/**
 * The sitemap's URLs in one order (static pages, agents, trips), cut into files of at most
 * URLS_PER_SITEMAP. `files` is how many there are; `part(n)` reads file n (1-based) with at
 * most one query per kind.
 */
export async function sitemapParts(): Promise<{ files: number; part(n: number): Promise<SitemapUrl[]> }> {
  const db = await getDb();
  const [agents, trips] = await Promise.all([countListedAgents(db), countPublishedTrips(db)]);
  const total = STATIC_PATHS.length + agents + trips;
  const files = Math.max(1, Math.ceil(total / URLS_PER_SITEMAP));
  return {
    files,
    async part(n: number) {
      if (!Number.isInteger(n) || n < 1 || n > files) return [];
      const start = (n - 1) * URLS_PER_SITEMAP;
      const end = start + URLS_PER_SITEMAP;
      const urls: SitemapUrl[] = STATIC_PATHS.slice(start, end).map((path) => ({ path }));
      // Positions of the agents and the trips in the whole list.
      const agentStart = STATIC_PATHS.length;
      const tripStart = agentStart + agents;
      const agentFrom = Math.max(start, agentStart);
      const agentTo = Math.min(end, tripStart);
      urls.push(...(await listedAgents(db, agentFrom - agentStart, agentTo - agentFrom)));
      const tripFrom = Math.max(start, tripStart);
      urls.push(...(await publishedTrips(db, tripFrom - tripStart, end - tripFrom)));
      return urls;
    },
  };
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A <urlset> document with absolute URLs under `origin` (e.g. https://tripkita.id). */
export function urlsetXml(origin: string, urls: SitemapUrl[]): string {
  const base = escapeXml(origin);
  const lines = urls.map((u) =>
    u.lastmod ? `<url><loc>${base}${u.path}</loc><lastmod>${u.lastmod}</lastmod></url>` : `<url><loc>${base}${u.path}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`;
}

/** A <sitemapindex> pointing at /sitemap-{n}.xml for n = 1..files. */
export function sitemapIndexXml(origin: string, files: number): string {
  const base = escapeXml(origin);
  const lines = Array.from({ length: files }, (_, i) => `<sitemap><loc>${base}/sitemap-${i + 1}.xml</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</sitemapindex>\n`;
}
