// DESIGN.md's budgets, measured on the built site (run `npx astro build` first): the markdown
// pages ship no JavaScript; every other public page's JavaScript, gzipped, stays within its budget;
// a 12-trip API list stays small. The home page's total transfer is measured in a browser
// (tests/e2e/budgets.spec.ts).
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server';

const KB = 1000; // SI kilobytes, as Vite's build report counts them
const MARKDOWN_PAGES = ['/faq', '/tentangKami', '/bergabungMenjadiAgen'];

let server: RunningServer;
const figures: string[] = [];

beforeAll(async () => {
  if (!existsSync('dist/server/entry.mjs')) throw new Error('Build the site first: npx astro build');
  server = await startServer({ seed: true });
}, 240_000); // the first start seeds the demo data with its images: slow on a busy machine
afterAll(async () => {
  await server?.stop();
  if (figures.length) console.log(`Budgets measured:\n${figures.join('\n')}`);
});

const gzipSize = (bytes: Uint8Array | string) => gzipSync(bytes, { level: 9 }).length;

async function html(path: string): Promise<string> {
  const res = await fetch(server.url + path);
  expect(res.status, `${path} answers 200`).toBe(200);
  return res.text();
}

/** Script URLs a page names in its HTML: script src, module preloads and islands' component and renderer. */
function scriptUrlsIn(page: string, pageUrl: string): string[] {
  const patterns = [
    /<script\b[^>]*\bsrc="([^"]+)"/g,
    /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g,
    /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g,
    /\b(?:component-url|renderer-url)="([^"]+)"/g,
  ];
  return patterns.flatMap((re) => [...page.matchAll(re)].map((m) => new URL(m[1].replace(/&amp;/g, '&'), pageUrl).href));
}

/** Module specifiers a JavaScript file imports, statically or dynamically, resolved against it. */
function importsIn(code: string, fileUrl: string): string[] {
  const patterns = [/\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g, /\bfrom\s*["']([^"']+)["']/g, /\bimport\s*["']([^"']+)["']/g];
  return patterns
    .flatMap((re) => [...code.matchAll(re)].map((m) => m[1]))
    .filter((spec) => /^(\.{1,2}\/|\/)/.test(spec))
    .map((spec) => new URL(spec, fileUrl).href);
}

const inlineScripts = (page: string) =>
  [...page.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/type="application\/(ld\+)?json"/.test(m[1]))
    .map((m) => m[2]);

/** Every JavaScript byte a page loads, each file gzipped on its own (level 9) and summed. */
async function pageJavaScript(path: string) {
  const pageUrl = server.url + path;
  const page = await html(path);
  const files = new Map<string, number>();
  const queue = scriptUrlsIn(page, pageUrl);
  for (const inline of inlineScripts(page)) queue.push(...importsIn(inline, pageUrl));
  while (queue.length) {
    const url = queue.shift()!;
    if (files.has(url)) continue;
    const res = await fetch(url);
    expect(res.status, `${url} (loaded by ${path}) answers 200`).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    files.set(url, gzipSize(bytes));
    queue.push(...importsIn(new TextDecoder().decode(bytes), url));
  }
  const inline = inlineScripts(page).reduce((sum, code) => sum + gzipSize(code), 0);
  const total = [...files.values()].reduce((a, b) => a + b, inline);
  figures.push(`  ${path}: ${(total / KB).toFixed(1)} KB gzipped JS (${files.size} files + ${(inline / KB).toFixed(1)} KB inline)`);
  return { total, files, inline };
}

async function sampleIds() {
  const list = await (await fetch(`${server.url}/api/trip/get/kategori?kategori=lokal&limit=1`)).json();
  const tripId: number = list.data[0]?.id;
  expect(tripId, 'the seeded database has a lokal trip').toBeTypeOf('number');
  const agent = await (await fetch(`${server.url}/api/agent/getbytrip/${tripId}`)).json();
  return { tripId, agentId: agent.data.id as number };
}

describe('the markdown pages ship no JavaScript', () => {
  for (const path of MARKDOWN_PAGES) {
    it(`${path} in dist/client has no script and no island`, () => {
      const file = `dist/client${path}/index.html`;
      expect(existsSync(file), `${file} is prerendered`).toBe(true);
      const built = readFileSync(file, 'utf8');
      expect(built).not.toMatch(/<script\b/i);
      expect(built).not.toContain('astro-island');
      expect(built).not.toMatch(/rel="modulepreload"/);
    });

    it(`${path} as served has no script and loads no JavaScript`, async () => {
      const page = await html(path);
      expect(page).not.toMatch(/<script\b/i);
      expect(page).not.toContain('astro-island');
      expect((await pageJavaScript(path)).total).toBe(0);
    });
  }
});

describe('gzipped JavaScript per page within DESIGN.md budget', () => {
  it('home ≤ 100 KB', async () => {
    expect((await pageJavaScript('/')).total).toBeLessThanOrEqual(100 * KB);
  });

  it('trip lists ≤ 75 KB', async () => {
    expect((await pageJavaScript('/tripDalamNegeri')).total).toBeLessThanOrEqual(75 * KB);
    expect((await pageJavaScript('/tripLuarNegeri?maxPrice=20000000')).total).toBeLessThanOrEqual(75 * KB);
  });

  it('trip detail ≤ 75 KB', async () => {
    const { tripId } = await sampleIds();
    expect((await pageJavaScript(`/tripDalamNegeri/detail/${tripId}`)).total).toBeLessThanOrEqual(75 * KB);
  });

  it('agent profile ≤ 75 KB', async () => {
    const { agentId } = await sampleIds();
    expect((await pageJavaScript(`/profile/${agentId}`)).total).toBeLessThanOrEqual(75 * KB);
  });
});

describe('API', () => {
  it('a 12-trip list answer is at most 10 KB', async () => {
    const res = await fetch(`${server.url}/api/trip/get/kategori?kategori=lokal&limit=12`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    const body = new Uint8Array(await res.arrayBuffer());
    const json = JSON.parse(new TextDecoder().decode(body));
    expect(json.data).toHaveLength(12);
    figures.push(`  12-trip API list: ${(body.length / KB).toFixed(1)} KB uncompressed, ${(gzipSize(body) / KB).toFixed(1)} KB gzipped`);
    expect(body.length).toBeLessThanOrEqual(10 * KB);
  });
});
