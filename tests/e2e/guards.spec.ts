// Issue 2's guards, in a real browser: guests are sent to /login?next=…, signed-in agents away
// from /login and /register; signing in and out through the API changes what the browser may open.
import { expect, test } from '@playwright/test';

const GUARDED = ['/beranda', '/portofolio', '/akunSaya', '/profilSaya', '/paketWisata', '/premium'];
const DEMO = { email: 'nusantara.trip', password: 'Demo#2026' };

test('a guest on any dashboard page lands on /login with the page to come back to', async ({ page }) => {
  for (const path of GUARDED) {
    await page.goto(`${path}?tab=1`);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`${path}?tab=1`)}`);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  }
});

test('signing in through the API opens the dashboard and closes /login and /register; signing out closes it again', async ({ page }) => {
  const login = await page.request.post('/api/agent/login', { data: DEMO });
  expect(login.status()).toBe(200);
  const body = await login.json();
  expect(body.data.jwt).toEqual(expect.any(String));
  expect(body.data.agent.id).toEqual(expect.any(Number));
  const cookie = (await page.context().cookies()).find((c) => c.name === 'tk_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

  for (const path of GUARDED) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(path);
  }
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page).toHaveURL('/beranda');
  }
  expect((await page.request.get('/api/agent/me')).status()).toBe(200);

  expect((await page.request.post('/api/agent/logout')).status()).toBe(200);
  expect((await page.request.get('/api/agent/me')).status()).toBe(401);
  await page.goto('/beranda');
  await expect(page).toHaveURL('/login?next=%2Fberanda');
});
