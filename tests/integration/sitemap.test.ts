import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type DB } from '../../src/server/db/client';
import { migrateToLatest } from '../../src/server/db/migrate';
import { createAgent, createTrip } from '../helpers/fixtures';
import { startServer, tempDatabasePath, type RunningServer } from '../helpers/server';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap.xml and robots.txt on a small site', () => {
  let server: RunningServer;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = openDatabase();
    await migrateToLatest(db);
    ids.agent = await createAgent(db);
    ids.draftOnlyAgent = await createAgent(db);
    ids.lokal = await createTrip(db, ids.agent);
    ids.inter = await createTrip(db, ids.agent, { kategori: 'internasional', kota: 'Tokyo', provinsi: 'Jepang' });
    ids.draft = await createTrip(db, ids.agent, { status: 'draft' });
    ids.onlyDraft = await createTrip(db, ids.draftOnlyAgent, { status: 'draft' });
    await db.destroy();
    server = await startServer({ databasePath: process.env.DATABASE_PATH });
  });
  afterAll(() => server?.stop());

  it('lists the static pages, published trips at their canonical paths and agents, all absolute', async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = locs(xml);
    for (const path of ['/', '/tripDalamNegeri', '/tripLuarNegeri', '/faq', '/tentangKami', '/bergabungMenjadiAgen']) {
      expect(urls).toContain(server.url + path);
    }
    expect(urls).toContain(`${server.url}/tripDalamNegeri/detail/${ids.lokal}`);
    expect(urls).toContain(`${server.url}/tripLuarNegeri/detail/${ids.inter}`);
    expect(urls).toContain(`${server.url}/profile/${ids.agent}`);
    for (const url of urls) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('leaves out drafts and agents without a published trip', async () => {
    const urls = locs(await (await fetch(`${server.url}/sitemap.xml`)).text());
    expect(urls.some((u) => u.endsWith(`/detail/${ids.draft}`))).toBe(false);
    expect(urls.some((u) => u.endsWith(`/detail/${ids.onlyDraft}`))).toBe(false);
    expect(urls).not.toContain(`${server.url}/profile/${ids.draftOnlyAgent}`);
    expect(urls).toHaveLength(6 + 2 + 1);
  });

  it('gives trips and agents a W3C lastmod', async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const entry = xml.match(new RegExp(`<url><loc>[^<]+/tripDalamNegeri/detail/${ids.lokal}</loc><lastmod>([^<]+)</lastmod></url>`));
    expect(entry?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(xml).toMatch(new RegExp(`<url><loc>[^<]+/profile/${ids.agent}</loc><lastmod>\\d{4}-`));
  });

  it('has no second part when one file is enough', async () => {
    expect((await fetch(`${server.url}/sitemap-2.xml`)).status).toBe(404);
    expect((await fetch(`${server.url}/sitemap-abc.xml`)).status).toBe(404);
  });

  it('robots.txt allows the site, keeps crawlers out of the dashboard and the API, and names the sitemap', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/beranda', '/paketWisata', '/portofolio', '/profilSaya', '/akunSaya', '/premium', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });
});

describe('SITE_URL', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ databasePath: tempDatabasePath('site-url'), env: { SITE_URL: 'https://tripkita.example/' } });
  });
  afterAll(() => server?.stop());

  it('makes every URL absolute on the public origin, not the one the request came in on', async () => {
    const urls = locs(await (await fetch(`${server.url}/sitemap.xml`)).text());
    expect(urls).toContain('https://tripkita.example/');
    expect(urls).toContain('https://tripkita.example/faq');
    for (const url of urls) expect(url.startsWith('https://tripkita.example/')).toBe(true);
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain('Sitemap: https://tripkita.example/sitemap.xml');
  });
});

describe('sitemap with 100 000 published trips', () => {
  let server: RunningServer;
  const TRIPS = 100_000;
  let agentCount = 0;

  beforeAll(async () => {
    process.env.DATABASE_PATH = tempDatabasePath('sitemap-big');
    const db: DB = openDatabase();
    await migrateToLatest(db);
    const agents = await Promise.all(Array.from({ length: 20 }, () => createAgent(db)));
    agentCount = agents.length;
    // One INSERT … SELECT over a counter: fixtures one by one would take minutes.
    const now = new Date().toISOString();
    await sql`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${TRIPS})
      insert into trips (agent_id, judul, deskripsi, cover, kota, provinsi, kategori, informasi_penting, link_rundown,
                         lama_trip, catatan_harga, semua_termasuk, harga_mulai, status, created_at, updated_at)
      select ${agents[0]} + (i % ${agents.length}), 'Trip ' || i, 'Deskripsi', null, 'Malang', 'Jawa Timur',
             case when i % 2 = 0 then 'lokal' else 'internasional' end, 'Info', null, '2H1M', null, 0, 1000000,
             case when i % 1000 = 0 then 'draft' else 'published' end, ${now}, ${now}
      from n`.execute(db);
    await db.destroy();
    server = await startServer({ databasePath: process.env.DATABASE_PATH });
  }, 120_000);
  afterAll(() => server?.stop());

  it('answers an index of files of at most 50 000 URLs that together list every published trip once', async () => {
    const started = performance.now();
    const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index);
    const published = TRIPS - TRIPS / 1000;
    expect(files).toEqual([1, 2].map((n) => `${server.url}/sitemap-${n}.xml`));

    const all: string[] = [];
    for (const file of files) {
      const res = await fetch(file);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      const urls = locs(await res.text());
      expect(urls.length).toBeLessThanOrEqual(50_000);
      all.push(...urls);
    }
    const elapsed = performance.now() - started;
    expect(all).toHaveLength(6 + agentCount + published);
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((u) => u.includes('/detail/'))).toHaveLength(published);
    expect(all.some((u) => /\/detail\/\d*000$/.test(u))).toBe(false);
    // The three answers together (about 10 MB of XML) stay well within a crawler's patience.
    expect(elapsed).toBeLessThan(5_000);
  });
});
