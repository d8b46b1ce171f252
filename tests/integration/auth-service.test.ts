import { beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'astro/zod';
import { SignJWT } from 'jose';
import { getDb, type DB } from '../../src/server/db/client';
import { login, logout, me, register } from '../../src/server/auth/service';
import { createSession, resolveSession, revokeOtherSessions, revokeSession } from '../../src/server/auth/session';
import { hashPassword, verifyPassword } from '../../src/server/auth/password';
import { requireAgent, safeNextPath } from '../../src/server/auth/guard';
import { sessionSecret } from '../../src/server/config';
import { AppError } from '../../src/server/http/errors';
import { errorResponse } from '../../src/server/http/envelope';
import { zodFieldErrors } from '../../src/lib/validation';

let db: DB;
let seq = 0;
/** A fresh IP per call so the per-IP registration limit never interferes across tests. */
const ip = () => `10.0.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}`;
const PASSWORD = 'Rahasia#2025';

function valid(overrides: Record<string, unknown> = {}) {
  const n = ++seq;
  return { email: `agen${n}@contoh.id`, username: `agentravel${n}`, password: PASSWORD, namaBadanUsaha: `PT Wisata ${n}`, ...overrides };
}

/** The per-field errors a call fails with (ZodError or AppError), with its status. */
async function failure(p: Promise<unknown>): Promise<{ status: number; message: string; fields: Record<string, string>; headers?: Record<string, string> }> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ZodError) return { status: 400, message: 'zod', fields: zodFieldErrors(err) };
    if (err instanceof AppError) return { status: err.status, message: err.message, fields: err.fields ?? {}, headers: err.headers };
    throw err;
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  db = await getDb();
});

describe('register: validation', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['invalid email', { email: 'bukan-email' }, 'email', 'Masukkan alamat email yang valid.'],
    ['empty email', { email: '' }, 'email', 'Email wajib diisi.'],
    ['username too short', { username: 'pendek' }, 'username', 'Username minimal 8 karakter.'],
    ['username too long', { username: 'a'.repeat(31) }, 'username', 'Username maksimal 30 karakter.'],
    ['username bad characters', { username: 'agen travel!' }, 'username', 'Username hanya boleh berisi huruf, angka, titik (.) atau garis bawah (_).'],
    ['password too short', { password: 'Ab1!' }, 'password', 'Password minimal 8 karakter.'],
    ['password too long', { password: 'Abcdefgh1!' + 'x'.repeat(21) }, 'password', 'Password maksimal 30 karakter.'],
    ['password without capital', { password: 'rahasia#2025' }, 'password', 'Password harus berisi minimal 1 huruf kapital.'],
    ['password without digit', { password: 'Rahasia#abcd' }, 'password', 'Password harus berisi minimal 1 angka.'],
    ['password without punctuation', { password: 'Rahasia2025' }, 'password', 'Password harus berisi minimal 1 tanda baca.'],
    ['missing namaBadanUsaha', { namaBadanUsaha: undefined }, 'namaBadanUsaha', 'Nama Badan Usaha wajib diisi.'],
    ['blank namaBadanUsaha', { namaBadanUsaha: '   ' }, 'namaBadanUsaha', 'Nama Badan Usaha wajib diisi.'],
    ['number for a string', { username: 12345678 }, 'username', 'Username harus berupa teks.'],
    ['null for a string', { email: null }, 'email', 'Email wajib diisi.'],
  ];
  for (const [name, overrides, field, message] of cases) {
    it(`${name} → 400 on ${field}`, async () => {
      const f = await failure(register(db, valid(overrides), ip()));
      expect(f.status).toBe(400);
      expect(f.fields[field]).toBe(message);
    });
  }

  it('missing every field → one Indonesian message per field', async () => {
    const f = await failure(register(db, {}, ip()));
    expect(f.fields).toEqual({
      email: 'Email wajib diisi.',
      username: 'Username wajib diisi.',
      password: 'Password wajib diisi.',
      namaBadanUsaha: 'Nama Badan Usaha wajib diisi.',
    });
  });

  it('a non-object body → 400, never a 500', async () => {
    for (const body of [null, 'teks', 42, []]) {
      const res = errorResponse(await register(db, body, ip()).catch((e) => e));
      expect(res.status).toBe(400);
    }
  });

  it('the envelope carries the fields as data.errors', async () => {
    const res = errorResponse(await register(db, valid({ email: 'x' }), ip()).catch((e) => e));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, code: 400, data: { errors: { email: 'Masukkan alamat email yang valid.' } } });
  });
});

describe('register: success and conflicts', () => {
  it('stores an argon2id hash and answers the SessionAgent only', async () => {
    const input = valid({ email: '  Budi.Santoso@Contoh.ID ', namaBadanUsaha: 'PT Budi Wisata' });
    const agent = await register(db, input, ip());
    expect(Object.keys(agent).sort()).toEqual(['id', 'namaBadanUsaha', 'username']);
    expect(agent.namaBadanUsaha).toBe('PT Budi Wisata');
    const row = await db.selectFrom('agents').selectAll().where('id', '=', agent.id).executeTakeFirstOrThrow();
    expect(row.email).toBe('budi.santoso@contoh.id');
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it('409 when the email is taken, in any case', async () => {
    const first = valid();
    await register(db, first, ip());
    const f = await failure(register(db, valid({ email: first.email.toUpperCase() }), ip()));
    expect(f.status).toBe(409);
    expect(f.message).toBe('Email sudah terdaftar.');
    expect(f.fields).toEqual({ email: 'Email sudah terdaftar.' });
  });

  it('409 when the username is taken, in any case', async () => {
    const first = valid({ username: 'Pelangi.Tour' });
    await register(db, first, ip());
    const f = await failure(register(db, valid({ username: 'pelangi.TOUR' }), ip()));
    expect(f.status).toBe(409);
    expect(f.message).toBe('Username sudah dipakai.');
    expect(f.fields).toEqual({ username: 'Username sudah dipakai.' });
  });

  it('409 naming both fields when both are taken', async () => {
    const first = valid();
    await register(db, first, ip());
    const f = await failure(register(db, { ...valid(), email: first.email, username: first.username }, ip()));
    expect(f.status).toBe(409);
    expect(f.fields).toEqual({ email: 'Email sudah terdaftar.', username: 'Username sudah dipakai.' });
  });

  it('concurrent registrations of one email: exactly one succeeds, the others get 409 (no 500)', async () => {
    const email = `balapan${++seq}@contoh.id`;
    const results = await Promise.allSettled(Array.from({ length: 4 }, (_, i) => register(db, valid({ email, username: `balapan${seq}x${i}` }), ip())));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as AppError).status).toBe(409);
  });

  it('more than 10 registrations from one IP in an hour → 429 with Retry-After', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 10; i++) await register(db, valid(), address);
    const f = await failure(register(db, valid(), address));
    expect(f.status).toBe(429);
    expect(f.message).toMatch(/^Terlalu banyak pendaftaran dari jaringan ini\. Coba lagi dalam \d+ menit\.$/);
    expect(Number(f.headers?.['Retry-After'])).toBeGreaterThan(0);
    expect(Number(f.headers?.['Retry-After'])).toBeLessThanOrEqual(3600);
    // Another address is not affected.
    await expect(register(db, valid(), ip())).resolves.toHaveProperty('id');
  });
});

describe('login', () => {
  let account: ReturnType<typeof valid>;
  let agentId: number;
  beforeAll(async () => {
    account = valid({ username: 'Sinar.Jaya_Tour', email: 'sinar@contoh.id' });
    agentId = (await register(db, account, ip())).id;
  });

  it('by email, in any case', async () => {
    const r = await login(db, { email: 'SINAR@Contoh.id', password: PASSWORD }, ip());
    expect(r.agent).toEqual({ id: agentId, username: 'Sinar.Jaya_Tour', namaBadanUsaha: account.namaBadanUsaha });
    expect(r.jwt.split('.')).toHaveLength(3);
    const resolved = await resolveSession(db, r.jwt);
    expect(resolved?.agent.id).toBe(agentId);
    expect(resolved?.sessionId).toBe(r.sessionId);
  });

  it('by username, in any case', async () => {
    for (const name of ['Sinar.Jaya_Tour', 'sinar.jaya_tour', ' SINAR.JAYA_TOUR ']) {
      const r = await login(db, { email: name, password: PASSWORD }, ip());
      expect(r.agent.id).toBe(agentId);
    }
  });

  it('every login starts a new session with ≥128 random bits', async () => {
    const a = await login(db, { email: 'sinar@contoh.id', password: PASSWORD }, ip());
    const b = await login(db, { email: 'sinar@contoh.id', password: PASSWORD }, ip());
    expect(a.sessionId).not.toBe(b.sessionId);
    expect(a.sessionId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(Buffer.from(a.sessionId, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('wrong password and unknown account get the same 401 message', async () => {
    const wrong = await failure(login(db, { email: 'sinar@contoh.id', password: 'Salah#2025' }, ip()));
    const unknown = await failure(login(db, { email: 'tidakada@contoh.id', password: PASSWORD }, ip()));
    expect(wrong).toMatchObject({ status: 401, message: 'Email/username atau password salah.' });
    expect(unknown).toMatchObject({ status: 401, message: 'Email/username atau password salah.' });
  });

  it('missing or mistyped fields → 400 per field', async () => {
    expect((await failure(login(db, {}, ip()))).fields).toEqual({ email: 'Email/Username wajib diisi.', password: 'Password wajib diisi.' });
    expect((await failure(login(db, { email: 5, password: true }, ip()))).fields).toEqual({
      email: 'Email/Username harus berupa teks.',
      password: 'Password harus berupa teks.',
    });
  });

  it('10 failures for an account → the 11th attempt is 429, even with the right password', async () => {
    const target = valid();
    await register(db, target, ip());
    for (let i = 0; i < 10; i++) {
      // Alternating email and username: both count against the same account.
      const f = await failure(login(db, { email: i % 2 ? target.email : target.username, password: 'Salah#2025' }, ip()));
      expect(f.status).toBe(401);
    }
    const f = await failure(login(db, { email: target.email, password: target.password }, ip()));
    expect(f.status).toBe(429);
    expect(f.message).toMatch(/^Terlalu banyak percobaan masuk\. Coba lagi dalam (1[0-5]|[1-9]) menit\.$/);
    const retry = Number(f.headers?.['Retry-After']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
  });

  it('unknown accounts are throttled the same way', async () => {
    for (let i = 0; i < 10; i++) await failure(login(db, { email: 'hantu@contoh.id', password: 'Salah#2025' }, ip()));
    expect((await failure(login(db, { email: 'HANTU@contoh.id', password: 'Salah#2025' }, ip()))).status).toBe(429);
  });

  it('a successful login clears the account failures', async () => {
    const target = valid();
    await register(db, target, ip());
    for (let i = 0; i < 9; i++) await failure(login(db, { email: target.email, password: 'Salah#2025' }, ip()));
    await login(db, { email: target.email, password: target.password }, ip());
    for (let i = 0; i < 9; i++) await failure(login(db, { email: target.email, password: 'Salah#2025' }, ip()));
    await expect(login(db, { email: target.email, password: target.password }, ip())).resolves.toHaveProperty('jwt');
  });

  it('30 failures from one IP (over many accounts) → 429 for that IP only', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < 30; i++) await failure(login(db, { email: `orang${i}@contoh.id`, password: 'Salah#2025' }, address));
    const f = await failure(login(db, { email: 'sinar@contoh.id', password: PASSWORD }, address));
    expect(f.status).toBe(429);
    await expect(login(db, { email: 'sinar@contoh.id', password: PASSWORD }, ip())).resolves.toHaveProperty('jwt');
  });
});

describe('sessions', () => {
  let agentId: number;
  beforeAll(async () => {
    agentId = (await register(db, valid(), ip())).id;
  });

  it('resolve → revoke → null', async () => {
    const s = await createSession(db, agentId);
    expect(s.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * 86400_000 - 60_000);
    expect(s.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86400_000);
    expect((await resolveSession(db, s.token))?.agent.id).toBe(agentId);
    await revokeSession(db, s.sessionId);
    expect(await resolveSession(db, s.token)).toBeNull();
    await logout(db, s.sessionId); // idempotent
    await logout(db, null);
  });

  it('an expired row → null, even with a valid JWT', async () => {
    const s = await createSession(db, agentId);
    await db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', s.sessionId).execute();
    expect(await resolveSession(db, s.token)).toBeNull();
  });

  it('past the absolute 7-day expiry → null', async () => {
    const s = await createSession(db, agentId);
    expect(await resolveSession(db, s.token, new Date(Date.now() + 6 * 86400_000))).not.toBeNull();
    expect(await resolveSession(db, s.token, new Date(Date.now() + 7 * 86400_000 + 1000))).toBeNull();
  });

  it('tampered, foreign-signed, unknown-jti and garbage tokens → null', async () => {
    const s = await createSession(db, agentId);
    const [h, p, sig] = s.token.split('.');
    const flipped = sig.slice(0, -2) + (sig.endsWith('AA') ? 'BB' : 'AA');
    expect(await resolveSession(db, `${h}.${p}.${flipped}`)).toBeNull();
    const foreign = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(agentId)).setJti(s.sessionId).setExpirationTime('1h').sign(new TextEncoder().encode('another-secret-of-sufficient-length!!'));
    expect(await resolveSession(db, foreign)).toBeNull();
    const unknownJti = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(agentId)).setJti('tidak-ada').setExpirationTime('1h').sign(sessionSecret());
    expect(await resolveSession(db, unknownJti)).toBeNull();
    const wrongSub = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(agentId + 1000)).setJti(s.sessionId).setExpirationTime('1h').sign(sessionSecret());
    expect(await resolveSession(db, wrongSub)).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    expect(await resolveSession(db, none)).toBeNull();
    for (const t of ['', 'abc', 'a.b.c', 'x'.repeat(5000), null, undefined]) expect(await resolveSession(db, t)).toBeNull();
  });

  it('revokeOtherSessions keeps only the given one', async () => {
    const keep = await createSession(db, agentId);
    const other1 = await createSession(db, agentId);
    const other2 = await createSession(db, agentId);
    const n = await revokeOtherSessions(db, agentId, keep.sessionId);
    expect(n).toBeGreaterThanOrEqual(2);
    expect(await resolveSession(db, keep.token)).not.toBeNull();
    expect(await resolveSession(db, other1.token)).toBeNull();
    expect(await resolveSession(db, other2.token)).toBeNull();
    await revokeOtherSessions(db, agentId, null);
    expect(await resolveSession(db, keep.token)).toBeNull();
  });

  it('me answers AgentSelf without any password data', async () => {
    const self = await me(db, agentId);
    expect(self.id).toBe(agentId);
    expect(self.email).toMatch(/@contoh\.id$/);
    expect(JSON.stringify(self)).not.toMatch(/\$argon2|password/i);
    expect((await failure(me(db, 999_999))).status).toBe(401);
  });

  it('requireAgent: 401 with the right message', () => {
    const agent = { id: 1, username: 'agentravel1', namaBadanUsaha: 'PT' };
    expect(requireAgent({ agent, sessionExpired: false })).toBe(agent);
    expect(() => requireAgent({ agent: null, sessionExpired: false })).toThrowError('Silakan masuk terlebih dahulu.');
    expect(() => requireAgent({ agent: null, sessionExpired: true })).toThrowError('Sesi Anda berakhir, silakan masuk lagi.');
  });
});

describe('safeNextPath', () => {
  it('keeps local paths and refuses other hosts', () => {
    expect(safeNextPath('/paketWisata?tab=draft')).toBe('/paketWisata?tab=draft');
    expect(safeNextPath('/beranda')).toBe('/beranda');
    for (const bad of [null, '', 'beranda', '//evil.example', '/\\evil.example', 'https://evil.example/x', '/\tevil', '/login', 'javascript:alert(1)']) {
      expect(safeNextPath(bad)).toBe('/beranda');
    }
  });
});

describe('password helpers', () => {
  it('hash and verify; unknown account verifies against the dummy', async () => {
    const h = await hashPassword('Coba#1234');
    expect(h.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(h, 'Coba#1234')).toBe(true);
    expect(await verifyPassword(h, 'coba#1234')).toBe(false);
    expect(await verifyPassword(null, 'Coba#1234')).toBe(false);
    expect(await verifyPassword('bukan-hash', 'Coba#1234')).toBe(false);
  });

  it('the dummy verification costs about as much as a real one', async () => {
    const h = await hashPassword('Coba#1234');
    let real = 0;
    let dummy = 0;
    // Interleaved so that load from other processes hits both alike.
    for (let i = 0; i < 10; i++) {
      let t = performance.now();
      await verifyPassword(h, 'Salah#1234');
      real += performance.now() - t;
      t = performance.now();
      await verifyPassword(undefined, 'Salah#1234');
      dummy += performance.now() - t;
    }
    expect(dummy).toBeGreaterThan(real / 3);
    expect(dummy).toBeLessThan(real * 3);
  });
});
