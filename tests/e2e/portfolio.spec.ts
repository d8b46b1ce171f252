// The agent uploads a portfolio item with a real photo, sees it on the public profile, and
// deletes it; Batalkan clears the form; an empty form shows its errors. Phone and desktop.
import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';

const photo = join(process.cwd(), 'tests/fixtures/images/portofolio-rombongan.jpg');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A fresh agent (signed in in this page's context) with one published package of its own. */
async function agentWithPackage(page: Page): Promise<{ agentId: number; judulPaket: string }> {
  const username = `porto${Date.now().toString(36)}${test.info().project.name}`.slice(0, 30);
  const reg = await page.request.post('/api/agent/create', {
    data: { email: `${username}@contoh.id`, username, password: 'Rahasia#2025', namaBadanUsaha: 'Rinjani Lestari Tour' },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const judulPaket = `Rinjani 3H2M ${Date.now().toString(36)}`;
  const trip = await page.request.post('/api/trip/create', {
    data: {
      deskripsi: { judul: judulPaket, deskripsi: 'Pendakian ke puncak Rinjani.', cover: null, detailDestinasi: [{ title: 'Segara Anak', image: null, description: 'Danau kawah.' }] },
      kota: 'Lombok Timur',
      provinsi: 'Nusa Tenggara Barat',
      kategori: 'lokal',
      informasiPenting: 'Wajib sehat jasmani.',
      lamaTrip: '3 Hari 2 Malam',
      semuaTermasuk: true,
      harga: { '1-3 orang': 2_500_000 },
      status: 'published',
    },
  });
  expect(trip.status(), await trip.text()).toBe(201);
  return { agentId: (await reg.json()).data.agent.id, judulPaket };
}

test('an agent uploads a portfolio item, sees it on the profile, and deletes it', async ({ page }) => {
  test.setTimeout(90_000);
  const { agentId, judulPaket } = await agentWithPackage(page);
  const judul = `Rombongan Kantor ${Date.now().toString(36)}`;

  await test.step('the empty page has the form and an empty list', async () => {
    await page.goto('/portofolio');
    await expect(page.getByRole('heading', { level: 1, name: 'Portofolio' })).toBeVisible();
    await expect(page.getByText('Belum ada portofolio')).toBeVisible();
  });

  await test.step('an empty form shows the errors at their fields', async () => {
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert')).toHaveText('Periksa kembali isian yang ditandai merah.');
    await expect(field(page, 'Judul Portofolio')).toHaveAccessibleDescription(/Judul Portofolio wajib diisi\./);
    await expect(field(page, 'Deskripsi Portofolio')).toHaveAccessibleDescription(/Deskripsi Portofolio wajib diisi\./);
    await expect(field(page, 'Foto Portofolio')).toHaveAccessibleDescription(/Unggah Foto Portofolio terlebih dahulu\./);
    await expect(field(page, 'Judul Portofolio')).toBeFocused();
  });

  await test.step('Batalkan clears the form', async () => {
    await field(page, 'Judul Portofolio').fill('Akan dibatalkan');
    await field(page, 'Deskripsi Portofolio').fill('Teks sementara.');
    await field(page, 'Tautan Paket Wisata').selectOption({ label: judulPaket });
    await field(page, 'Foto Portofolio').setInputFiles(photo);
    await expect(page.getByRole('button', { name: 'Hapus gambar' })).toBeVisible();
    await page.getByRole('button', { name: 'Batalkan' }).click();
    await expect(field(page, 'Judul Portofolio')).toHaveValue('');
    await expect(field(page, 'Deskripsi Portofolio')).toHaveValue('');
    await expect(field(page, 'Tautan Paket Wisata')).toHaveValue('');
    await expect(page.getByRole('img', { name: 'Pratinjau foto portofolio' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  await test.step('Upload saves the item, listed below the form', async () => {
    await field(page, 'Judul Portofolio').fill(judul);
    await expect(page.getByText(`${judul.length}/60`)).toBeVisible();
    await field(page, 'Deskripsi Portofolio').fill('Tiga puluh peserta mendaki bersama, cuaca cerah sepanjang jalan.');
    await field(page, 'Foto Portofolio').setInputFiles(photo);
    await expect(page.getByRole('img', { name: 'Pratinjau foto portofolio' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hapus gambar' })).toBeVisible();
    await field(page, 'Tautan Paket Wisata').selectOption({ label: judulPaket });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page).toHaveURL(/\/portofolio\?pesan=tersimpan$/);
    await expect(notice(page, 'Portofolio berhasil diunggah')).toBeVisible();
    const card = page.getByRole('article', { name: judul });
    const img = card.getByRole('img', { name: judul });
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    await expect(card.getByRole('link', { name: judulPaket })).toBeVisible();
  });

  await test.step('the item shows on the public profile, Portofolio tab', async () => {
    await page.goto(`/profile/${agentId}`);
    await page.getByRole('tab', { name: 'Portofolio' }).click();
    await expect(page.getByRole('img', { name: judul })).toBeVisible();
  });

  await test.step('Hapus asks first, then deletes the item', async () => {
    await page.goto('/portofolio');
    await page.getByRole('article', { name: judul }).getByRole('button', { name: `Hapus ${judul}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus portofolio?' });
    await expect(dialog).toContainText(`Portofolio “${judul}” akan dihapus permanen.`);
    await dialog.getByRole('button', { name: 'Ya, hapus' }).click();
    await expect(notice(page, 'Portofolio berhasil dihapus.')).toBeVisible();
    await expect(page.getByRole('article', { name: judul })).toHaveCount(0);
    await page.goto(`/profile/${agentId}`);
    await page.getByRole('tab', { name: 'Portofolio' }).click();
    await expect(page.getByRole('img', { name: judul })).toHaveCount(0);
  });
});
