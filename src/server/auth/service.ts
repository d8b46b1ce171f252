import { sql } from 'kysely';
import type { ZodErrorMap } from 'astro/zod';
import type { DB } from '../db/client';
import { AppError } from '../http/errors';
import { findAgentById, findAgentForLogin, toAgentSelf, toSessionAgent } from '../agents/repository';
import { loginSchema, registerSchema } from '../../lib/schemas/auth';
import type { AgentSelf, SessionAgent } from '../../lib/types';
import { hashPassword, verifyPassword } from './password';
import { createSession, revokeSession } from './session';
import { LIMITS, LOGIN_THROTTLED, REGISTER_THROTTLED, assertAllowed, buckets, clearBucket, recordEvent } from './throttle';

export const MSG_EMAIL_TAKEN = 'Email sudah terdaftar.';
export const MSG_USERNAME_TAKEN = 'Username sudah dipakai.';
export const MSG_BAD_LOGIN = 'Email/username atau password salah.';

const LABELS: Record<string, string> = {
  email: 'Email',
  username: 'Username',
  password: 'Password',
  namaBadanUsaha: 'Nama Badan Usaha',
};

/**
 * Indonesian messages for values of the wrong type (a number or null where text is expected),
 * which the shared schemas leave to zod's English default. Explicit messages still win.
 */
const typeErrorMap =
  (labels: Record<string, string>): ZodErrorMap =>
  (issue, ctx) => {
    if (issue.code !== 'invalid_type' || ctx.data === undefined) return { message: ctx.defaultError };
    const key = String(issue.path[issue.path.length - 1] ?? '');
    const label = labels[key];
    if (!label) return { message: issue.path.length ? 'Nilai tidak valid.' : 'Isi permintaan harus berupa objek JSON.' };
    return { message: ctx.data === null ? `${label} wajib diisi.` : `${label} harus berupa teks.` };
  };

const registerErrors = typeErrorMap(LABELS);
const loginErrors = typeErrorMap({ email: 'Email/Username', password: 'Password' });

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e) return false;
  // better-sqlite3: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY; pg: 23505.
  return e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === '23505' || (typeof e.message === 'string' && /UNIQUE constraint failed/i.test(e.message));
}

/** 409 naming each taken field, or nothing when both are free. */
async function assertAvailable(db: DB, email: string, username: string): Promise<void> {
  const rows = await db
    .selectFrom('agents')
    .select(['email', 'username'])
    .where((eb) => eb.or([eb('email', '=', email), eb(sql<string>`lower(username)`, '=', username.toLowerCase())]))
    .execute();
  const fields: Record<string, string> = {};
  if (rows.some((r) => r.email === email)) fields.email = MSG_EMAIL_TAKEN;
  if (rows.some((r) => r.username.toLowerCase() === username.toLowerCase())) fields.username = MSG_USERNAME_TAKEN;
  if (fields.email || fields.username) throw new AppError(409, fields.email ?? fields.username, fields);
}

/**
 * Registers an agent. Invalid input → ZodError (400, per field); taken email/username → 409 with
 * field messages; more than LIMITS.registerIp from one address → 429. Answers the new SessionAgent
 * (the caller signs it in with createSession).
 */
export async function register(db: DB, input: unknown, ip: string): Promise<SessionAgent> {
  const data = registerSchema.parse(input, { errorMap: registerErrors });
  const ipBucket = buckets.registerIp(ip);
  await assertAllowed(db, [[ipBucket, LIMITS.registerIp]], REGISTER_THROTTLED);
  // Counted before the availability check: probing which emails are registered costs attempts too.
  await recordEvent(db, [ipBucket]);
  await assertAvailable(db, data.email, data.username);
  const passwordHash = await hashPassword(data.password);
  const now = new Date().toISOString();
  try {
    const row = await db
      .insertInto('agents')
      .values({
        email: data.email,
        username: data.username,
        password_hash: passwordHash,
        nama_badan_usaha: data.namaBadanUsaha,
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'username', 'nama_badan_usaha'])
      .executeTakeFirstOrThrow();
    return toSessionAgent(row);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Another request took the email or username between our check and the insert.
    await assertAvailable(db, data.email, data.username);
    throw new AppError(409, MSG_EMAIL_TAKEN, { email: MSG_EMAIL_TAKEN });
  }
}

export interface LoginResult {
  jwt: string;
  agent: SessionAgent;
  sessionId: string;
  expiresAt: Date;
}

/**
 * Signs in with an email or a username (any case) and a password. The same 401 message whether the
 * account exists or not, with the argon2 work done either way. Failed attempts are counted per
 * account and per IP; over the limit → 429 with Retry-After. Success clears the account's failures
 * and starts a new session.
 */
export async function login(db: DB, input: unknown, ip: string): Promise<LoginResult> {
  const data = loginSchema.parse(input, { errorMap: loginErrors });
  const found = await findAgentForLogin(db, data.email);
  // Keyed by the account itself when it exists (so email and username share one count), else by the typed name.
  const accountBucket = buckets.loginAccount(found ? `agent:${found.id}` : `name:${data.email.toLowerCase()}`);
  const ipBucket = buckets.loginIp(ip);
  await assertAllowed(
    db,
    [
      [accountBucket, LIMITS.loginAccount],
      [ipBucket, LIMITS.loginIp],
    ],
    LOGIN_THROTTLED,
  );
  const valid = await verifyPassword(found?.password_hash, data.password);
  if (!found || !valid) {
    await recordEvent(db, [accountBucket, ipBucket]);
    throw new AppError(401, MSG_BAD_LOGIN);
  }
  await clearBucket(db, accountBucket);
  const session = await createSession(db, found.id);
  return { jwt: session.token, agent: toSessionAgent(found), sessionId: session.sessionId, expiresAt: session.expiresAt };
}

/** Ends a session on the server. Idempotent. */
export async function logout(db: DB, sessionId: string | null | undefined): Promise<void> {
  if (sessionId) await revokeSession(db, sessionId);
}

/** The signed-in agent's own account; 401 when it no longer exists. */
export async function me(db: DB, agentId: number): Promise<AgentSelf> {
  const row = await findAgentById(db, agentId);
  if (!row) throw new AppError(401, 'Silakan masuk terlebih dahulu.');
  return toAgentSelf(row);
}
