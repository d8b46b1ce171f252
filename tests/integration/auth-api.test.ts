import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server';
import { ApiClient } from '../helpers/api';

/** Every JSON answer of this file, scanned at the end for leaked secrets. */
const answers: Array<{ path: string; json: unknown; text: string }> = [];

class Client extends ApiClient {
  override async call(method: string, path: string, opts: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}) {
    const res = await super.call(method, path, opts);
    if (res.json !== undefined) answers.push({ path: `${method} ${path}`, json: res.json, text: res.text });
    return res;
  }
}

const PASSWORD = 'Rahasia#2025';
let n = 0;
const newAgent = (overrides: Record<string, unknown> = {}) => {
  n++;
  return { email: `agen${n}@contoh.id`, username: `agentravel${n}`, password: PASSWORD, namaBadanUsaha: `PT Wisata Nusantara ${n}`, ...overrides };
};
const sessionCookie = (res: { headers: Headers }) => res.headers.getSetCookie().find((c) => c.startsWith('tk_session='));

// As deployed behind a reverse proxy: its X-Forwarded-* headers are believed.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await server?.stop();
});

describe('register, me, logout', () => {
  const account = newAgent({ username: 'Bintang.Tour' });
  const browser = () => new Client(server.url);
  let c: Client;
  let jwt: string;
  let agentId: number;
  let cookieBeforeLogout: string;

  it('POST /api/agent/create → 201, signed in: HttpOnly Lax cookie, data.jwt and data.agent', async () => {
    c = browser();
    const res = await c.post('/api/agent/create', account);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, code: 201 });
    const { data } = res.json;
    expect(data).toMatchObject({ username: 'Bintang.Tour', namaBadanUsaha: account.namaBadanUsaha });
    expect(data.agent).toEqual({ id: data.id, username: 'Bintang.Tour', namaBadanUsaha: account.namaBadanUsaha });
    expect(typeof data.jwt).toBe('string');
    jwt = data.jwt;
    agentId = data.agent.id;
    const cookie = sessionCookie(res)!;
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).toMatch(/; Max-Age=604800/i);
    expect(cookie).not.toMatch(/; Secure/i);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('GET /api/agent/me with the cookie → 200 AgentSelf', async () => {
    const res = await c.get('/api/agent/me');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: agentId, username: 'Bintang.Tour', email: account.email, namaBadanUsaha: account.namaBadanUsaha });
  });

  it('GET /api/agent/me with Authorization: Bearer and no cookie → 200', async () => {
    const res = await new Client(server.url).get('/api/agent/me', { authorization: `Bearer ${jwt}` });
    expect(res.status).toBe(200);
    expect(res.json.data.id).toBe(agentId);
  });

  it('GET /api/agent/me as a guest → 401', async () => {
    const res = await new Client(server.url).get('/api/agent/me');
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, code: 401, message: 'Silakan masuk terlebih dahulu.' });
  });

  it('login by username (any case) and by email → 200 with jwt, agent.id and a fresh cookie', async () => {
    for (const id of ['bintang.tour', account.email.toUpperCase()]) {
      const other = new Client(server.url);
      const res = await other.post('/api/agent/login', { email: id, password: PASSWORD });
      expect(res.status).toBe(200);
      expect(res.json.data.agent).toEqual({ id: agentId, username: 'Bintang.Tour', namaBadanUsaha: account.namaBadanUsaha });
      expect(res.json.data.jwt).not.toBe(jwt);
      expect(sessionCookie(res)).toMatch(/HttpOnly/);
      expect((await other.get('/api/agent/me')).status).toBe(200);
    }
  });

  it('the cookie is Secure when the request came over https (X-Forwarded-Proto)', async () => {
    const res = await new Client(server.url).post('/api/agent/login', { email: account.email, password: PASSWORD }, { 'x-forwarded-proto': 'https' });
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toMatch(/; Secure/i);
  });

  it('wrong password → 401 with the generic message, same as an unknown account', async () => {
    const a = await new Client(server.url).post('/api/agent/login', { email: account.email, password: 'Salah#2025' });
    const b = await new Client(server.url).post('/api/agent/login', { email: 'tidakada@contoh.id', password: 'Salah#2025' });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.json.message).toBe('Email/username atau password salah.');
    expect(b.json.message).toBe(a.json.message);
    expect(sessionCookie(a)).toBeUndefined();
  });

  it('logout revokes the session: the cookie is cleared, and both the old cookie and the bearer get 401', async () => {
    cookieBeforeLogout = c.cookie;
    const res = await c.post('/api/agent/logout');
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(sessionCookie(res)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(c.cookie).toBe('');
    expect((await c.get('/api/agent/me')).status).toBe(401);

    // A browser that kept the cookie anyway: refused as an ended session, and told to drop it.
    const stale = new Client(server.url);
    stale.cookie = cookieBeforeLogout;
    const me = await stale.get('/api/agent/me');
    expect(me.status).toBe(401);
    expect(me.json.message).toBe('Sesi Anda berakhir, silakan masuk lagi.');
    expect(sessionCookie(me)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);

    const bearer = await new Client(server.url).get('/api/agent/me', { authorization: `Bearer ${jwt}` });
    expect(bearer.status).toBe(401);
    expect(bearer.json.message).toBe('Sesi Anda berakhir, silakan masuk lagi.');
  });

  it('logout as a guest → 200 (idempotent)', async () => {
    const res = await new Client(server.url).post('/api/agent/logout');
    expect(res.status).toBe(200);
  });

  it('logout with a bearer token revokes it', async () => {
    const login = await new Client(server.url).post('/api/agent/login', { email: account.email, password: PASSWORD });
    const token = login.json.data.jwt;
    const app = new Client(server.url);
    expect((await app.post('/api/agent/logout', undefined, { authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await app.get('/api/agent/me', { authorization: `Bearer ${token}` })).status).toBe(401);
  });
});

describe('bad input', () => {
  it('empty body → 400 with one Indonesian message per field', async () => {
    const res = await new Client(server.url).post('/api/agent/create', {});
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, code: 400 });
    expect(res.json.data.errors).toEqual({
      email: 'Email wajib diisi.',
      username: 'Username wajib diisi.',
      password: 'Password wajib diisi.',
      namaBadanUsaha: 'Nama Badan Usaha wajib diisi.',
    });
  });

  it('rule violations → 400 per field', async () => {
    const res = await new Client(server.url).post('/api/agent/create', newAgent({ email: 'bukan-email', username: 'pendek', password: 'password' }));
    expect(res.status).toBe(400);
    expect(res.json.data.errors).toEqual({
      email: 'Masukkan alamat email yang valid.',
      username: 'Username minimal 8 karakter.',
      password: 'Password harus berisi minimal 1 huruf kapital.',
    });
  });

  it('wrong types → 400 per field, never 500', async () => {
    const res = await new Client(server.url).post('/api/agent/create', { email: 42, username: ['a'], password: { x: 1 }, namaBadanUsaha: null });
    expect(res.status).toBe(400);
    expect(res.json.data.errors).toEqual({
      email: 'Email harus berupa teks.',
      username: 'Username harus berupa teks.',
      password: 'Password harus berupa teks.',
      namaBadanUsaha: 'Nama Badan Usaha wajib diisi.',
    });
    const login = await new Client(server.url).post('/api/agent/login', { email: 1, password: false });
    expect(login.status).toBe(400);
    expect(login.json.data.errors).toEqual({ email: 'Email/Username harus berupa teks.', password: 'Password harus berupa teks.' });
    expect((await new Client(server.url).post('/api/agent/login', {})).status).toBe(400);
  });

  it('malformed JSON or a non-object → 400', async () => {
    for (const path of ['/api/agent/create', '/api/agent/login']) {
      const bad = await new Client(server.url).call('POST', path, { body: '{"email": ', headers: { 'content-type': 'application/json' } });
      expect(bad.status).toBe(400);
      expect(bad.json).toMatchObject({ success: false, code: 400, message: 'Format JSON tidak valid.' });
      const arr = await new Client(server.url).post(path, [1, 2]);
      expect(arr.status).toBe(400);
      const empty = await new Client(server.url).call('POST', path);
      expect(empty.status).toBe(400);
    }
  });

  it('409 for a taken email or username, in any case', async () => {
    const first = newAgent({ username: 'Samudra.Trip' });
    expect((await new Client(server.url).post('/api/agent/create', first)).status).toBe(201);
    const dupEmail = await new Client(server.url).post('/api/agent/create', newAgent({ email: first.email.toUpperCase() }));
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.json).toMatchObject({ success: false, code: 409, message: 'Email sudah terdaftar.', data: { errors: { email: 'Email sudah terdaftar.' } } });
    const dupUser = await new Client(server.url).post('/api/agent/create', newAgent({ username: 'SAMUDRA.trip' }));
    expect(dupUser.status).toBe(409);
    expect(dupUser.json).toMatchObject({ message: 'Username sudah dipakai.', data: { errors: { username: 'Username sudah dipakai.' } } });
    expect(sessionCookie(dupUser)).toBeUndefined();
  });
});

describe('cross-site writes', () => {
  const account = newAgent();
  let c: Client;
  beforeAll(async () => {
    c = new Client(server.url);
    expect((await c.post('/api/agent/create', account)).status).toBe(201);
  });

  it('POST create from another origin → 403 and no account is made', async () => {
    const victim = newAgent();
    for (const origin of ['https://evil.example', 'null', `${server.url.replace('127.0.0.1', 'localhost')}`]) {
      const res = await new Client(server.url).post('/api/agent/create', { ...victim }, { origin });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ success: false, code: 403, message: 'Permintaan ditolak: asal permintaan tidak sah.', data: null });
      expect(sessionCookie(res)).toBeUndefined();
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    const login = await new Client(server.url).post('/api/agent/login', { email: victim.email, password: PASSWORD });
    expect(login.status).toBe(401);
  });

  it('POST login from another origin → 403, no cookie', async () => {
    const res = await new Client(server.url).post('/api/agent/login', { email: account.email, password: PASSWORD }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('POST logout from another origin → 403 and the session lives on', async () => {
    const res = await c.post('/api/agent/logout', undefined, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(sessionCookie(res)).toBeUndefined();
    expect((await c.get('/api/agent/me')).status).toBe(200);
  });

  it('same-origin Origin → allowed', async () => {
    const other = new Client(server.url);
    const res = await other.post('/api/agent/login', { email: account.email, password: PASSWORD }, { origin: server.url });
    expect(res.status).toBe(200);
    const created = await new Client(server.url).post('/api/agent/create', newAgent(), { origin: server.url });
    expect(created.status).toBe(201);
    expect((await other.post('/api/agent/logout', undefined, { origin: server.url })).status).toBe(200);
  });

  it('same host behind a proxy (X-Forwarded-Host) → allowed', async () => {
    const res = await new Client(server.url).post(
      '/api/agent/login',
      { email: account.email, password: PASSWORD },
      { origin: 'https://tripkita.example', 'x-forwarded-host': 'tripkita.example', 'x-forwarded-proto': 'https' },
    );
    expect(res.status).toBe(200);
  });

  it('no Origin (curl, apps) → allowed, judged by the session', async () => {
    const res = await new Client(server.url).post('/api/agent/login', { email: account.email, password: PASSWORD });
    expect(res.status).toBe(200);
  });
});

describe('without a proxy (TRUST_PROXY unset)', () => {
  let direct: RunningServer;
  beforeAll(async () => {
    direct = await startServer();
  });
  afterAll(() => direct?.stop());

  it('ignores forged X-Forwarded-* headers: another host is still cross-site, http stays non-Secure', async () => {
    const forged = await new Client(direct.url).post(
      '/api/agent/create',
      newAgent(),
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    );
    expect(forged.status).toBe(403);
    const created = await new Client(direct.url).post('/api/agent/create', newAgent(), { 'x-forwarded-proto': 'https' });
    expect(created.status).toBe(201);
    expect(sessionCookie(created)).not.toMatch(/; Secure/i);
  });
});

describe('page guards', () => {
  const account = newAgent();
  let c: Client;
  beforeAll(async () => {
    c = new Client(server.url);
    expect((await c.post('/api/agent/create', account)).status).toBe(201);
  });

  it('a guest on an agent page → /login?next=<path>', async () => {
    const guest = new Client(server.url);
    const res = await guest.get('/beranda');
    expect([302, 303]).toContain(res.status);
    expect(res.headers.get('location')).toBe('/login?next=%2Fberanda');
    expect(res.text).toBe('');
    for (const path of ['/portofolio', '/akunSaya', '/profilSaya', '/paketWisata', '/premium', '/paketWisata/baru', '/beranda/']) {
      const r = await guest.get(path);
      expect([302, 303], path).toContain(r.status);
      expect(r.headers.get('location'), path).toBe(`/login?next=${encodeURIComponent(path)}`);
    }
    const withQuery = await guest.get('/paketWisata?tab=draft&x=1');
    expect(withQuery.headers.get('location')).toBe('/login?next=%2FpaketWisata%3Ftab%3Ddraft%26x%3D1');
  });

  it('a guest sees /login and /register', async () => {
    const guest = new Client(server.url);
    const login = await guest.get('/login');
    expect(login.status).toBe(200);
    expect(login.text).toContain('<html lang="id"');
    expect(login.text).not.toContain('Sesi Anda berakhir');
    expect((await guest.get('/register')).status).toBe(200);
  });

  it('a signed-in agent sees agent pages and is sent from /login and /register to /beranda', async () => {
    const page = await c.get('/beranda');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toMatch(/no-store/);
    for (const path of ['/login', '/register', '/login?next=%2Fberanda']) {
      const res = await c.get(path);
      expect([302, 303], path).toContain(res.status);
      expect(res.headers.get('location'), path).toBe('/beranda');
    }
  });

  it('a revoked cookie on an agent page → /login?next=…&sesi=berakhir, the cookie cleared, the notice shown', async () => {
    const kept = c.cookie;
    await c.post('/api/agent/logout');
    const stale = new Client(server.url);
    stale.cookie = kept;
    const res = await stale.get('/akunSaya');
    expect([302, 303]).toContain(res.status);
    expect(res.headers.get('location')).toBe('/login?next=%2FakunSaya&sesi=berakhir');
    expect(sessionCookie(res)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    const login = await stale.get(res.headers.get('location')!);
    expect(login.status).toBe(200);
    expect(login.text).toContain('Sesi Anda berakhir, silakan masuk lagi.');
  });

  it('a forged cookie counts as an ended session', async () => {
    const forged = new Client(server.url);
    forged.cookie = 'tk_session=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.AAAA';
    const res = await forged.get('/beranda');
    expect(res.headers.get('location')).toBe('/login?next=%2Fberanda&sesi=berakhir');
  });
});

describe('throttling (own server, real limits)', () => {
  let fresh: RunningServer;
  beforeAll(async () => {
    fresh = await startServer();
  });
  afterAll(async () => {
    await fresh?.stop();
  });

  it('the 11th failed login for an account → 429 with Retry-After and an Indonesian message', async () => {
    const account = newAgent();
    expect((await new Client(fresh.url).post('/api/agent/create', account)).status).toBe(201);
    for (let i = 0; i < 10; i++) {
      const res = await new Client(fresh.url).post('/api/agent/login', { email: account.email, password: `Salah#${i}xyz` });
      expect(res.status).toBe(401);
    }
    const res = await new Client(fresh.url).post('/api/agent/login', { email: account.username, password: PASSWORD });
    expect(res.status).toBe(429);
    expect(res.json).toMatchObject({ success: false, code: 429 });
    expect(res.json.message).toMatch(/^Terlalu banyak percobaan masuk\. Coba lagi dalam \d+ menit\.$/);
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(900);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('the 11th registration from one address within an hour → 429', async () => {
    // One registration was made above on this server.
    for (let i = 0; i < 9; i++) expect((await new Client(fresh.url).post('/api/agent/create', newAgent())).status).toBe(201);
    const res = await new Client(fresh.url).post('/api/agent/create', newAgent());
    expect(res.status).toBe(429);
    expect(res.json.message).toMatch(/^Terlalu banyak pendaftaran dari jaringan ini\. Coba lagi dalam \d+ menit\.$/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('no secrets in any answer', () => {
  it('no argon2 hash, no password key, no plain password in any JSON answer of this file', () => {
    expect(answers.length).toBeGreaterThan(40);
    const badKeys: string[] = [];
    const walk = (value: unknown, where: string) => {
      if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${where}[${i}]`));
      if (!value || typeof value !== 'object') return;
      for (const [key, v] of Object.entries(value)) {
        // `data.errors` is keyed by the input field it explains ({ password: 'Password minimal 8 karakter.' }).
        if (/password/i.test(key) && !where.endsWith('.errors')) badKeys.push(`${where}.${key}`);
        walk(v, `${where}.${key}`);
      }
    };
    for (const a of answers) {
      expect(a.text, a.path).not.toContain('$argon2');
      expect(a.text, a.path).not.toContain(PASSWORD);
      walk(a.json, a.path);
    }
    expect(badKeys).toEqual([]);
  });
});
