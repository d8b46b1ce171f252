// `npm run lighthouse`: Lighthouse (mobile profile, default throttling) on Debian's Chromium over
// every public page of the built site, served by server.mjs on a fresh demo database. Writes
// docs/lighthouse/report.md (a table and what to fix) and docs/lighthouse/report.json.
// Options: --runs N (median of N runs per page, default 1), --keep (keep the temp database).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOAL = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const OUT_DIR = 'docs/lighthouse';
/** Audits whose first item says what to fix (which element shifts, which file blocks). */
const WITH_DETAIL = new Set(['layout-shifts', 'render-blocking-insight', 'lcp-lazy-loaded', 'largest-contentful-paint-element']);

const args = process.argv.slice(2);
const runs = Math.max(1, Number(args[args.indexOf('--runs') + 1]) || 1);

// --- the build: rebuilt when the sources are newer (as `npm start` does) -------------------
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}
const entry = 'dist/server/entry.mjs';
const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
if (builtAt < Math.max(...['src', 'public', 'astro.config.mjs', 'tailwind.config.ts'].map(newestMtime))) {
  console.log('Membangun situs (astro build)...');
  const res = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

// --- the server on a free port and a fresh demo database --------------------------------
const freePort = () =>
  new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => done(port));
    });
  });

const dataDir = mkdtempSync(join(tmpdir(), 'tripkita-lighthouse-'));
let server;
let serverLog = '';
let base = '';

/** server.mjs on a free port over the temp database (seeded with the demo data on its first start). */
async function startServer() {
  const port = await freePort();
  serverLog = '';
  server = spawn(process.execPath, ['server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dataDir, 'lighthouse.db'),
      SEED_DEMO: 'true',
      SESSION_SECRET: process.env.SESSION_SECRET ?? 'lighthouse-secret-0123456789-abcdefghij',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (d) => (serverLog += d));
  server.stderr.on('data', (d) => (serverLog += d));
  await new Promise((ready, fail) => {
    server.once('exit', (code) => fail(new Error(`server.mjs stopped (${code}):\n${serverLog}`)));
    server.stdout.on('data', () => serverLog.includes('TripKita siap') && ready());
  });
  server.removeAllListeners('exit');
  base = `http://127.0.0.1:${port}`;
}

async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((done) => server.once('exit', done));
  server.kill('SIGTERM');
  // A server still holding Chromium's keep-alive sockets may linger after SIGTERM.
  const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

const answers = async () => {
  try {
    return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
};

let chrome;
const launchChrome = () => chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
async function killChrome() {
  try {
    await chrome?.kill();
  } catch {
    /* already gone */
  }
}

async function stop() {
  await stopServer();
  await killChrome();
  if (!args.includes('--keep')) rmSync(dataDir, { recursive: true, force: true });
}
process.on('SIGINT', () => stop().then(() => process.exit(130)));

/**
 * One Lighthouse run of a path. A run that fails (Chromium crashed, the server was stopped from
 * outside, a run hangs) gets two more tries on a fresh Chromium and, if it no longer answers, a
 * restarted server.
 */
async function audit(path) {
  for (let attempt = 1; ; attempt++) {
    try {
      const run = lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      const timeout = new Promise((_, fail) => setTimeout(() => fail(new Error('Lighthouse run took over 3 minutes')), 180_000).unref());
      const result = await Promise.race([run, timeout]);
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
      if (!(await answers())) throw new Error('server.mjs stopped answering during the run');
      return result;
    } catch (err) {
      if (attempt >= 3) throw err;
      console.log(`\n  (${err.message}: ${path} diulang)`);
      await killChrome();
      if (!(await answers())) {
        await stopServer();
        await startServer();
      }
      chrome = await launchChrome();
    }
  }
}

await startServer();
try {
  // --- the pages: a real detail page and its agent's profile from the demo data ------------
  const api = async (path) => (await (await fetch(base + path)).json()).data;
  const [trip] = await api('/api/trip/get/kategori?kategori=lokal&limit=1');
  if (!trip) throw new Error('The demo database has no published lokal trip.');
  const agent = await api(`/api/agent/getbytrip/${trip.id}`);
  const pages = [
    { name: 'Beranda', path: '/' },
    { name: 'Trip Dalam Negeri', path: '/tripDalamNegeri' },
    { name: 'Trip Luar Negeri', path: '/tripLuarNegeri' },
    { name: 'Detail trip', path: `/tripDalamNegeri/detail/${trip.id}` },
    { name: 'Profil agen', path: `/profile/${agent.id}` },
    { name: 'FAQ', path: '/faq' },
    { name: 'Tentang Kami', path: '/tentangKami' },
    { name: 'Bergabung Menjadi Agen', path: '/bergabungMenjadiAgen' },
  ];

  chrome = await launchChrome();
  const results = [];
  let lighthouseVersion = '';
  for (const page of pages) {
    const lhrs = [];
    const errors = [];
    for (let i = 0; i < runs; i++) {
      process.stdout.write(`Lighthouse ${page.path}${runs > 1 ? ` (${i + 1}/${runs})` : ''}... `);
      try {
        const result = await audit(page.path);
        lhrs.push(result.lhr);
        lighthouseVersion = result.lhr.lighthouseVersion;
        console.log(CATEGORIES.map((c) => score(result.lhr, c)).join(' / '));
      } catch (err) {
        errors.push(err.message);
        console.log(`gagal: ${err.message}`);
      }
    }
    if (!lhrs.length) {
      results.push({ ...page, scores: Object.fromEntries(CATEGORIES.map((c) => [c, null])), metrics: {}, findings: [], errors });
      continue;
    }
    // The run with the median performance score stands for the page.
    lhrs.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
    const lhr = lhrs[Math.floor(lhrs.length / 2)];
    results.push({ ...page, scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])), metrics: metrics(lhr), findings: findings(lhr), runs: lhrs.length, errors, runWarnings: lhr.runWarnings });
  }
  writeReport(results, { lighthouseVersion, chrome: await chromeVersion() });
  if (results.some((r) => r.scores.performance == null)) process.exitCode = 1;
  console.log(`\nLaporan: ${OUT_DIR}/report.md dan ${OUT_DIR}/report.json`);
} finally {
  await stop();
}

// --- reading the results ------------------------------------------------------------------
function score(lhr, category) {
  const s = lhr.categories[category]?.score;
  return s == null ? null : Math.round(s * 100);
}

function metrics(lhr) {
  const pick = (id) => lhr.audits[id]?.displayValue ?? null;
  return {
    FCP: pick('first-contentful-paint'),
    LCP: pick('largest-contentful-paint'),
    TBT: pick('total-blocking-time'),
    CLS: pick('cumulative-layout-shift'),
    SI: pick('speed-index'),
  };
}

/** The first item of a failing audit without a value of its own, e.g. the console error itself. */
function detailOf(audit) {
  const item = audit.details?.items?.[0];
  if (!item) return '';
  let text = item.description ?? item.issueType ?? (item.node ? item.node.selector : item.url) ?? '';
  const cause = item.subItems?.items?.[0]?.cause;
  if (cause) text = `${text}, cause: ${cause}`;
  const short = String(text).replace(/data:[^'"\s)]+/g, 'data:…').replace(/\s+/g, ' ');
  return short.length > 200 ? `${short.slice(0, 197)}…` : short;
}

/** The audits that cost points: each failing scored audit of every category, and the savings Lighthouse estimates. */
function findings(lhr) {
  const out = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual' || audit.scoreDisplayMode === 'informative') continue;
      out.push({ category, id: ref.id, title: audit.title, score: audit.score, displayValue: [audit.displayValue, (!audit.displayValue || WITH_DETAIL.has(ref.id)) && detailOf(audit)].filter(Boolean).join(': '), weight: ref.weight });
    }
  }
  // Performance "opportunities" and diagnostics that carry no weight but name savings.
  for (const audit of Object.values(lhr.audits)) {
    const savings = audit.metricSavings ?? {};
    const named = Object.entries(savings).filter(([, v]) => v > 0);
    if (named.length && audit.score !== null && audit.score < 1 && !out.some((f) => f.id === audit.id)) {
      out.push({ category: 'performance', id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue ?? '', weight: 0, savings: Object.fromEntries(named) });
    }
  }
  return out;
}

async function chromeVersion() {
  try {
    const res = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
    return (await res.json()).Browser;
  } catch {
    return 'Chromium';
  }
}

function writeReport(results, meta) {
  mkdirSync(OUT_DIR, { recursive: true });
  const when = new Date().toISOString();
  writeFileSync(join(OUT_DIR, 'report.json'), JSON.stringify({ generatedAt: when, ...meta, profile: 'mobile, default (simulated) throttling', runsPerPage: runs, goal: GOAL, pages: results }, null, 2) + '\n');

  const mark = (category, value) => (value == null ? '**n/a**' : value >= GOAL[category] ? `${value}` : `**${value}**`);
  const lines = [
    '# Lighthouse report',
    '',
    `Generated by \`npm run lighthouse\` on ${when}: Lighthouse ${meta.lighthouseVersion}, ${meta.chrome}, the default mobile profile`,
    `(emulated phone, simulated slow 4G and 4x CPU slowdown), ${runs === 1 ? 'one run per page' : `median of ${runs} runs per page`},`,
    'against the built server (`node server.mjs`) on a fresh demo database. Scores under the goal',
    '(performance 95, the others 100) are in bold. The machine is shared, so performance varies by a few points between runs.',
    '',
    '| Page | Path | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) =>
      `| ${r.name} | \`${r.path}\` | ${CATEGORIES.map((c) => mark(c, r.scores[c])).join(' | ')} | ${r.metrics.LCP ?? ''} | ${r.metrics.TBT ?? ''} | ${r.metrics.CLS ?? ''} |`,
    ),
    '',
  ];
  const below = results.filter((r) => CATEGORIES.some((c) => r.scores[c] == null || r.scores[c] < GOAL[c]));
  lines.push('## What Lighthouse lists for pages under the goal', '');
  if (!below.length) lines.push('Every page reaches the goal.', '');
  for (const r of below) {
    lines.push(`### ${r.name} (\`${r.path}\`)`, '');
    for (const e of r.errors ?? []) lines.push(`- run failed: ${e}`);
    const items = r.findings.sort((a, b) => b.weight - a.weight || a.score - b.score);
    if (!items.length && !r.errors?.length) lines.push('- (no single failing audit: the score comes from the metrics above)');
    for (const f of items) {
      const savings = f.savings ? ` (est. savings: ${Object.entries(f.savings).map(([k, v]) => `${k} ${Math.round(v)}${k === 'CLS' ? '' : ' ms'}`).join(', ')})` : '';
      lines.push(`- ${f.category}: ${f.title}${f.displayValue ? ` — ${f.displayValue}` : ''}${savings}`);
    }
    lines.push('');
  }
  writeFileSync(join(OUT_DIR, 'report.md'), lines.join('\n'));
}
