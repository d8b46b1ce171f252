// The sign-up and sign-in forms as an agent uses them, on a phone and on a desktop: every error at
// its field, the server's answers (409, 401, 429) shown, spinners that always stop, ?next honoured
// only for this site, and the auth store holding public facts only.
import { expect, test, type Locator, type Page } from '@playwright/test';

const PASSWORD = 'Rahasia#2025';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Opens a page and waits until its islands are interactive (Astro drops `ssr` once hydrated). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** The field is marked invalid and its description (hint + error) says `message`. */
async function expectError(input: Locator, message: string) {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(escape(message)));
}

/** A username nobody has: letters and digits, 8-30 characters, unique per test and project. */
function uniqueName(tag: string): string {
  const p = test.info().project.name.slice(0, 1);
  return `${tag}${p}${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.slice(0, 30);
}

async function fillRegister(page: Page, v: { email: string; username: string; password?: string; konfirmasi?: string; nama?: string }) {
  await field(page, 'Email').fill(v.email);
  await field(page, 'Username').fill(v.username);
  await field(page, 'Password').fill(v.password ?? PASSWORD);
  await field(page, 'Konfirmasi Password').fill(v.konfirmasi ?? v.password ?? PASSWORD);
  await field(page, 'Nama Badan Usaha').fill(v.nama ?? 'Nusantara Trip Wisata');
}

test.describe('/register', () => {
  test('shows the spec’s hints and each rule’s error at its own field', async ({ page }) => {
    await open(page, '/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Daftar sebagai Agen' })).toBeVisible();
    await expect(field(page, 'Username')).toHaveAccessibleDescription(/8-30 karakter/);
    await expect(field(page, 'Password')).toHaveAccessibleDescription(/1 huruf kapital, 1 angka, dan 1 tanda baca/);
    await expect(field(page, 'Nama Badan Usaha')).toHaveAccessibleDescription(/Nusantara Trip Wisata/);
    await expect(page.getByRole('link', { name: 'Masuk' }).last()).toHaveAttribute('href', '/login');

    const signUp = page.getByRole('button', { name: 'Sign Up' });
    await signUp.click();
    await expectError(field(page, 'Email'), 'Email wajib diisi.');
    await expectError(field(page, 'Username'), 'Username wajib diisi.');
    await expectError(field(page, 'Password'), 'Password wajib diisi.');
    await expectError(field(page, 'Konfirmasi Password'), 'Konfirmasi Password wajib diisi.');
    await expectError(field(page, 'Nama Badan Usaha'), 'Nama Badan Usaha wajib diisi.');
    await expect(field(page, 'Email')).toBeFocused();

    const cases: Array<[string, Partial<Parameters<typeof fillRegister>[1]>, string, string]> = [
      ['Email', { email: 'bukan-email' }, 'Email', 'Masukkan alamat email yang valid.'],
      ['Username pendek', { username: 'agen' }, 'Username', 'Username minimal 8 karakter.'],
      ['Username panjang', { username: 'a'.repeat(31) }, 'Username', 'Username maksimal 30 karakter.'],
      ['Username tanda', { username: 'agen wisata!' }, 'Username', 'Username hanya boleh berisi huruf, angka, titik (.) atau garis bawah (_).'],
      ['Password pendek', { password: 'Ab1!' }, 'Password', 'Password minimal 8 karakter.'],
      ['Password kapital', { password: 'rahasia#2025' }, 'Password', 'Password harus berisi minimal 1 huruf kapital.'],
      ['Password angka', { password: 'Rahasia#Sekali' }, 'Password', 'Password harus berisi minimal 1 angka.'],
      ['Password tanda baca', { password: 'Rahasia2025' }, 'Password', 'Password harus berisi minimal 1 tanda baca.'],
      ['Konfirmasi', { konfirmasi: 'Rahasia#2026' }, 'Konfirmasi Password', 'Konfirmasi Password harus sama dengan Password.'],
    ];
    for (const [name, values, label, message] of cases) {
      await fillRegister(page, { email: 'agen@contoh.id', username: 'agenwisata', ...values });
      await signUp.click();
      await test.step(name, () => expectError(field(page, label), message));
      await expect(page.locator('[aria-invalid="true"]'), name).toHaveCount(1);
    }
    // Editing a field clears its error.
    await field(page, 'Konfirmasi Password').fill(PASSWORD);
    await expect(field(page, 'Konfirmasi Password')).not.toHaveAttribute('aria-invalid', 'true');
    // Nothing was sent while the form was invalid: still here.
    await expect(page).toHaveURL(/\/register$/);
  });

  test('shows the server’s 409 at the taken email and username', async ({ page, request }) => {
    const username = uniqueName('terpakai');
    const taken = await request.post('/api/agent/create', { data: { email: `${username}@contoh.id`, username, password: PASSWORD, namaBadanUsaha: 'Agen Lama' } });
    expect(taken.status()).toBe(201);

    await open(page, '/register');
    await fillRegister(page, { email: `${username.toUpperCase()}@Contoh.id`, username: username.toUpperCase() });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectError(field(page, 'Email'), 'Email sudah terdaftar.');
    await expectError(field(page, 'Username'), 'Username sudah dipakai.');
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the Sign Up spinner shows while the request runs and recovers when the network fails', async ({ page }) => {
    await open(page, '/register');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // The browser's own network fails (offline), not our API.
    await page.route('**/api/agent/create', async (route) => {
      await held;
      await route.abort('internetdisconnected');
    });
    await fillRegister(page, { email: `${uniqueName('putus')}@contoh.id`, username: uniqueName('putus') });
    const button = page.getByRole('button', { name: 'Sign Up' });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'Koneksi terputus' })).toHaveText('Koneksi terputus. Periksa internet Anda, lalu coba lagi.');
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-busy', 'true');

    // Back online, the same form goes through.
    await page.unroute('**/api/agent/create');
    await button.click();
    await expect(page).toHaveURL(/\/beranda$/);
  });

  test('success signs the agent in, replaces history with /beranda and keeps no token in the page', async ({ page }) => {
    const username = uniqueName('baru');
    await page.goto('/');
    await open(page, '/register');
    await fillRegister(page, { email: `${username}@contoh.id`, username, nama: 'Nusantara Trip Wisata' });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/beranda$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Agen' })).toBeVisible();
    await expect(page.getByText('Selamat datang, Nusantara Trip Wisata.')).toBeVisible();

    const stored = await page.evaluate(() => sessionStorage.getItem('tripkita:agent'));
    expect(JSON.parse(stored!)).toEqual({ id: expect.any(Number), username, namaBadanUsaha: 'Nusantara Trip Wisata' });
    const everything = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    expect(everything).not.toMatch(/eyJ|tk_session|jwt/);

    // The form's page was replaced: Back goes to where the agent was before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    // Signed in, /register and /login send the agent on to the dashboard.
    await open(page, '/register');
    await expect(page).toHaveURL(/\/beranda$/);
  });
});

test.describe('/login', () => {
  /** An agent registered outside the page (the page stays a guest). */
  async function existingAgent(request: import('@playwright/test').APIRequestContext) {
    const username = uniqueName('masuk');
    const res = await request.post('/api/agent/create', { data: { email: `${username}@contoh.id`, username, password: PASSWORD, namaBadanUsaha: 'Agen Masuk' } });
    expect(res.status()).toBe(201);
    return username;
  }

  test('a wrong password shows the generic message and the spinner stops; the right one goes to /beranda', async ({ page, request }) => {
    const username = await existingAgent(request);
    await page.goto('/');
    await open(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Masuk Agen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Daftar sebagai agen' })).toHaveAttribute('href', '/register');

    await page.getByRole('button', { name: 'Login' }).click();
    await expectError(field(page, 'Email/Username'), 'Email/Username wajib diisi.');
    await expectError(field(page, 'Password'), 'Password wajib diisi.');

    await field(page, 'Email/Username').fill(username);
    await field(page, 'Password').fill('Salah#2025');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'salah' })).toHaveText('Email/username atau password salah.');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();

    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/beranda$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await open(page, '/login');
    await field(page, 'Password').fill('Rahasia#1');
    await expect(field(page, 'Password')).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Tampilkan Password' }).click();
    await expect(field(page, 'Password')).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Sembunyikan Password' }).click();
    await expect(field(page, 'Password')).toHaveAttribute('type', 'password');
  });

  test('?next sends the agent back to the page they wanted, with the expired-session message', async ({ page, request }) => {
    const username = await existingAgent(request);
    await page.goto('/profilSaya');
    await expect(page).toHaveURL(/\/login\?next=%2FprofilSaya$/);
    await expect(page.getByText('Sesi Anda berakhir')).toHaveCount(0);

    await open(page, '/login?next=%2FprofilSaya&sesi=berakhir');
    await expect(page.getByRole('status').filter({ hasText: 'Sesi Anda berakhir' })).toHaveText('Sesi Anda berakhir, silakan masuk lagi.');
    await field(page, 'Email/Username').fill(`${username}@contoh.id`);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/profilSaya$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profil Saya' })).toBeVisible();
  });

  for (const evil of ['https://evil.example/curi', '//evil.example', '/\\evil.example']) {
    test(`?next=${evil} is ignored: the agent lands on /beranda`, async ({ page, request }) => {
      const username = await existingAgent(request);
      await open(page, `/login?next=${encodeURIComponent(evil)}`);
      await field(page, 'Email/Username').fill(username);
      await field(page, 'Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/beranda$/);
    });
  }

  test('too many wrong passwords: the throttling message says when to try again', async ({ page, request }) => {
    // The per-IP login limit is shared by every test of the run: one project is enough here.
    test.skip(test.info().project.name !== 'desktop', 'runs once per run');
    const username = await existingAgent(request);
    await open(page, '/login');
    await field(page, 'Email/Username').fill(username);
    const alert = page.getByRole('alert').filter({ hasText: /salah|Terlalu banyak/ });
    for (let i = 0; i < 10; i++) {
      await field(page, 'Password').fill(`Salah#${i}xyz`);
      // The alert says the same after each attempt: wait for each answer instead.
      await Promise.all([page.waitForResponse('**/api/agent/login'), page.getByRole('button', { name: 'Login' }).click()]);
      await expect(alert).toHaveText('Email/username atau password salah.');
    }
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(alert).toHaveText(/^Terlalu banyak percobaan masuk\. Coba lagi dalam \d+ (menit|detik)\.$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
  });
});
