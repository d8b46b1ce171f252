import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { agentContactLinks } from '../../src/lib/contact';
import type { AgentPublic, PortfolioItem, TripSummary } from '../../src/lib/types';

// The agent profile on the seeded built server: the four tabs with the agent's real content,
// sharing (Web Share API, clipboard fallback, WhatsApp), and 404s.

type AgentProfile = AgentPublic & { trip: TripSummary[]; portofolio: PortfolioItem[] };

async function profile(request: APIRequestContext, id: number): Promise<AgentProfile> {
  const res = await request.get(`/api/agent/get/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

/** A seeded agent with published trips and portfolio items (the richest one of the first few). */
async function richAgent(request: APIRequestContext): Promise<AgentProfile> {
  const trips = (await (await request.get('/api/trip/get/kategori?kategori=lokal&limit=24')).json()).data as TripSummary[];
  const ids = [...new Set(trips.map((t) => t.agentId))];
  expect(ids.length, 'the demo data has agents with trips').toBeGreaterThan(0);
  const agents = await Promise.all(ids.slice(0, 6).map((id) => profile(request, id)));
  return agents.sort((a, b) => b.portofolio.length - a.portofolio.length)[0];
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });
const firstLine = (s: string) => s.trim().split('\n')[0].slice(0, 50).trim();

test('the header and all four tabs show the agent’s real content', async ({ page, request }) => {
  const agent = await richAgent(request);
  const res = await page.goto(`/profile/${agent.id}`);
  expect(res?.status()).toBe(200);

  await expect(page.getByRole('heading', { level: 1, name: agent.namaBadanUsaha })).toBeVisible();
  await expect(page.getByText(`@${agent.username}`, { exact: true })).toBeVisible();
  if (agent.bio?.trim()) await expect(page.locator('header').getByText(firstLine(agent.bio))).toBeVisible();
  if (agent.terverifikasi) await expect(page.getByText('Terverifikasi', { exact: true })).toBeVisible();

  // Paket Wisata (the default): its published trips as cards linking to their details.
  await expect(tab(page, 'Paket Wisata')).toHaveAttribute('aria-selected', 'true');
  const trips = panel(page, 'Paket Wisata').getByRole('listitem');
  await expect(trips).toHaveCount(agent.trip.length);
  for (const t of agent.trip.slice(0, 3)) {
    const path = `/${t.kategori === 'lokal' ? 'tripDalamNegeri' : 'tripLuarNegeri'}/detail/${t.id}`;
    await expect(panel(page, 'Paket Wisata').locator(`a[href="${path}"]`).first()).toBeVisible();
  }

  // Portofolio: the real items, each with its picture and text.
  await tab(page, 'Portofolio').click();
  await expect(panel(page, 'Portofolio')).toBeVisible();
  await expect(panel(page, 'Paket Wisata')).toBeHidden();
  if (agent.portofolio.length === 0) {
    await expect(panel(page, 'Portofolio')).toContainText('belum menambahkan portofolio');
  }
  for (const item of agent.portofolio) {
    await expect(panel(page, 'Portofolio').getByRole('heading', { name: item.judul, exact: true })).toBeVisible();
    if (item.foto) await expect(panel(page, 'Portofolio').getByRole('img', { name: item.judul, exact: true })).toHaveAttribute('loading', 'lazy');
  }
  const linked = agent.portofolio.find((p) => p.tripId !== null && agent.trip.some((t) => t.id === p.tripId));
  if (linked) {
    const link = panel(page, 'Portofolio').getByRole('link', { name: /Lihat paket wisatanya/ }).first();
    await expect(link).toHaveAttribute('href', /\/(tripDalamNegeri|tripLuarNegeri)\/detail\/\d+$/);
  }

  // Tentang Agen: the agent's own about text (the old app never showed this tab).
  await tab(page, 'Tentang Agen').click();
  if (agent.tentang?.trim()) await expect(panel(page, 'Tentang Agen')).toContainText(firstLine(agent.tentang));
  else await expect(panel(page, 'Tentang Agen')).toContainText('belum menulis');

  // Hubungi Kami: the contact links the agent set, and the office address.
  await tab(page, 'Hubungi Kami').click();
  const contacts = panel(page, 'Hubungi Kami');
  const expected = agentContactLinks(agent);
  await expect(contacts.getByRole('link')).toHaveCount(expected.length);
  for (const l of expected.filter((l) => l.kind !== 'whatsapp')) {
    await expect(contacts.getByRole('link', { name: l.label, exact: true })).toHaveAttribute('href', l.href);
  }
  if (expected.some((l) => l.kind === 'whatsapp')) {
    await expect(contacts.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  }
  if (agent.alamatKantor?.trim()) await expect(contacts).toContainText(firstLine(agent.alamatKantor));
  await expect(page).toHaveURL(/#hubungi-kami$/);
});

test('the profile tabs work by keyboard and open from the hash', async ({ page, request }) => {
  const agent = await richAgent(request);
  await page.goto(`/profile/${agent.id}#tentang-agen`);
  await expect(tab(page, 'Tentang Agen')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'Tentang Agen')).toBeVisible();
  await tab(page, 'Tentang Agen').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Hubungi Kami')).toBeFocused();
  await expect(panel(page, 'Hubungi Kami')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Paket Wisata')).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/profile/${agent.id}$`));
});

test('without JavaScript every section is on the page', async ({ browser, request }) => {
  const agent = await richAgent(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`/profile/${agent.id}`);
    for (const name of ['Paket Wisata', 'Portofolio', 'Tentang Agen', 'Hubungi Kami']) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    // The share button needs JavaScript, so it is not shown; the WhatsApp link works without.
    await expect(page.getByRole('button', { name: 'Bagikan' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Bagikan ke WhatsApp' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('without the Web Share API, Bagikan copies the link and says so', async ({ page, request, browserName }) => {
  const agent = await richAgent(request);
  await page.addInitScript(() => {
    // This browser has no share sheet: the page must fall back to the clipboard.
    delete (Navigator.prototype as { share?: unknown }).share;
    delete (Navigator.prototype as { canShare?: unknown }).canShare;
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/profile/${agent.id}`);
  await page.getByRole('button', { name: 'Bagikan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tautan disalin' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^https?://[^/]+/profile/${agent.id}$`));
  expect(browserName).toBe('chromium');
});

test('with the Web Share API, Bagikan opens the share sheet with the profile', async ({ page, request }) => {
  const agent = await richAgent(request);
  await page.addInitScript(() => {
    // Stands in for the phone's share sheet (a browser feature, not our code): records what it was given.
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value(data: ShareData) {
        (window as unknown as { shared: ShareData[] }).shared = [...((window as unknown as { shared?: ShareData[] }).shared ?? []), data];
        return Promise.resolve();
      },
    });
  });
  await page.goto(`/profile/${agent.id}`);
  await page.getByRole('button', { name: 'Bagikan' }).click();
  const handle = await page.waitForFunction(() => (window as unknown as { shared?: ShareData[] }).shared?.[0]);
  const shared = (await handle.jsonValue()) as ShareData;
  expect(shared.url).toMatch(new RegExp(`/profile/${agent.id}$`));
  expect(shared.title).toContain(agent.namaBadanUsaha);
  expect(shared.text).toContain(agent.namaBadanUsaha);
  await expect(page.getByText('Tautan disalin')).toHaveCount(0);
});

test('"Bagikan ke WhatsApp" is a wa.me link with the profile URL', async ({ page, request }) => {
  const agent = await richAgent(request);
  await page.goto(`/profile/${agent.id}`);
  const link = page.getByRole('link', { name: 'Bagikan ke WhatsApp' });
  const href = (await link.getAttribute('href'))!;
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  const text = new URL(href).searchParams.get('text')!;
  expect(text).toContain(agent.namaBadanUsaha);
  expect(text).toMatch(new RegExp(`https?://[^ ]+/profile/${agent.id}$`));
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

test('an unknown or malformed agent id is the 404 page with status 404', async ({ page }) => {
  for (const path of ['/profile/99999999', '/profile/abc', '/profile/0', '/profile/1.5']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
