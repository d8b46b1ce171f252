// The agent publishes a package with real photos, sees it where tourists look, edits it,
// and makes and deletes a draft: /paketWisata on a phone and on a desktop.
import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';

const image = (file: string) => join(process.cwd(), 'tests/fixtures/images', file);
const PASSWORD = 'Rahasia#2025';

/** A fresh agent registered through the API in the page's own context (so the page is signed in). */
async function registerAgent(page: Page, tag: string): Promise<number> {
  const username = `${tag}${Date.now().toString(36)}${test.info().project.name}`.slice(0, 30);
  const res = await page.request.post('/api/agent/create', {
    data: { email: `${username}@contoh.id`, username, password: PASSWORD, namaBadanUsaha: 'Bromo Ceria Tour' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.agent.id;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Fills the fields every package needs (no photos), as an agent would. */
async function fillRequired(page: Page, p: { judul: string; kota: string; provinsi: string; harga: string }) {
  await field(page, 'Judul').fill(p.judul);
  await field(page, 'Deskripsi').fill('Berangkat tengah malam dari Malang, menikmati matahari terbit di Penanjakan, lalu menyusuri lautan pasir.');
  await field(page, 'Judul Destinasi 1').fill('Penanjakan');
  await field(page, 'Deskripsi Destinasi 1').fill('Titik terbaik melihat matahari terbit di atas kaldera.');
  await field(page, 'Info Penting').fill('Bawa jaket tebal, masker, dan senter. Titik kumpul di Stasiun Malang pukul 23.00.');
  await field(page, 'Kota').fill(p.kota);
  await field(page, 'Provinsi').selectOption(p.provinsi);
  await page.getByRole('radio', { name: 'Tidak', exact: true }).check();
  await field(page, 'Lama Trip').fill('1 Hari');
  await field(page, 'Harga 1-3 orang (Rp)').fill(p.harga);
}

test('an agent publishes a package with photos, sees it publicly, edits it, and deletes a draft', async ({ page }) => {
  test.setTimeout(120_000);
  const agentId = await registerAgent(page, 'paket');
  const judul = `Sunrise Bromo ${Date.now().toString(36)}`;
  let tripId = 0;

  await test.step('the empty list offers to make the first package', async () => {
    await page.goto('/paketWisata');
    await expect(page.getByRole('heading', { level: 1, name: 'Paket Wisata' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Belum ada paket wisata' })).toBeVisible();
    await page.getByRole('link', { name: 'Buat paket pertama' }).click();
    await expect(page).toHaveURL(/\/paketWisata\?view=baru$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tambah Paket Wisata' })).toBeVisible();
  });

  await test.step('the back link returns to the list, and Publish Sekarang opens the form again', async () => {
    await page.getByRole('link', { name: 'Kembali ke daftar paket' }).click();
    await expect(page).toHaveURL(/\/paketWisata$/);
    await page.getByRole('link', { name: 'Publish Sekarang' }).click();
    await expect(page).toHaveURL(/\/paketWisata\?view=baru$/);
  });

  await test.step('an empty form shows the errors at their fields', async () => {
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('alert')).toHaveText('Periksa kembali isian yang ditandai merah.');
    const expectations: Array<[string, string]> = [
      ['Judul', 'Judul wajib diisi.'],
      ['Deskripsi', 'Deskripsi wajib diisi.'],
      ['Judul Destinasi 1', 'Judul destinasi wajib diisi.'],
      ['Info Penting', 'Info Penting wajib diisi.'],
      ['Kota', 'Kota wajib diisi.'],
      ['Provinsi', 'Provinsi/Negara wajib diisi.'],
      ['Lama Trip', 'Lama trip wajib diisi.'],
      ['Harga 1-3 orang (Rp)', 'Harga wajib diisi.'],
    ];
    for (const [label, message] of expectations) {
      await expect(field(page, label), label).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, label), label).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
    }
    await expect(page.getByText('Pilih ya atau tidak.')).toBeVisible();
    await expect(field(page, 'Judul')).toBeFocused();
  });

  await test.step('the agent fills the form: counters, two destinations with photos, facilities, prices', async () => {
    await fillRequired(page, { judul, kota: 'Malang', provinsi: 'Jawa Timur', harga: '450000' });
    await expect(field(page, 'Judul')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(`${judul.length}/60`)).toBeVisible();
    await expect(field(page, 'Info Penting')).toHaveAccessibleDescription(/Maksimal 1200 karakter/);
    await expect(field(page, 'Harga 1-3 orang (Rp)')).toHaveValue('450.000');

    await field(page, 'Foto Sampul').setInputFiles(image('sampul-bromo.jpg'));
    await expect(page.getByRole('img', { name: 'Pratinjau foto sampul' })).toBeVisible();

    await page.getByRole('button', { name: '+ Tambah destinasi' }).click();
    await field(page, 'Judul Destinasi 2').fill('Kawah Bromo');
    await field(page, 'Deskripsi Destinasi 2').fill('Mendaki 250 anak tangga ke bibir kawah yang masih aktif.');
    await field(page, 'Foto Destinasi 1').setInputFiles(image('destinasi-penanjakan.jpg'));
    await field(page, 'Foto Destinasi 2').setInputFiles(image('destinasi-kawah.jpg'));
    await expect(page.getByRole('button', { name: 'Hapus gambar' })).toHaveCount(3);

    await field(page, 'Link Rundown').fill('https://docs.google.com/document/d/rundown-bromo');
    await field(page, 'Fasilitas Termasuk 1').fill('Jeep 4x4');
    await page.getByRole('button', { name: '+ Tambah fasilitas' }).first().click();
    await field(page, 'Fasilitas Termasuk 2').fill('Tiket masuk Taman Nasional');
    await field(page, 'Fasilitas Tidak Termasuk 1').fill('Makan pagi');

    await page.getByRole('button', { name: '+ Tambah harga' }).click();
    await field(page, 'Jumlah peserta 2').fill('4-6 orang');
    await field(page, 'Harga 4-6 orang (Rp)').fill('400000');
    await field(page, 'Catatan Harga').fill('Harga per orang.');
  });

  await test.step('Publish saves it and returns to the list with a notice', async () => {
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/paketWisata\?pesan=terbit&id=\d+$/);
    tripId = Number(new URL(page.url()).searchParams.get('id'));
    await expect(notice(page, 'Paket wisata berhasil dipublikasikan')).toBeVisible();
    const card = page.getByRole('article', { name: judul });
    await expect(card.getByText('Dipublikasikan')).toBeVisible();
    await expect(card.getByText('Rp450.000')).toBeVisible();
    const cover = card.getByRole('img', { name: `Foto sampul ${judul}` });
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  await test.step('tourists see it on /tripDalamNegeri, its detail page and the agent profile', async () => {
    await page.goto('/tripDalamNegeri');
    const listed = page.getByRole('link', { name: new RegExp(judul) });
    await expect(listed).toBeVisible();
    await listed.click();
    await expect(page).toHaveURL(new RegExp(`/tripDalamNegeri/detail/${tripId}$`));
    await expect(page.getByRole('heading', { level: 1, name: judul })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Penanjakan' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Kawah Bromo' })).toBeVisible();

    await page.goto(`/profile/${agentId}`);
    await expect(page.getByRole('link', { name: new RegExp(judul) })).toBeVisible();
  });

  const edited = `${judul} Edisi Kemarau`;
  await test.step('Edit loads the package; a new title and order show publicly', async () => {
    await page.goto('/paketWisata');
    await page.getByRole('article', { name: judul }).getByRole('link', { name: `Edit ${judul}` }).click();
    await expect(page).toHaveURL(new RegExp(`/paketWisata\\?edit=${tripId}$`));
    await expect(field(page, 'Judul')).toHaveValue(judul);
    await expect(field(page, 'Judul Destinasi 2')).toHaveValue('Kawah Bromo');
    await expect(field(page, 'Harga 4-6 orang (Rp)')).toHaveValue('400.000');
    await field(page, 'Judul').fill(edited);
    await page.getByRole('button', { name: 'Pindahkan destinasi 2 ke atas' }).click();
    await expect(field(page, 'Judul Destinasi 1')).toHaveValue('Kawah Bromo');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(notice(page, 'Perubahan paket wisata berhasil disimpan.')).toBeVisible();

    await page.goto(`/tripDalamNegeri/detail/${tripId}`);
    await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Destinasi 1: Kawah Bromo' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Destinasi 2: Penanjakan' })).toBeVisible();
  });

  const draft = `Draft Ijen ${Date.now().toString(36)}`;
  await test.step('a draft is saved, filtered, and stays private', async () => {
    await page.goto('/paketWisata?view=baru');
    await fillRequired(page, { judul: draft, kota: 'Banyuwangi', provinsi: 'Jawa Timur', harga: '650000' });
    await page.getByRole('button', { name: 'Simpan sebagai Draft' }).click();
    await expect(notice(page, 'disimpan sebagai draft')).toBeVisible();
    const card = page.getByRole('article', { name: draft });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: /^Lihat/ })).toHaveCount(0);

    // Phones fold the filter away; wide screens show it as a sidebar.
    const openFilter = async () => {
      const toggle = page.getByText('Filter dan pencarian');
      if ((await toggle.isVisible()) && !(await page.getByRole('combobox', { name: 'Status' }).isVisible())) await toggle.click();
    };
    await openFilter();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('draft');
    await page.getByRole('button', { name: 'Terapkan' }).click();
    await expect(page).toHaveURL(/status=draft/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await openFilter();
    await page.getByRole('searchbox', { name: 'Cari judul' }).fill('tidak ada judul seperti ini');
    await page.getByRole('button', { name: 'Terapkan' }).click();
    await expect(page.getByRole('heading', { name: 'Tidak ada paket yang cocok' })).toBeVisible();
    await page.getByRole('link', { name: 'Hapus filter' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
  });

  await test.step('Hapus asks first, then deletes the draft', async () => {
    await page.getByRole('article', { name: draft }).getByRole('button', { name: `Hapus ${draft}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus paket wisata?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Paket “${draft}” akan dihapus permanen.`);
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: draft })).toBeVisible();

    await page.getByRole('article', { name: draft }).getByRole('button', { name: `Hapus ${draft}` }).click();
    await dialog.getByRole('button', { name: 'Ya, hapus' }).click();
    await expect(notice(page, 'Paket wisata berhasil dihapus.')).toBeVisible();
    await expect(page.getByRole('article', { name: draft })).toHaveCount(0);
    await expect(page.getByRole('article', { name: edited })).toBeVisible();
  });
});

test('a guest is sent to /login from /paketWisata', async ({ page }) => {
  await page.goto('/paketWisata?view=baru');
  await expect(page).toHaveURL(/\/login\?next=/);
});
