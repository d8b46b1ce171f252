// The agent's dashboard pages on a phone and on a desktop: the sidebar (highlight, phone menu,
// Keluar), /beranda's sections and profile hints, /profilSaya (saved, normalised, licence,
// photo), /akunSaya (password and email), /premium, and a session that ends while a page is open.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const PASSWORD = 'Rahasia#2025';
/** A form field by its label, inside the page's main content (the footer has a 'Tentang' too). */
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });
const notice = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const image = (file: string) => join(process.cwd(), 'tests/fixtures/images', file);
const isPhone = () => test.info().project.name === 'phone';
/** Waits until the page's islands are interactive (Astro drops `ssr` once an island hydrated). */
const hydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

interface Agent {
  id: number;
  username: string;
  email: string;
}

/** A fresh agent registered in the page's own context, so the page is signed in. */
async function signedIn(page: Page, tag: string, nama = 'Nusantara Trip Wisata'): Promise<Agent> {
  const username = `${tag}${test.info().project.name.slice(0, 1)}${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.slice(0, 30);
  const email = `${username}@contoh.id`;
  const res = await page.request.post('/api/agent/create', { data: { email, username, password: PASSWORD, namaBadanUsaha: nama } });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).data.agent.id, username, email };
}

/** The dashboard menu as the agent sees it: opened first on a phone. */
async function dashboardMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Menu dashboard' });
  if (isPhone()) {
    await expect(menu).toBeHidden();
    await page.locator('[data-dashboard-menu] > summary').click();
  }
  await expect(menu).toBeVisible();
  return menu;
}

const SECTIONS: Array<[string, string, string]> = [
  ['/beranda', 'Beranda', 'Dashboard Agen'],
  ['/paketWisata', 'Paket Wisata', 'Paket Wisata'],
  ['/portofolio', 'Portofolio', 'Portofolio'],
  ['/profilSaya', 'Profil Saya', 'Profil Saya'],
  ['/akunSaya', 'Akun Saya', 'Akun Saya'],
  ['/premium', 'Premium', 'Premium'],
];

test('the sidebar lists every section, highlights the current one and collapses on phones', async ({ page }) => {
  await signedIn(page, 'sidebar', 'Sidebar Wisata');
  for (const [path, label, heading] of SECTIONS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    const menu = await dashboardMenu(page);
    await expect(menu.getByRole('link')).toHaveText(SECTIONS.map(([, l]) => new RegExp(l)));
    await expect(menu.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(menu.getByRole('button', { name: 'Keluar' })).toBeVisible();
  }
  // The agent's name heads the sidebar (on phones, in the menu's bar).
  await expect(page.locator('[data-agent-name]').filter({ visible: true })).toHaveText('Sidebar Wisata');

  // A link in the menu goes to its page.
  await page.goto('/beranda');
  const menu = await dashboardMenu(page);
  await menu.getByRole('link', { name: 'Premium' }).click();
  await expect(page).toHaveURL(/\/premium$/);
  if (isPhone()) await expect(page.getByRole('navigation', { name: 'Menu dashboard' })).toBeHidden();
});

test('/beranda shows empty sections with a first-step button, then the agent’s own packages and portfolio', async ({ page }) => {
  const agent = await signedIn(page, 'beranda');
  await page.goto('/beranda');
  const paket = page.getByRole('region', { name: 'Paket Wisata' });
  const porto = page.getByRole('region', { name: 'Portofolio' });
  await expect(paket.getByText('Belum ada paket wisata')).toBeVisible();
  await expect(paket.getByRole('link', { name: 'Buat paket pertama' })).toHaveAttribute('href', '/paketWisata?view=baru');
  await expect(porto.getByText('Belum ada portofolio')).toBeVisible();
  await expect(porto.getByRole('link', { name: 'Unggah portofolio pertama' })).toHaveAttribute('href', '/portofolio');

  const hints = page.getByRole('region', { name: 'Lengkapi profil Anda' });
  await expect(hints.getByRole('link', { name: 'Nomor WhatsApp' })).toHaveAttribute('href', '/profilSaya#f-whatsapp');
  for (const name of ['Foto profil', 'Bio', 'Alamat kantor', 'Surat Izin Usaha']) await expect(hints.getByRole('link', { name, exact: true })).toBeVisible();
  await hints.getByRole('link', { name: 'Nomor WhatsApp' }).click();
  await expect(page).toHaveURL(/\/profilSaya#f-whatsapp$/);
  await expect(field(page, 'WhatsApp')).toBeInViewport();

  // The agent's own items (made through the API, as the forms would) with their status and edit links.
  const upload = await page.request.post('/api/media/upload', { multipart: { file: { name: 'f.jpg', mimeType: 'image/jpeg', buffer: readFileSync(image('sampul-bromo.jpg')) } } });
  const foto = (await upload.json()).data.url;
  const trip = (judul: string, status: string) => ({
    deskripsi: { judul, deskripsi: 'Trip grup.', cover: foto, detailDestinasi: [{ title: 'Bromo', image: null, description: 'Kaldera.' }] },
    kota: 'Malang',
    provinsi: 'Jawa Timur',
    kategori: 'lokal',
    informasiPenting: 'Bawa jaket.',
    lamaTrip: '1 Hari',
    semuaTermasuk: true,
    harga: { '1-3 orang': 450000 },
    status,
  });
  const published = (await (await page.request.post('/api/trip/create', { data: trip('Sunrise Bromo Terbit', 'published') })).json()).data.id;
  const draft = (await (await page.request.post('/api/trip/create', { data: trip('Ijen Masih Draft', 'draft') })).json()).data.id;
  const item = await page.request.post('/api/portofolio/create', { data: { judul: 'Rombongan Mei', deskripsi: 'Tiga puluh peserta.', foto, tripId: published } });
  expect(item.status()).toBe(201);

  await page.goto('/beranda');
  const rowOf = (judul: string) => paket.getByRole('listitem').filter({ hasText: judul });
  await expect(rowOf('Sunrise Bromo Terbit').getByText('Dipublikasikan')).toBeVisible();
  await expect(rowOf('Ijen Masih Draft').getByText('Draft', { exact: true })).toBeVisible();
  await expect(rowOf('Ijen Masih Draft').getByRole('link', { name: 'Lihat Ijen Masih Draft' })).toHaveCount(0);
  await expect(rowOf('Sunrise Bromo Terbit').getByRole('link', { name: 'Lihat Sunrise Bromo Terbit' })).toHaveAttribute('href', `/tripDalamNegeri/detail/${published}`);
  await expect(paket.getByRole('link', { name: 'Tambah paket' })).toHaveAttribute('href', '/paketWisata?view=baru');
  await rowOf('Ijen Masih Draft').getByRole('link', { name: 'Edit Ijen Masih Draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/paketWisata\\?edit=${draft}$`));
  await expect(field(page, 'Judul')).toHaveValue('Ijen Masih Draft');

  await page.goto('/beranda');
  await expect(porto.getByRole('link', { name: 'Rombongan Mei' })).toHaveAttribute('href', '/portofolio');
  await expect(page.getByRole('link', { name: 'Lihat profil publik' })).toHaveAttribute('href', `/profile/${agent.id}`);
});

test('/profilSaya saves every field, normalises contacts, keeps the licence private and renames the sidebar', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const agent = await signedIn(page, 'profil', 'Agen Lama');
  await page.goto('/profilSaya');
  await hydrated(page);
  await expect(field(page, 'Nama Badan Usaha')).toHaveValue('Agen Lama');

  await test.step('errors show at their fields; the bio counts as the agent types', async () => {
    await field(page, 'WhatsApp').fill('nomor saya');
    await field(page, 'Instagram').fill('https://facebook.com/bukan-instagram');
    await field(page, 'Bio').fill('b'.repeat(501));
    await expect(page.getByText('501/500')).toBeVisible();
    await page.getByRole('button', { name: 'Simpan Profil' }).click();
    await expect(field(page, 'WhatsApp')).toHaveAccessibleDescription(/Nomor WhatsApp tidak valid/);
    await expect(field(page, 'Instagram')).toHaveAccessibleDescription(/Akun Instagram tidak valid/);
    await expect(field(page, 'Bio')).toHaveAccessibleDescription(/Bio maksimal 500 karakter\./);
    // The first field in error, in the page's order, takes the focus.
    await expect(field(page, 'Bio')).toBeFocused();
  });

  await test.step('every field is saved; phones and handles come back in their stored shape', async () => {
    await field(page, 'Nama Badan Usaha').fill('Nusantara Trip Wisata');
    await field(page, 'Alamat Kantor').fill('Jl. Ijen No. 12, Malang');
    await field(page, 'Nama PIC').fill('Dewi Lestari');
    await field(page, 'Kontak PIC (WhatsApp)').fill('0813-3000-1111');
    await field(page, 'Bio').fill('Trip grup Bromo dan Ijen sejak 2015.');
    await expect(page.getByText('36/500')).toBeVisible();
    await field(page, 'Tentang').fill('Kami agen resmi di Malang dengan 40 pemandu lokal.');
    await field(page, 'Telepon').fill('(0341) 555-123');
    await field(page, 'Telegram').fill('https://t.me/nusantaratrip');
    await field(page, 'WhatsApp').fill('+62 812-3456-7890');
    await field(page, 'Line').fill('@nusantaratrip');
    await field(page, 'Instagram').fill('https://www.instagram.com/nusantara.trip/');
    await field(page, 'Twitter').fill('@nusantaratrip');
    await field(page, 'Facebook').fill('facebook.com/nusantaratrip');
    await field(page, 'Foto Profil').setInputFiles(image('portofolio-rombongan.jpg'));
    await expect(page.getByRole('img', { name: 'Pratinjau foto profil' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hapus gambar' })).toBeVisible();

    const save = page.getByRole('button', { name: 'Simpan Profil' });
    await save.click();
    await expect(notice(page, 'Profil berhasil disimpan.')).toBeVisible();
    await expect(save).toBeEnabled();
    await expect(field(page, 'WhatsApp')).toHaveValue('6281234567890');
    await expect(field(page, 'Kontak PIC (WhatsApp)')).toHaveValue('6281330001111');
    await expect(field(page, 'Telepon')).toHaveValue('62341555123');
    await expect(field(page, 'Instagram')).toHaveValue('nusantara.trip');
    await expect(field(page, 'Telegram')).toHaveValue('nusantaratrip');
    // The new business name shows in the sidebar at once, and after a reload.
    await expect(page.locator('[data-agent-name]').filter({ visible: true })).toHaveText('Nusantara Trip Wisata');
    await page.reload();
    await hydrated(page);
    await expect(field(page, 'Tentang')).toHaveValue('Kami agen resmi di Malang dengan 40 pemandu lokal.');
    await expect(field(page, 'Facebook')).toHaveValue('nusantaratrip');
    await expect(page.getByRole('img', { name: 'Pratinjau foto profil' })).toBeVisible();
  });

  await test.step('the public profile shows them as contact links', async () => {
    await page.goto(`/profile/${agent.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nusantara Trip Wisata' })).toBeVisible();
    await page.getByRole('tab', { name: 'Hubungi Kami', exact: true }).click();
    const contacts = page.getByRole('tabpanel', { name: 'Hubungi Kami' });
    await expect(contacts.getByRole('link', { name: 'WhatsApp', exact: true })).toHaveAttribute('href', /^https:\/\/wa\.me\/6281234567890/);
    await expect(contacts.getByRole('link', { name: 'Telepon', exact: true })).toHaveAttribute('href', 'tel:+62341555123');
    await expect(contacts.getByRole('link', { name: 'Instagram', exact: true })).toHaveAttribute('href', 'https://instagram.com/nusantara.trip');
    await expect(page.getByText('Dewi Lestari')).toHaveCount(0);
  });

  await test.step('the licence uploads at once, is "Menunggu verifikasi" and downloads only for its agent', async () => {
    await page.goto('/profilSaya');
    await hydrated(page);
    await expect(page.getByText('Belum diverifikasi')).toBeVisible();
    await expect(page.getByText('Belum ada dokumen.')).toBeVisible();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await field(page, 'File Surat Izin Usaha').setInputFiles({ name: 'izin.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan dokumen') });
    await expect(field(page, 'File Surat Izin Usaha')).toHaveAccessibleDescription(/Dokumen harus berupa PDF, JPEG, atau PNG\./);
    await field(page, 'File Surat Izin Usaha').setInputFiles({ name: 'izin-usaha.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(notice(page, 'Surat Izin Usaha berhasil diunggah')).toBeVisible();
    await expect(page.getByText('Menunggu verifikasi', { exact: true })).toBeVisible();
    await expect(page.getByText('Sudah diunggah', { exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Unduh' }).click();
    expect((await download).suggestedFilename()).toBe(`surat-izin-usaha-${agent.username}.pdf`);

    // A browser without this agent's session gets nothing.
    const other = await browser.newContext({ baseURL });
    const res = await other.request.get('/api/agent/licence');
    expect(res.status()).toBe(401);
    await other.close();
  });
});

test('/akunSaya changes the password and the email, with errors at their fields', async ({ page, request }) => {
  const agent = await signedIn(page, 'akun');
  await page.goto('/akunSaya');
  await hydrated(page);
  const data = page.getByRole('region', { name: 'Data Akun' });
  await expect(data.getByText(agent.email, { exact: true })).toBeVisible();
  await expect(data.getByText(`@${agent.username}`)).toBeVisible();

  const pw = page.getByRole('form', { name: 'Ubah Password' });
  await pw.getByLabel('Password Saat Ini', { exact: true }).fill('Salah#2025');
  await pw.getByLabel('Password Baru', { exact: true }).fill('Baru!2025xyz');
  await pw.getByLabel('Konfirmasi Password Baru', { exact: true }).fill('Baru!2025xy');
  await pw.getByRole('button', { name: 'Ubah Password' }).click();
  await expect(pw.getByLabel('Konfirmasi Password Baru', { exact: true })).toHaveAccessibleDescription(/harus sama dengan Password Baru/);
  await pw.getByLabel('Konfirmasi Password Baru', { exact: true }).fill('Baru!2025xyz');
  await pw.getByRole('button', { name: 'Ubah Password' }).click();
  await expect(pw.getByLabel('Password Saat Ini', { exact: true })).toHaveAccessibleDescription(/Password saat ini salah\./);
  await pw.getByLabel('Password Saat Ini', { exact: true }).fill(PASSWORD);
  await pw.getByRole('button', { name: 'Ubah Password' }).click();
  await expect(notice(page, 'Password berhasil diubah')).toBeVisible();
  await expect(pw.getByLabel('Password Baru', { exact: true })).toHaveValue('');

  const em = page.getByRole('form', { name: 'Ubah Email' });
  const other = `lain${agent.username}`.slice(0, 30);
  // Another agent, registered outside this browser, has the address the agent wants.
  expect((await request.post('/api/agent/create', { data: { email: `${other}@contoh.id`, username: other, password: PASSWORD, namaBadanUsaha: 'Agen Lain' } })).status()).toBe(201);
  await em.getByLabel('Email Baru', { exact: true }).fill(`${other}@contoh.id`);
  await em.getByLabel('Password Saat Ini', { exact: true }).fill('Baru!2025xyz');
  await em.getByRole('button', { name: 'Ubah Email' }).click();
  await expect(em.getByLabel('Email Baru', { exact: true })).toHaveAccessibleDescription(/Email sudah terdaftar\./);
  await em.getByLabel('Email Baru', { exact: true }).fill(`kantor.${agent.username}@contoh.id`);
  await em.getByRole('button', { name: 'Ubah Email' }).click();
  await expect(notice(page, 'Email berhasil diubah.')).toBeVisible();
  await expect(data.getByText(`kantor.${agent.username}@contoh.id`, { exact: true })).toBeVisible();
});

test('/premium compares Gratis and Premium in a table and asks the help desk over WhatsApp', async ({ page }) => {
  const agent = await signedIn(page, 'premium', 'Premium Ceria Tour');
  await page.goto('/premium');
  const table = page.getByRole('table', { name: 'Perbandingan paket Gratis dan Premium' });
  await expect(table.getByRole('columnheader')).toHaveText(['Fitur', 'Gratis', 'Premium']);
  const row = table.getByRole('row', { name: /Posisi unggulan di beranda/ });
  await expect(row.getByRole('cell').nth(0)).toContainText('Tidak');
  await expect(row.getByRole('cell').nth(1).getByRole('img', { name: 'Ya' })).toBeVisible();
  const ask = page.getByRole('link', { name: 'Tanya Premium via WhatsApp' });
  const href = await ask.getAttribute('href');
  expect(href).toMatch(/^https:\/\/wa\.me\/6281130002026\?text=/);
  const text = new URL(href!).searchParams.get('text');
  expect(text).toContain('Premium Ceria Tour');
  expect(text).toContain(`@${agent.username}`);
  await expect(ask).toHaveAttribute('target', '_blank');
  await expect(page.getByText('Tidak ada pembayaran di situs ini', { exact: false })).toBeVisible();
});

test('Keluar ends the session, clears the store and goes home; the dashboard then asks to sign in', async ({ page }) => {
  await signedIn(page, 'keluar', 'Keluar Trip');
  await page.goto('/akunSaya');
  expect(await page.evaluate(() => sessionStorage.getItem('tripkita:agent'))).toContain('Keluar Trip');
  const menu = await dashboardMenu(page);
  await menu.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Masuk' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('tripkita:agent'))).toBeNull();
  expect((await page.request.get('/api/agent/me')).status()).toBe(401);
  for (const path of ['/beranda', '/profilSaya', '/akunSaya', '/premium']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
  }
});

test('Keluar works without JavaScript too', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: isPhone() ? { width: 390, height: 844 } : undefined });
  const page = await context.newPage();
  await signedIn(page, 'nojs');
  await page.goto('/beranda');
  if (isPhone()) await page.locator('[data-dashboard-menu] > summary').click();
  await page.getByRole('navigation', { name: 'Menu dashboard' }).getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/beranda');
  await expect(page).toHaveURL(/\/login\?next=%2Fberanda$/);
  await context.close();
});

/** The same account signed in on another device (its own context). */
async function otherDevice(browser: Browser, baseURL: string | undefined, username: string) {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/api/agent/login', { data: { email: username, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return context;
}

test('a session ended elsewhere sends the open page to /login with "Sesi Anda berakhir" and back after signing in', async ({ page, browser, baseURL }) => {
  const agent = await signedIn(page, 'berakhir');
  const device = await otherDevice(browser, baseURL, agent.username);
  const stale = await device.newPage();
  await stale.goto('/profilSaya');
  await hydrated(stale);

  // The password changes on the first device: the other device's session ends.
  const change = await page.request.post('/api/agent/password', { data: { passwordSaatIni: PASSWORD, passwordBaru: 'Baru!2025xyz', konfirmasiPasswordBaru: 'Baru!2025xyz' } });
  expect(change.status()).toBe(200);

  // The open form's next call answers 401: the page goes to /login with the message.
  await stale.getByLabel('Bio', { exact: true }).fill('Bio yang tidak sempat tersimpan.');
  await stale.getByRole('button', { name: 'Simpan Profil' }).click();
  await expect(stale).toHaveURL(/\/login\?next=%2FprofilSaya&sesi=berakhir$/);
  await expect(stale.getByRole('status').filter({ hasText: 'Sesi Anda berakhir' })).toHaveText('Sesi Anda berakhir, silakan masuk lagi.');
  await hydrated(stale);
  await stale.getByLabel('Email/Username', { exact: true }).fill(agent.username);
  await stale.getByLabel('Password', { exact: true }).fill('Baru!2025xyz');
  await stale.getByRole('button', { name: 'Login' }).click();
  await expect(stale).toHaveURL(/\/profilSaya$/);
  await device.close();
});

test('a dashboard page opened with an ended session redirects to /login with the message', async ({ page, browser, baseURL }) => {
  const agent = await signedIn(page, 'kedaluwarsa');
  const device = await otherDevice(browser, baseURL, agent.username);
  const change = await page.request.post('/api/agent/password', { data: { passwordSaatIni: PASSWORD, passwordBaru: 'Baru!2025xyz', konfirmasiPasswordBaru: 'Baru!2025xyz' } });
  expect(change.status()).toBe(200);
  const stale = await device.newPage();
  await stale.goto('/premium');
  await expect(stale).toHaveURL(/\/login\?next=%2Fpremium&sesi=berakhir$/);
  await expect(stale.getByText('Sesi Anda berakhir, silakan masuk lagi.')).toBeVisible();
  await device.close();
});
