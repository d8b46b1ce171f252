import { expect, test, type Page } from '@playwright/test';
import { site } from '../../src/config/site';

const SECTIONS = ['Trip Dalam Negeri', 'Trip Luar Negeri', 'Trip di Bawah Rp500.000', 'Harga Sudah Termasuk Semua'];
const NAV_LINKS = ['Trip Dalam Negeri', 'Trip Luar Negeri', 'FAQ', 'Tentang Kami', 'Bergabung Menjadi Agen'];
const PRICE = /^IDR \d{1,3}(\.\d{3})*$/;
/** The seeded demo agent (src/server/db/seed/demo.ts DEMO_LOGIN; written in the README). */
const DEMO_LOGIN = { username: 'nusantara.trip', password: 'Demo#2026' };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigasi utama' });
const carousel = (page: Page) => page.getByRole('region', { name: 'Banner promosi' });
const slides = (page: Page) => carousel(page).getByRole('group', { name: /^Banner \d dari 4/ });
/** The label of the slide Swiper shows now ("Banner 2 dari 4: …"). */
const activeSlideLabel = (page: Page) =>
  page.evaluate(() => document.querySelector('.hero-carousel .swiper-slide-active')?.getAttribute('aria-label') ?? null);

/** On phones the links sit in the <details> menu: open it first. */
async function openMenuIfPhone(page: Page, isMobile: boolean) {
  if (!isMobile) return;
  const summary = mainNav(page).locator('summary', { hasText: 'Menu' });
  await summary.click();
  await expect(mainNav(page).locator('details')).toHaveAttribute('open', '');
}

test.describe('home page', () => {
  test('the server HTML already holds the first banner image, the SEO tags and the sections', async ({ request, baseURL }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    const html = await res.text();

    expect(html).toMatch(/<html lang="id"/);
    // The LCP image is plain HTML with a high fetch priority, a size and a srcset: it never waits for JS.
    const firstImage = html.match(/<img[^>]*src="\/images\/banner-1-1600\.webp"[^>]*>/)?.[0] ?? '';
    expect(firstImage).toContain('fetchpriority="high"');
    expect(firstImage).toMatch(/width="1600"/);
    expect(firstImage).toMatch(/height="500"/);
    expect(firstImage).toMatch(/srcset="\/images\/banner-1-800\.webp 800w, \/images\/banner-1-1600\.webp 1600w"/);
    expect(firstImage).not.toContain('loading="lazy"');

    expect(html).toContain(`<link rel="canonical" href="${baseURL}/">`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/images\/og-tripkita\.jpg">/);
    expect(html).toContain('<meta property="og:locale" content="id_ID">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toMatch(/<title>[^<]+ \| TripKita<\/title>/);
    for (const title of SECTIONS) expect(html).toContain(title);
    expect(html).toContain('Kenapa memilih kami?');
  });

  test('shows the carousel with four slides that move by themselves and by the dots', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(slides(page)).toHaveCount(4);
    const dots = carousel(page).getByRole('button', { name: /^Tampilkan banner \d dari 4$/ });
    await expect(dots).toHaveCount(4);
    await expect(carousel(page).getByRole('img').first()).toBeVisible();

    // Autoplay: 3000 ms then a 500 ms transition.
    await expect.poll(() => activeSlideLabel(page), { timeout: 8_000 }).toMatch(/^Banner 2 dari 4/);

    await dots.nth(3).click();
    await expect.poll(() => activeSlideLabel(page)).toMatch(/^Banner 4 dari 4/);
    await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true');
  });

  test('does not autoplay the carousel when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(slides(page)).toHaveCount(4);
    await expect.poll(() => activeSlideLabel(page)).toMatch(/^Banner 1 dari 4/);
    // Wait longer than one autoplay step (3000 ms + 500 ms) for the first slide to be left.
    const moved = await page
      .waitForFunction(
        () => !document.querySelector('.hero-carousel .swiper-slide-active')?.getAttribute('aria-label')?.startsWith('Banner 1 '),
        null,
        { timeout: 4_500, polling: 100 },
      )
      .then(
        () => true,
        () => false,
      );
    expect(moved).toBe(false);
    expect(await activeSlideLabel(page)).toMatch(/^Banner 1 dari 4/);
  });

  test('has four trip sections of at most four cards, with IDR prices and detail links', async ({ page }) => {
    await page.goto('/');
    for (const title of SECTIONS) {
      const section = page.getByRole('region', { name: title, exact: true });
      await expect(section.getByRole('heading', { level: 2, name: title })).toBeVisible();
      const cards = section.getByRole('listitem');
      const count = await cards.count();
      expect(count, title).toBeLessThanOrEqual(4);
      if (count === 0) {
        await expect(section.getByText(/^Belum ada trip/)).toBeVisible();
        continue;
      }
      const prices = section.getByText(/^IDR /);
      await expect(prices).toHaveCount(count);
      for (const text of await prices.allTextContents()) expect(text.trim()).toMatch(PRICE);
      for (const href of await cards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(/^\/trip(DalamNegeri|LuarNegeri)\/detail\/\d+$/);
      }
    }
    // The demo data fills the two category sections.
    await expect(page.getByRole('region', { name: 'Trip Dalam Negeri', exact: true }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Trip Luar Negeri', exact: true }).getByRole('listitem')).toHaveCount(4);
    const domestic = page.getByRole('region', { name: 'Trip Dalam Negeri', exact: true }).getByRole('link').first();
    await expect(domestic).toHaveAttribute('href', /^\/tripDalamNegeri\/detail\/\d+$/);
  });

  test('"Lihat lainnya" leads to the two lists', async ({ page }) => {
    await page.goto('/');
    const domestic = page.getByRole('region', { name: 'Trip Dalam Negeri', exact: true }).getByRole('link', { name: /^Lihat lainnya/ });
    const abroad = page.getByRole('region', { name: 'Trip Luar Negeri', exact: true }).getByRole('link', { name: /^Lihat lainnya/ });
    await expect(domestic).toHaveAttribute('href', '/tripDalamNegeri');
    await expect(abroad).toHaveAttribute('href', '/tripLuarNegeri');
    await domestic.click();
    await expect(page).toHaveURL(/\/tripDalamNegeri$/);
  });

  test('shows "Kenapa memilih kami" with its four reasons and image', async ({ page }) => {
    await page.goto('/');
    const why = page.getByRole('region', { name: 'Kenapa memilih kami?' });
    for (const reason of ['Rentang harga terbaik', 'Beragam pilihan paket', 'Agen terpercaya dan legal', 'Portofolio yang bisa dibagikan']) {
      await expect(why.getByRole('heading', { level: 3, name: reason })).toBeVisible();
    }
    const image = why.getByRole('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('alt', /^Ilustrasi /);
  });

  test('/home renders the same page with / as its canonical URL', async ({ page, baseURL }) => {
    const res = await page.goto('/home');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Temukan trip grup dari agen perjalanan terpercaya');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
    await expect(slides(page)).toHaveCount(4);
  });
});

test.describe('layout', () => {
  test('the navigation links are all there and the logo leads home', async ({ page, isMobile }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'TripKita' })).toHaveAttribute('href', '/');
    await openMenuIfPhone(page, isMobile);
    for (const name of NAV_LINKS) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).not.toHaveAttribute('aria-current');
    }
  });

  test('highlights the current list in the navigation', async ({ page, isMobile }) => {
    await page.goto('/tripLuarNegeri');
    await openMenuIfPhone(page, isMobile);
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Trip Luar Negeri', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Trip Dalam Negeri', exact: true })).not.toHaveAttribute('aria-current');
    await expect(nav.locator('[aria-current="page"]:visible')).toHaveCount(1);
  });

  test('the phone menu opens without JavaScript and shows the links', async ({ browser, isMobile }) => {
    test.skip(!isMobile, 'the menu button shows on phones only');
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto('/');
    const nav = mainNav(page);
    const menu = nav.locator('summary', { hasText: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(nav.getByRole('link', { name: 'FAQ', exact: true })).toBeHidden();
    await menu.click();
    for (const name of NAV_LINKS) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Trip Dalam Negeri', exact: true }).click();
    await expect(page).toHaveURL(/\/tripDalamNegeri$/);
    await context.close();
  });

  test('on desktop the links sit in the bar and the menu button is hidden', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop layout');
    await page.goto('/');
    await expect(mainNav(page).locator('summary', { hasText: 'Menu' })).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: 'Bergabung Menjadi Agen', exact: true })).toBeVisible();
  });

  test('a guest sees "Masuk"; a signed-in agent sees the business name linking to /beranda', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');

    // The seeded demo agent (README's demo login) signs in through the real API; the page's
    // request context shares the browser's cookies.
    const res = await page.request.post('/api/agent/login', {
      data: { email: DEMO_LOGIN.username, password: DEMO_LOGIN.password },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(200);
    const { namaBadanUsaha } = (await res.json()).data.agent as { namaBadanUsaha: string };
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: namaBadanUsaha })).toHaveAttribute('href', '/beranda');
    await expect(mainNav(page).getByRole('link', { name: 'Masuk' })).toHaveCount(0);
  });

  test('prerendered pages show a neutral "Area Agen" link', async ({ page }) => {
    await page.goto('/faq');
    await expect(mainNav(page).getByRole('link', { name: 'Area Agen' })).toHaveAttribute('href', '/beranda');
  });

  test('the skip link jumps to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Langsung ke konten utama' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the footer has its four columns with the help desk e-mail and WhatsApp', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const heading of ['Tentang', 'Metode Pembayaran', 'Media Sosial', 'Kontak']) {
      await expect(footer.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
    const about = footer.getByRole('region', { name: 'Tentang', exact: true });
    await expect(about.getByRole('link', { name: 'Tentang Kami' })).toHaveAttribute('href', '/tentangKami');
    await expect(about.getByRole('link', { name: 'Bergabung Menjadi Agen' })).toHaveAttribute('href', '/bergabungMenjadiAgen');
    await expect(about.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');

    const payments = footer.getByRole('list', { name: 'Metode pembayaran yang diterima agen' }).getByRole('img');
    await expect(payments).toHaveCount(site.paymentOptions.length);

    await expect(footer.getByRole('link', { name: `Facebook: ${site.facebookPage}` })).toHaveAttribute('href', site.facebookUrl);
    await expect(footer.getByRole('link', { name: `Instagram: @${site.instagramHandle}` })).toHaveAttribute('rel', /noopener/);
    await expect(footer.getByRole('link', { name: `E-mail: ${site.helpdeskEmail}` })).toHaveAttribute('href', `mailto:${site.helpdeskEmail}`);
    await expect(footer.getByRole('link', { name: /^WhatsApp: \+62 / })).toHaveAttribute('href', `https://wa.me/${site.helpdeskWhatsapp}`);
  });

  test('the footer columns sit side by side on desktop and stack on phones', async ({ page, isMobile }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const boxes = await Promise.all(
      ['Tentang', 'Metode Pembayaran', 'Media Sosial', 'Kontak'].map((name) =>
        footer.getByRole('region', { name, exact: true }).boundingBox(),
      ),
    );
    const tops = new Set(boxes.map((b) => Math.round(b!.y)));
    expect(tops.size).toBe(isMobile ? 4 : 1);
  });
});

test.describe('error pages', () => {
  test('an unknown URL answers 404 with the Indonesian page', async ({ page, request }) => {
    const res = await request.get('/halaman-yang-tidak-ada');
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('<meta name="robots" content="noindex, follow">');

    const visit = await page.goto('/halaman-yang-tidak-ada');
    expect(visit?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Ke halaman utama' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Trip Dalam Negeri' })).toHaveAttribute('href', '/tripDalamNegeri');
    await expect(main.getByRole('link', { name: 'Trip Luar Negeri' })).toHaveAttribute('href', '/tripLuarNegeri');
  });
});
