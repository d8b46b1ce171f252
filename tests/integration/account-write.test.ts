// The agent's account writes against the real built server: change password (every rule, other
// sessions end, the old password stops working, wrong current passwords are throttled), change
// email (409, wrong password), logout from a plain HTML form, 401 and cross-site 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api';
import { startServer, type RunningServer } from '../helpers/server';
import { PASSWORD, registerAgent } from '../fixtures/workspace';

/** The login throttle per account for this server: a wrong current password counts against it. */
const ACCOUNT_MAX = 4;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ databasePath: process.env.DATABASE_PATH, env: { THROTTLE_REGISTER_IP_MAX: '100', THROTTLE_LOGIN_IP_MAX: '1000', THROTTLE_LOGIN_ACCOUNT_MAX: String(ACCOUNT_MAX) } });
});
afterAll(() => server?.stop());

const guest = () => new ApiClient(server.url);
/** A second browser signed in to the same account. */
async function signIn(name: string, password = PASSWORD) {
  const c = guest();
  const res = await c.post('/api/agent/login', { email: name, password });
  return { client: c, status: res.status };
}
const NEW_PASSWORD = 'Baru!2025xyz';
const change = (client: ApiClient, body: Record<string, unknown>, headers?: Record<string, string>) => client.post('/api/agent/password', body, headers);
const valid = (overrides: Record<string, unknown> = {}) => ({ passwordSaatIni: PASSWORD, passwordBaru: NEW_PASSWORD, konfirmasiPasswordBaru: NEW_PASSWORD, ...overrides });

describe('POST /api/agent/password', () => {
  it.each([
    [{ passwordSaatIni: '' }, 'passwordSaatIni', 'Password Saat Ini wajib diisi.'],
    [{ passwordBaru: '', konfirmasiPasswordBaru: '' }, 'passwordBaru', 'Password wajib diisi.'],
    [{ passwordBaru: 'Ab1!', konfirmasiPasswordBaru: 'Ab1!' }, 'passwordBaru', 'Password minimal 8 karakter.'],
    [{ passwordBaru: 'Ab1!'.repeat(8), konfirmasiPasswordBaru: 'Ab1!'.repeat(8) }, 'passwordBaru', 'Password maksimal 30 karakter.'],
    [{ passwordBaru: 'baru!2025x', konfirmasiPasswordBaru: 'baru!2025x' }, 'passwordBaru', 'Password harus berisi minimal 1 huruf kapital.'],
    [{ passwordBaru: 'Baru!Sekali', konfirmasiPasswordBaru: 'Baru!Sekali' }, 'passwordBaru', 'Password harus berisi minimal 1 angka.'],
    [{ passwordBaru: 'Baru2025xyz', konfirmasiPasswordBaru: 'Baru2025xyz' }, 'passwordBaru', 'Password harus berisi minimal 1 tanda baca.'],
    [{ konfirmasiPasswordBaru: 'Lain!2025xyz' }, 'konfirmasiPasswordBaru', 'Konfirmasi Password Baru harus sama dengan Password Baru.'],
    [{ konfirmasiPasswordBaru: '' }, 'konfirmasiPasswordBaru', 'Konfirmasi Password Baru wajib diisi.'],
    [{ passwordBaru: PASSWORD, konfirmasiPasswordBaru: PASSWORD }, 'passwordBaru', 'Password Baru harus berbeda dari password saat ini.'],
    [{ passwordBaru: 12345678 }, 'passwordBaru', 'Nilai tidak valid.'],
  ])('refuses %j with a 400 at %s, the password unchanged', async (overrides, field, message) => {
    const agent = await registerAgent(server.url, 'pwrule');
    const res = await change(agent.client, valid(overrides));
    expect(res.status).toBe(400);
    expect(res.json.data.errors[field]).toBe(message);
    expect((await signIn(agent.username)).status).toBe(200);
  });

  it('refuses a wrong current password at its field and changes nothing', async () => {
    const agent = await registerAgent(server.url, 'pwwrong');
    const res = await change(agent.client, valid({ passwordSaatIni: 'Salah!2025' }));
    expect(res.status).toBe(400);
    expect(res.json.data.errors).toEqual({ passwordSaatIni: 'Password saat ini salah.' });
    expect((await signIn(agent.username, NEW_PASSWORD)).status).toBe(401);
    expect((await signIn(agent.username)).status).toBe(200);
  });

  it('changes the password, ends the other sessions, keeps this one, and the old password stops working', async () => {
    const agent = await registerAgent(server.url, 'pwok');
    const phone = await signIn(agent.username);
    const laptop = await signIn(`${agent.username.toLowerCase()}@contoh.id`);
    expect((await phone.client.get('/api/agent/me')).status).toBe(200);

    const res = await change(agent.client, valid());
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Password berhasil diubah. Sesi di perangkat lain telah diakhiri.');
    expect(res.json.data).toEqual({ sesiDiakhiri: 2 });

    expect((await agent.client.get('/api/agent/me')).status).toBe(200);
    for (const other of [phone.client, laptop.client]) {
      const cookie = other.cookie;
      const me = await other.get('/api/agent/me');
      expect(me.status).toBe(401);
      expect(me.json.message).toBe('Sesi Anda berakhir, silakan masuk lagi.');
      // A dashboard page sends the ended session to the login page with the message.
      const page = await fetch(`${server.url}/beranda`, { headers: { cookie }, redirect: 'manual' });
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toBe('/login?next=%2Fberanda&sesi=berakhir');
    }
    expect((await signIn(agent.username)).status).toBe(401);
    expect((await signIn(agent.username, NEW_PASSWORD)).status).toBe(200);
  });

  it('counts wrong current passwords against the account: over the limit → 429 saying when to retry, also for login', async () => {
    const agent = await registerAgent(server.url, 'pwthrottle');
    for (let i = 0; i < ACCOUNT_MAX; i++) expect((await change(agent.client, valid({ passwordSaatIni: `Salah!${i}abc` }))).status).toBe(400);
    const res = await change(agent.client, valid());
    expect(res.status).toBe(429);
    expect(res.json.message).toMatch(/^Terlalu banyak percobaan password yang salah\. Coba lagi dalam \d+ (menit|detik)\.$/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(agent.username)).status).toBe(429);
  });

  it('refuses a guest (401) and a cross-site request (403)', async () => {
    const res = await change(guest(), valid());
    expect(res.status).toBe(401);
    const agent = await registerAgent(server.url, 'pwcsrf');
    const cross = await change(agent.client, valid(), { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect((await signIn(agent.username)).status).toBe(200);
  });
});

describe('POST /api/agent/email', () => {
  const changeEmail = (client: ApiClient, body: Record<string, unknown>, headers?: Record<string, string>) => client.post('/api/agent/email', body, headers);

  it('changes the sign-in email (lowercased); the new one signs in, the old one no longer does', async () => {
    const agent = await registerAgent(server.url, 'emok');
    const res = await changeEmail(agent.client, { email: '  Kantor.Baru@Contoh.ID ', passwordSaatIni: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Email berhasil diubah.');
    expect(res.json.data).toMatchObject({ id: agent.id, email: 'kantor.baru@contoh.id' });
    expect((await agent.client.get('/api/agent/me')).json.data.email).toBe('kantor.baru@contoh.id');
    expect((await signIn('kantor.baru@contoh.id')).status).toBe(200);
    expect((await signIn(`${agent.username.toLowerCase()}@contoh.id`)).status).toBe(401);
  });

  it('answers 409 at the email field when another account has it, changing nothing', async () => {
    const [agent, other] = await Promise.all([registerAgent(server.url, 'emtaken'), registerAgent(server.url, 'emother')]);
    const otherEmail = `${other.username.toLowerCase()}@contoh.id`;
    const res = await changeEmail(agent.client, { email: otherEmail.toUpperCase(), passwordSaatIni: PASSWORD });
    expect(res.status).toBe(409);
    expect(res.json.data.errors).toEqual({ email: 'Email sudah terdaftar.' });
    expect((await agent.client.get('/api/agent/me')).json.data.email).toBe(`${agent.username.toLowerCase()}@contoh.id`);
  });

  it.each([
    [{ email: 'bukan-email', passwordSaatIni: PASSWORD }, 'email', 'Masukkan alamat email yang valid.'],
    [{ email: '', passwordSaatIni: PASSWORD }, 'email', 'Email wajib diisi.'],
    [{ email: 'baru@contoh.id', passwordSaatIni: '' }, 'passwordSaatIni', 'Password Saat Ini wajib diisi.'],
    [{ email: 'baru@contoh.id', passwordSaatIni: 'Salah!2025' }, 'passwordSaatIni', 'Password saat ini salah.'],
  ])('refuses %j with a 400 at %s', async (body, field, message) => {
    const agent = await registerAgent(server.url, 'emrule');
    const res = await changeEmail(agent.client, body);
    expect(res.status).toBe(400);
    expect(res.json.data.errors[field]).toBe(message);
    expect((await agent.client.get('/api/agent/me')).json.data.email).toBe(`${agent.username.toLowerCase()}@contoh.id`);
  });

  it('refuses the current email with a 400', async () => {
    const agent = await registerAgent(server.url, 'emsame');
    const res = await changeEmail(agent.client, { email: `${agent.username}@contoh.id`, passwordSaatIni: PASSWORD });
    expect(res.status).toBe(400);
    expect(res.json.data.errors.email).toBe('Email baru sama dengan email Anda saat ini.');
  });

  it('refuses a guest (401) and a cross-site request (403)', async () => {
    expect((await changeEmail(guest(), { email: 'x@contoh.id', passwordSaatIni: PASSWORD })).status).toBe(401);
    const agent = await registerAgent(server.url, 'emcsrf');
    const cross = await changeEmail(agent.client, { email: 'diretas@contoh.id', passwordSaatIni: PASSWORD }, { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect((await agent.client.get('/api/agent/me')).json.data.email).not.toBe('diretas@contoh.id');
  });
});

describe('POST /api/agent/logout from the dashboard’s plain form', () => {
  it('ends the session, clears the cookie and sends the browser home (303) when the form is posted without JavaScript', async () => {
    const agent = await registerAgent(server.url, 'logoutform');
    const cookie = agent.client.cookie;
    const res = await agent.client.call('POST', '/api/agent/logout', {
      body: new URLSearchParams(),
      headers: { accept: 'text/html,application/xhtml+xml', origin: server.url },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.getSetCookie().some((c) => /^tk_session=;/.test(c) || /tk_session=.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i.test(c))).toBe(true);
    const again = await fetch(`${server.url}/api/agent/me`, { headers: { cookie } });
    expect(again.status).toBe(401);
  });

  it('still answers JSON to a script', async () => {
    const agent = await registerAgent(server.url, 'logoutjson');
    const res = await agent.client.post('/api/agent/logout');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: 'Anda telah keluar.' });
  });
});
