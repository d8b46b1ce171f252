import { expect, test, type Page } from '@playwright/test';

/** Opens a page and records every script it requests. */
async function open(page: Page, path: string) {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  await page.waitForLoadState('load');
  return scripts;
}

test.describe('FAQ', () => {
  test('lists the questions about becoming an agent as an accordion that opens on click', async ({ page }) => {
    const scripts = await open(page, '/faq');
    await expect(page).toHaveTitle('FAQ Agen Perjalanan | TripKita');
    await expect(page.getByRole('heading', { level: 1, name: 'Pertanyaan yang Sering Diajukan' })).toBeVisible();

    const main = page.getByRole('main');
    const questions = main.locator('details');
    expect(await questions.count()).toBeGreaterThanOrEqual(8);

    const question = main.locator('details', { hasText: 'Apakah bergabung dengan TripKita dikenakan biaya?' });
    const answer = question.getByText('Mendaftar, melengkapi profil, menerbitkan paket wisata');
    await expect(question).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();
    await question.getByText('Apakah bergabung dengan TripKita dikenakan biaya?').click();
    await expect(question).toHaveAttribute('open');
    await expect(answer).toBeVisible();
    await question.getByText('Apakah bergabung dengan TripKita dikenakan biaya?').click();
    await expect(answer).toBeHidden();

    expect(scripts).toEqual([]);
    await expect(page.locator('script')).toHaveCount(0);
  });

  test('answers the questions an agent asks first', async ({ page }) => {
    await open(page, '/faq');
    const main = page.getByRole('main');
    for (const q of [
      'Siapa saja yang bisa bergabung menjadi agen?',
      'Bagaimana proses verifikasi izin usaha?',
      'Bagaimana cara menerbitkan paket wisata?',
      'Bagaimana wisatawan menghubungi saya, dan apakah pembayaran lewat TripKita?',
      'Apakah data dan dokumen saya aman?',
    ]) {
      await expect(main.getByText(q, { exact: true })).toBeVisible();
    }
    // The first question in order is the benefits one.
    await expect(main.locator('details summary').first()).toHaveText('Apa keuntungan menjadi agen di TripKita?');
    await expect(main.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });
    test('the accordion still opens', async ({ page }) => {
      await open(page, '/faq');
      const question = page.getByRole('main').locator('details', { hasText: 'Bagaimana proses verifikasi izin usaha?' });
      await question.getByText('Bagaimana proses verifikasi izin usaha?').click();
      await expect(question.getByText('Setelah terunggah, status verifikasi berubah menjadi')).toBeVisible();
    });
  });
});

test.describe('Tentang Kami', () => {
  test('shows the about text, services, reasons and three team members', async ({ page }) => {
    const scripts = await open(page, '/tentangKami');
    await expect(page).toHaveTitle('Tentang Kami | TripKita');
    await expect(page.getByRole('heading', { level: 1, name: 'Tentang TripKita' })).toBeVisible();
    await expect(page.getByText('Kami tidak menjual tiket dan tidak memproses pembayaran.', { exact: false })).toBeVisible();

    const layanan = page.getByRole('region', { name: 'Layanan Kami' });
    await expect(layanan.getByRole('listitem')).toHaveCount(4);
    const alasan = page.getByRole('region', { name: 'Kenapa Memilih TripKita' });
    for (const point of ['Rentang harga terbaik', 'Pilihan paket beragam', 'Agen terpercaya', 'Portofolio yang bisa dibagikan']) {
      await expect(alasan.getByRole('heading', { name: point })).toBeVisible();
    }
    const tim = page.getByRole('region', { name: 'Tim di Balik TripKita' });
    await expect(tim.getByRole('listitem')).toHaveCount(3);
    await expect(tim.getByRole('heading', { name: 'Rina Kartika' })).toBeVisible();
    await expect(tim.getByText('Pendiri & CEO')).toBeVisible();

    expect(scripts).toEqual([]);
    await expect(page.locator('script')).toHaveCount(0);
  });
});

test.describe('Bergabung Menjadi Agen', () => {
  test('invites agents and its button goes to the login page', async ({ page }) => {
    const scripts = await open(page, '/bergabungMenjadiAgen');
    await expect(page).toHaveTitle('Bergabung Menjadi Agen | TripKita');
    await expect(page.getByRole('heading', { level: 1, name: 'Bergabung Menjadi Agen TripKita' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Yang Anda dapatkan' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Tiga langkah untuk mulai' }).getByRole('listitem')).toHaveCount(3);

    const main = page.getByRole('main');
    const joins = main.getByRole('link', { name: 'Bergabung Menjadi Agen', exact: true });
    expect(await joins.count()).toBeGreaterThanOrEqual(1);
    for (const link of await joins.all()) await expect(link).toHaveAttribute('href', '/login');
    for (const link of await main.getByRole('link', { name: 'Daftar', exact: true }).all()) {
      await expect(link).toHaveAttribute('href', '/register');
    }
    await expect(main.getByText('Belum punya akun?').first()).toBeVisible();

    expect(scripts).toEqual([]);
    await expect(page.locator('script')).toHaveCount(0);

    await joins.first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('the three pages name their canonical URL and describe themselves', async ({ page }) => {
  for (const path of ['/faq', '/tentangKami', '/bergabungMenjadiAgen']) {
    await open(page, path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  }
});
