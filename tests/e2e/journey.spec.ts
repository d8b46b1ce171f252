// The whole agent journey, as a new agent does it on a phone and on a desktop: from
// /bergabungMenjadiAgen through sign-up to a published package with photos that tourists see and
// can message about, then editing, portfolio, contacts, password, logging out and the guards.
import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';

const PASSWORD = 'Rahasia#2025';
const NEW_PASSWORD = 'Jalan!Jalan2026';
const image = (file: string) => join(process.cwd(), 'tests/fixtures/images', file);
const isPhone = () => test.info().project.name === 'phone';
/** A form field by its label, inside the page's main content. */
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const hydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

/** Goes to a dashboard section through the sidebar (the menu opens first on a phone). */
async function goToSection(page: Page, label: string, path: string) {
  if (isPhone()) await page.locator('[data-dashboard-menu] > summary').click();
  await page.getByRole('navigation', { name: 'Menu dashboard' }).getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await hydrated(page);
}

test('a new agent goes from /bergabungMenjadiAgen to a published package tourists can message about, and back out', async ({ page }) => {
  test.setTimeout(180_000);
  const tag = `${isPhone() ? 'p' : 'd'}${Date.now().toString(36)}`;
  const username = `jalan${tag}`.slice(0, 30);
  const email = `${username}@contoh.id`;
  const judul = `Bromo Sunrise ${tag}`;
  const edited = `${judul} Kemarau`;
  let agentId = 0;
  let tripId = 0;

  await test.step('the invitation leads to sign-up', async () => {
    await page.goto('/bergabungMenjadiAgen');
    // The header's button (the page repeats it at the end).
    await page.getByRole('main').getByRole('link', { name: 'Bergabung Menjadi Agen' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Daftar sebagai agen' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await hydrated(page);
  });

  await test.step('register: each error at its field, then automatic sign-in to /beranda', async () => {
    await page.getByRole('button', { name: 'Sign Up' }).click();
    for (const [label, message] of [
      ['Email', 'Email wajib diisi.'],
      ['Username', 'Username wajib diisi.'],
      ['Password', 'Password wajib diisi.'],
      ['Konfirmasi Password', 'Konfirmasi Password wajib diisi.'],
      ['Nama Badan Usaha', 'Nama Badan Usaha wajib diisi.'],
    ]) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
    }
    await field(page, 'Email').fill(email);
    await field(page, 'Username').fill('pendek');
    await field(page, 'Password').fill('rahasia');
    await field(page, 'Konfirmasi Password').fill('lain');
    await field(page, 'Nama Badan Usaha').fill('Jalan Jalan Nusantara');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(field(page, 'Username')).toHaveAccessibleDescription(/Username minimal 8 karakter\./);
    await expect(field(page, 'Password')).toHaveAccessibleDescription(/Password minimal 8 karakter\./);
    await expect(field(page, 'Konfirmasi Password')).toHaveAccessibleDescription(/harus sama dengan Password/);
    await field(page, 'Username').fill(username);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Konfirmasi Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/beranda$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Agen' })).toBeVisible();
    agentId = Number((await page.getByRole('link', { name: 'Lihat profil publik' }).getAttribute('href'))!.split('/').pop());
    expect(agentId).toBeGreaterThan(0);
  });

  await test.step('the first package: a cover and two destinations from real photos, published', async () => {
    await page.getByRole('link', { name: 'Buat paket pertama' }).click();
    await expect(page).toHaveURL(/\/paketWisata\?view=baru$/);
    await hydrated(page);
    await field(page, 'Judul').fill(judul);
    await field(page, 'Deskripsi').fill('Berangkat tengah malam dari Malang, menikmati matahari terbit di Penanjakan, lalu menyusuri lautan pasir.');
    await field(page, 'Foto Sampul').setInputFiles(image('sampul-bromo.jpg'));
    await expect(page.getByRole('img', { name: 'Pratinjau foto sampul' })).toBeVisible();
    await field(page, 'Judul Destinasi 1').fill('Penanjakan');
    await field(page, 'Deskripsi Destinasi 1').fill('Titik terbaik melihat matahari terbit di atas kaldera.');
    await field(page, 'Foto Destinasi 1').setInputFiles(image('destinasi-penanjakan.jpg'));
    await page.getByRole('button', { name: '+ Tambah destinasi' }).click();
    await field(page, 'Judul Destinasi 2').fill('Kawah Bromo');
    await field(page, 'Deskripsi Destinasi 2').fill('Mendaki 250 anak tangga ke bibir kawah yang masih aktif.');
    await field(page, 'Foto Destinasi 2').setInputFiles(image('destinasi-kawah.jpg'));
    await expect(page.getByRole('button', { name: 'Hapus gambar' })).toHaveCount(3);
    await field(page, 'Info Penting').fill('Bawa jaket tebal, masker, dan senter. Titik kumpul di Stasiun Malang pukul 23.00.');
    await field(page, 'Link Rundown').fill('https://docs.google.com/document/d/rundown-bromo');
    await field(page, 'Fasilitas Termasuk 1').fill('Jeep 4x4');
    await field(page, 'Fasilitas Tidak Termasuk 1').fill('Makan pagi');
    await field(page, 'Kota').fill('Malang');
    await field(page, 'Provinsi').selectOption('Jawa Timur');
    await page.getByRole('radio', { name: 'Tidak', exact: true }).check();
    await field(page, 'Lama Trip').fill('1 Hari');
    await field(page, 'Harga 1-3 orang (Rp)').fill('450000');
    await page.getByRole('button', { name: '+ Tambah harga' }).click();
    await field(page, 'Jumlah peserta 2').fill('4-6 orang');
    await field(page, 'Harga 4-6 orang (Rp)').fill('400000');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/paketWisata\?pesan=terbit&id=\d+$/);
    tripId = Number(new URL(page.url()).searchParams.get('id'));
    await expect(notice(page, 'Paket wisata berhasil dipublikasikan')).toBeVisible();
  });

  await test.step('tourists find it on /tripDalamNegeri, read every tab of its detail page, and see it on the profile', async () => {
    await page.goto('/tripDalamNegeri');
    await page.getByRole('link', { name: new RegExp(judul) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/tripDalamNegeri/detail/${tripId}$`));
    await expect(page.getByRole('heading', { level: 1, name: judul })).toBeVisible();
    const tab = (name: string) => page.getByRole('tablist', { name: 'Informasi trip' }).getByRole('tab', { name, exact: true });
    const panel = (name: string) => page.getByRole('tabpanel', { name, exact: true });
    await expect(panel('Deskripsi').getByRole('heading', { name: 'Destinasi 1: Penanjakan' })).toBeVisible();
    await expect(panel('Deskripsi').getByRole('heading', { name: 'Destinasi 2: Kawah Bromo' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Penanjakan' })).toBeVisible();
    await tab('Info Penting').click();
    await expect(panel('Info Penting')).toContainText('Bawa jaket tebal');
    await tab('Rundown').click();
    await expect(panel('Rundown').getByRole('link', { name: /Lihat rundown perjalanan/ })).toHaveAttribute('href', 'https://docs.google.com/document/d/rundown-bromo');
    await tab('Fasilitas').click();
    await expect(panel('Fasilitas').getByText('Jeep 4x4', { exact: true })).toBeVisible();
    await expect(panel('Fasilitas').getByText('Makan pagi', { exact: true })).toBeVisible();
    await tab('Harga').click();
    await expect(panel('Harga').getByRole('table')).toContainText('Rp450.000');
    await expect(panel('Harga').getByRole('table')).toContainText('Rp400.000');
    // No contact set yet: the contact section says so instead of showing dead buttons.
    await expect(page.getByRole('region', { name: 'Hubungi Agen' })).toContainText('belum mencantumkan kontak');

    await page.goto(`/profile/${agentId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jalan Jalan Nusantara' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Paket Wisata' }).getByRole('link', { name: new RegExp(judul) }).first()).toBeVisible();
  });

  await test.step('edit it from the dashboard: the new title shows publicly', async () => {
    await page.goto('/beranda');
    await expect(page.getByRole('region', { name: /Paket Wisata/ }).getByText('Dipublikasikan', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: `Edit ${judul}` }).click();
    await expect(page).toHaveURL(new RegExp(`/paketWisata\\?edit=${tripId}$`));
    await hydrated(page);
    await expect(field(page, 'Judul')).toHaveValue(judul);
    await field(page, 'Judul').fill(edited);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(notice(page, 'Perubahan paket wisata berhasil disimpan.')).toBeVisible();
    await page.goto(`/tripDalamNegeri/detail/${tripId}`);
    await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
  });

  await test.step('a portfolio item linked to the package shows on the profile', async () => {
    await page.goto('/beranda');
    await goToSection(page, 'Portofolio', '/portofolio');
    await field(page, 'Judul Portofolio').fill('Rombongan Kantor Mei');
    await field(page, 'Deskripsi Portofolio').fill('Tiga puluh peserta mendaki bersama, cuaca cerah sepanjang jalan.');
    await field(page, 'Foto Portofolio').setInputFiles(image('portofolio-rombongan.jpg'));
    await expect(page.getByRole('img', { name: 'Pratinjau foto portofolio' })).toBeVisible();
    await field(page, 'Tautan Paket Wisata').selectOption({ label: edited });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('article', { name: 'Rombongan Kantor Mei' })).toBeVisible();
    await page.goto(`/profile/${agentId}`);
    await page.getByRole('tab', { name: 'Portofolio', exact: true }).click();
    await expect(page.getByRole('tabpanel', { name: 'Portofolio' }).getByRole('img', { name: 'Rombongan Kantor Mei' })).toBeVisible();
  });

  await test.step('the profile’s contacts become the detail page’s contact links', async () => {
    await page.goto('/beranda');
    await goToSection(page, 'Profil Saya', '/profilSaya');
    await field(page, 'WhatsApp').fill('0812-3456-7890');
    await field(page, 'Telepon').fill('+62 341 555 123');
    await field(page, 'Instagram').fill('https://instagram.com/jalanjalan.nusantara');
    await field(page, 'Telegram').fill('@jalanjalan_nusantara');
    await field(page, 'Bio').fill('Trip grup Bromo dan Ijen sejak 2015.');
    await page.getByRole('button', { name: 'Simpan Profil' }).click();
    await expect(notice(page, 'Profil berhasil disimpan.')).toBeVisible();

    await page.goto(`/tripDalamNegeri/detail/${tripId}`);
    const contacts = page.getByRole('region', { name: 'Hubungi Agen' });
    const wa = contacts.getByRole('link', { name: 'WhatsApp', exact: true });
    await expect(wa).toHaveAttribute('href', /^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(decodeURIComponent((await wa.getAttribute('href'))!)).toContain(edited);
    await expect(contacts.getByRole('link', { name: 'Telepon', exact: true })).toHaveAttribute('href', 'tel:+62341555123');
    await expect(contacts.getByRole('link', { name: 'Instagram', exact: true })).toHaveAttribute('href', 'https://instagram.com/jalanjalan.nusantara');
    await expect(contacts.getByRole('link', { name: 'Telegram', exact: true })).toHaveAttribute('href', 'https://t.me/jalanjalan_nusantara');
    await expect(contacts.getByRole('link', { name: 'Facebook', exact: true })).toHaveCount(0);
  });

  await test.step('change the password', async () => {
    await page.goto('/beranda');
    await goToSection(page, 'Akun Saya', '/akunSaya');
    const form = page.getByRole('form', { name: 'Ubah Password' });
    await form.getByLabel('Password Saat Ini', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Password Baru', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Konfirmasi Password Baru', { exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Ubah Password' }).click();
    await expect(notice(page, 'Password berhasil diubah')).toBeVisible();
  });

  await test.step('log out, and the guards take over', async () => {
    if (isPhone()) await page.locator('[data-dashboard-menu] > summary').click();
    await page.getByRole('navigation', { name: 'Menu dashboard' }).getByRole('button', { name: 'Keluar' }).click();
    await expect(page).toHaveURL(/\/$/);
    for (const path of ['/beranda', '/paketWisata', '/portofolio', '/profilSaya', '/akunSaya', '/premium']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
    }
    await hydrated(page);
    await field(page, 'Email/Username').fill(username);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'salah' })).toHaveText('Email/username atau password salah.');
    await field(page, 'Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/premium$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/beranda$/);
  });
});
