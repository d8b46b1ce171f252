import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { agentContactLinks, normalizePhone } from '../../src/lib/contact';
import type { AgentPublic, TripDetail } from '../../src/lib/types';

// The trip detail on the seeded built server: tabs by click and keyboard, the hash, every price
// tier, the agent's contact links, the no-JS reading, one canonical URL over three paths, 404s.

type AgentWithTrip = AgentPublic & { trip: TripDetail[] };

const TABS = ['Deskripsi', 'Info Penting', 'Rundown', 'Fasilitas', 'Harga'] as const;
const rupiah = (n: number) => `Rp${n.toLocaleString('id-ID')}`;
const firstLine = (s: string) => s.trim().split('\n')[0].slice(0, 50).trim();

/**
 * The newest trip of the category by the first demo agent (whose profile is complete). Other specs
 * publish trips of fresh agents without contacts at the same time, so "the newest trip" won't do.
 */
async function firstTripId(request: APIRequestContext, kategori: 'lokal' | 'internasional'): Promise<number> {
  const res = await request.get('/api/agent/get/1');
  const trips = ((await res.json()).data.trip as { id: number; kategori: string }[]).filter((t) => t.kategori === kategori);
  expect(trips.length, `the demo agent has a ${kategori} trip`).toBeGreaterThan(0);
  return trips[0].id;
}

async function agentByTrip(request: APIRequestContext, id: number): Promise<AgentWithTrip> {
  const res = await request.get(`/api/agent/getbytrip/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

/** A seeded domestic trip with its agent, opened at its canonical path. */
async function openTrip(page: Page, request: APIRequestContext, hash = '') {
  const id = await firstTripId(request, 'lokal');
  const agent = await agentByTrip(request, id);
  await page.goto(`/tripDalamNegeri/detail/${id}${hash}`);
  return { id, agent, trip: agent.trip[0] };
}

const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Informasi trip' }).getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true });

test('every tab shows its content when clicked, and only its own', async ({ page, request }) => {
  const { trip } = await openTrip(page, request);
  await expect(page.getByRole('heading', { level: 1, name: trip.deskripsi.judul })).toBeVisible();
  await expect(tab(page, 'Deskripsi')).toHaveAttribute('aria-selected', 'true');

  const expectations: Record<(typeof TABS)[number], () => Promise<void>> = {
    Deskripsi: async () => {
      const p = panel(page, 'Deskripsi');
      await expect(p).toContainText(firstLine(trip.deskripsi.deskripsi));
      for (const [i, d] of trip.deskripsi.detailDestinasi.entries()) {
        await expect(p.getByRole('heading', { name: `Destinasi ${i + 1}: ${d.title}` })).toBeVisible();
      }
    },
    'Info Penting': async () => {
      await expect(panel(page, 'Info Penting')).toContainText(firstLine(trip.informasiPenting));
    },
    Rundown: async () => {
      const p = panel(page, 'Rundown');
      if (trip.linkRundown) {
        const link = p.getByRole('link', { name: /Lihat rundown perjalanan/ });
        await expect(link).toHaveAttribute('href', trip.linkRundown);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      } else {
        await expect(p).toContainText('belum menambahkan rundown');
      }
    },
    Fasilitas: async () => {
      const p = panel(page, 'Fasilitas');
      await expect(p.getByRole('heading', { name: 'Termasuk', exact: true })).toBeVisible();
      await expect(p.getByRole('heading', { name: 'Tidak Termasuk', exact: true })).toBeVisible();
      for (const f of [...trip.fasilitasTermasuk, ...trip.fasilitasTidakTermasuk]) {
        await expect(p.getByText(f.fasilitasTermasuk, { exact: true })).toBeVisible();
      }
    },
    Harga: async () => {
      await expect(panel(page, 'Harga').getByRole('table')).toBeVisible();
    },
  };

  for (const name of [...TABS.slice(1), TABS[0]]) {
    await tab(page, name).click();
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, name)).toBeVisible();
    await expectations[name]();
    for (const other of TABS.filter((t) => t !== name)) {
      await expect(tab(page, other)).toHaveAttribute('aria-selected', 'false');
      await expect(page.getByRole('tabpanel', { name: other, exact: true })).toBeHidden();
    }
  }
});

test('the tabs follow the keyboard: arrows wrap, Home and End jump, focus moves', async ({ page, request }) => {
  await openTrip(page, request);
  await tab(page, 'Deskripsi').focus();
  const press = async (key: string, expected: string) => {
    await page.keyboard.press(key);
    await expect(tab(page, expected)).toBeFocused();
    await expect(tab(page, expected)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, expected)).toHaveAttribute('tabindex', '0');
    await expect(panel(page, expected)).toBeVisible();
  };
  await press('ArrowRight', 'Info Penting');
  await press('ArrowRight', 'Rundown');
  await press('End', 'Harga');
  await press('ArrowRight', 'Deskripsi');
  await press('ArrowLeft', 'Harga');
  await press('Home', 'Deskripsi');
  // Roving tabindex: only the selected tab is in the Tab order.
  await expect(page.getByRole('tab', { selected: false })).toHaveCount(4);
  for (const t of await page.getByRole('tab', { selected: false }).all()) await expect(t).toHaveAttribute('tabindex', '-1');
});

test('the selected tab is kept in the URL hash and opened from it', async ({ page, request }) => {
  const { id } = await openTrip(page, request);
  await tab(page, 'Harga').click();
  await expect(page).toHaveURL(new RegExp(`/tripDalamNegeri/detail/${id}#harga$`));
  await page.reload();
  await expect(tab(page, 'Harga')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'Harga')).toBeVisible();
  await expect(panel(page, 'Deskripsi')).toBeHidden();

  await page.goto(`/tripDalamNegeri/detail/${id}#fasilitas`);
  await expect(tab(page, 'Fasilitas')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'Fasilitas')).toBeVisible();

  // The default tab clears the hash.
  await tab(page, 'Deskripsi').click();
  await expect(page).toHaveURL(new RegExp(`/tripDalamNegeri/detail/${id}$`));
});

test('the Harga tab lists every price tier the API has, with the price note', async ({ page, request }) => {
  const { trip } = await openTrip(page, request, '#harga');
  const table = panel(page, 'Harga').getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Jumlah peserta', 'Harga per orang']);
  const tiers = Object.entries(trip.harga);
  expect(tiers.length).toBeGreaterThan(0);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(tiers.length);
  for (const [i, [label, price]] of tiers.entries()) {
    await expect(rows.nth(i).getByRole('rowheader')).toHaveText(label);
    await expect(rows.nth(i).getByRole('cell')).toHaveText(rupiah(price));
  }
  if (trip.catatanHarga) await expect(panel(page, 'Harga')).toContainText(firstLine(trip.catatanHarga));
  if (trip.semuaTermasuk) await expect(panel(page, 'Harga')).toContainText('Semua fasilitas sudah termasuk');
});

test("the contact buttons go to the agent's own accounts; WhatsApp names the trip", async ({ page, request }) => {
  const { id, agent, trip } = await openTrip(page, request);
  const block = page.getByRole('region', { name: 'Hubungi Agen' });
  const digits = normalizePhone(agent.whatsapp || agent.whatsappKantor);
  expect(digits, 'the demo agent has a WhatsApp number').not.toBeNull();

  const wa = block.getByRole('link', { name: 'WhatsApp', exact: true });
  const href = (await wa.getAttribute('href'))!;
  expect(href.startsWith(`https://wa.me/${digits}?text=`)).toBe(true);
  const message = new URL(href).searchParams.get('text')!;
  expect(message).toContain(`Halo ${agent.namaBadanUsaha}`);
  expect(message).toContain(`"${trip.deskripsi.judul}"`);
  expect(message).toMatch(new RegExp(`https?://[^ ]+/tripDalamNegeri/detail/${id}\\b`));
  await expect(wa).toHaveAttribute('target', '_blank');
  await expect(wa).toHaveAttribute('rel', /noopener/);

  // Every channel the agent set, and only those, in the block and as icons on the side card.
  const expected = agentContactLinks(agent);
  await expect(block.getByRole('link')).toHaveCount(expected.length);
  for (const l of expected.filter((l) => l.kind !== 'whatsapp')) {
    const link = block.getByRole('link', { name: l.label, exact: true });
    await expect(link).toHaveAttribute('href', l.href);
    if (l.kind === 'telepon') await expect(link).toHaveAttribute('href', /^tel:\+\d+$/);
    else await expect(link).toHaveAttribute('target', '_blank');
  }
  const card = page.getByRole('complementary', { name: 'Agen perjalanan' });
  await expect(card.getByRole('heading', { name: agent.namaBadanUsaha })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Lihat Profil' })).toHaveAttribute('href', `/profile/${agent.id}`);
  for (const l of expected) await expect(card.getByRole('link', { name: `${l.label} ${agent.namaBadanUsaha}` })).toBeVisible();
  if (agent.terverifikasi) await expect(card.getByText('Terverifikasi')).toBeVisible();
});

test('an agent without contacts shows no contact buttons; drafts are not public', async ({ page, playwright, baseURL }, testInfo) => {
  // A fresh agent (its own API session), with one published and one draft package.
  const api = await playwright.request.newContext({ baseURL });
  try {
    const stamp = `${Date.now().toString(36)}${testInfo.project.name[0]}`;
    const reg = await api.post('/api/agent/create', {
      data: { email: `tanpa.kontak.${stamp}@contoh.id`, username: `tanpakontak${stamp}`, password: 'Rahasia#2026', namaBadanUsaha: `Agen Tanpa Kontak ${stamp}` },
    });
    expect(reg.status(), await reg.text()).toBe(201);
    const agentId = (await reg.json()).data.id as number;
    const body = (judul: string, status: 'published' | 'draft') => ({
      deskripsi: {
        judul,
        deskripsi: 'Jelajah kota tua dan pasar malam bersama pemandu lokal.',
        cover: null,
        detailDestinasi: [{ title: 'Kota Tua', image: null, description: 'Bangunan bersejarah dan kedai kopi.' }],
      },
      kota: 'Penang',
      provinsi: 'Malaysia',
      kategori: 'internasional',
      informasiPenting: 'Paspor berlaku minimal enam bulan.',
      linkRundown: null,
      fasilitasTermasuk: [{ fasilitasTermasuk: 'Hotel 2 malam' }],
      fasilitasTidakTermasuk: [],
      lamaTrip: '3H2M',
      catatanHarga: 'Harga belum termasuk tiket pesawat.',
      semuaTermasuk: true,
      harga: { '1-3 orang': 4_500_000, '4-6 orang': 4_100_000, '7-10 orang': 3_900_000 },
      status,
    });
    const published = await api.post('/api/trip/create', { data: body(`Penang Heritage ${stamp}`, 'published') });
    expect(published.status(), await published.text()).toBe(201);
    const tripId = (await published.json()).data.id as number;
    const draft = await api.post('/api/trip/create', { data: body(`Draft ${stamp}`, 'draft') });
    expect(draft.status(), await draft.text()).toBe(201);
    const draftId = (await draft.json()).data.id as number;

    await page.goto(`/tripLuarNegeri/detail/${tripId}`);
    const block = page.getByRole('region', { name: 'Hubungi Agen' });
    await expect(block).toContainText('belum mencantumkan kontak');
    await expect(block.getByRole('link', { name: /WhatsApp|Telegram|Telepon|Instagram|Facebook|Line|Twitter/ })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Agen perjalanan' }).getByRole('link')).toHaveText(['Lihat Profil']);
    // Its other content: no rundown, all facilities included, the price note, an empty list.
    await tab(page, 'Rundown').click();
    await expect(panel(page, 'Rundown')).toContainText('belum menambahkan rundown');
    await tab(page, 'Fasilitas').click();
    await expect(panel(page, 'Fasilitas')).toContainText('Agen belum mengisi daftar ini.');
    await tab(page, 'Harga').click();
    await expect(panel(page, 'Harga').locator('tbody tr')).toHaveCount(3);
    await expect(panel(page, 'Harga')).toContainText('Semua fasilitas sudah termasuk');
    await expect(panel(page, 'Harga')).toContainText('Harga belum termasuk tiket pesawat.');
    await expect(page.getByTestId('harga-mulai')).toContainText('Rp3.900.000');

    // The agent's profile hides the unset contacts too.
    await page.goto(`/profile/${agentId}#hubungi-kami`);
    const contacts = page.getByRole('tabpanel', { name: 'Hubungi Kami' });
    await expect(contacts).toContainText('belum mencantumkan kontak');
    await expect(contacts.getByRole('link')).toHaveCount(0);

    for (const path of [`/detail/${draftId}`, `/tripLuarNegeri/detail/${draftId}`]) {
      expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
  } finally {
    await api.dispose();
  }
});

test('every panel is in the page and readable with JavaScript disabled', async ({ browser, request }) => {
  const id = await firstTripId(request, 'lokal');
  const { trip } = await agentByTrip(request, id).then((a) => ({ trip: a.trip[0] }));
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`/tripDalamNegeri/detail/${id}`);
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const name of TABS) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expect(page.getByText(firstLine(trip.informasiPenting))).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(Object.keys(trip.harga).length);
  } finally {
    await context.close();
  }
});

test('/detail/{id} and both category paths show the trip under one canonical URL', async ({ page, request }) => {
  const id = await firstTripId(request, 'lokal');
  const canonicalHrefs: string[] = [];
  for (const path of [`/tripDalamNegeri/detail/${id}`, `/detail/${id}`]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    canonicalHrefs.push((await page.locator('link[rel=canonical]').getAttribute('href'))!);
  }
  expect(canonicalHrefs[0]).toMatch(new RegExp(`/tripDalamNegeri/detail/${id}$`));
  expect(canonicalHrefs[1]).toBe(canonicalHrefs[0]);
  // The detail under /detail/{id} highlights the trip's own list in the navigation.
  await expect(page.locator('nav a[aria-current="page"]', { hasText: 'Trip Dalam Negeri' }).first()).toBeAttached();

  // Under the other category's list: a permanent redirect to its own.
  const wrong = await request.get(`/tripLuarNegeri/detail/${id}`, { maxRedirects: 0 });
  expect(wrong.status()).toBe(301);
  expect(wrong.headers().location).toMatch(new RegExp(`/tripDalamNegeri/detail/${id}$`));

  const intl = await firstTripId(request, 'internasional');
  await page.goto(`/tripLuarNegeri/detail/${intl}`);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`/tripLuarNegeri/detail/${intl}$`));
});

test('the head carries a TouristTrip JSON-LD with an IDR offer per tier, and the cover as og:image', async ({ page, request }) => {
  const { agent, trip } = await openTrip(page, request);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(ld['@type']).toBe('TouristTrip');
  expect(ld.name).toBe(trip.deskripsi.judul);
  expect(ld.offers).toHaveLength(Object.keys(trip.harga).length);
  for (const offer of ld.offers) expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'IDR', price: trip.harga[offer.name] });
  expect(ld.provider).toMatchObject({ '@type': 'TravelAgency', name: agent.namaBadanUsaha });
  expect(ld.provider.url).toMatch(new RegExp(`^https?://.+/profile/${agent.id}$`));
  expect(ld.itinerary.itemListElement).toHaveLength(trip.deskripsi.detailDestinasi.length);
  if (trip.deskripsi.cover) {
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\/media\/[a-f0-9]{24}-(800|1600)\.webp$/);
    const cover = page.getByRole('img', { name: trip.deskripsi.judul, exact: true });
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).toHaveAttribute('srcset', /400w.*800w.*1600w/);
  }
});

test('an unknown, unpublished or malformed id is the 404 page with status 404', async ({ page }) => {
  for (const path of ['/tripDalamNegeri/detail/99999999', '/tripLuarNegeri/detail/99999999', '/detail/99999999', '/detail/abc', '/tripDalamNegeri/detail/1e3', '/detail/-1']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
