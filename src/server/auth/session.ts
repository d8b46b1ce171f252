import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { DB } from '../db/client';
import { sessionSecret } from '../config';
import type { SessionAgent } from '../../lib/types';

/** Absolute session lifetime: a session ends 7 days after sign-in, whatever the activity. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

const ALG = 'HS256';
/** Longer tokens are not ours: refuse them before any crypto or database work. */
const MAX_TOKEN_LENGTH = 2048;
/** Expired session rows are swept at most this often per process. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
let lastSweep = 0;

export interface CreatedSession {
  /** The signed JWT (cookie value and Bearer token). */
  token: string;
  /** The session row id, also the JWT `jti`. */
  sessionId: string;
  expiresAt: Date;
}

export interface ResolvedSession {
  agent: SessionAgent;
  sessionId: string;
}

/** 256 random bits, base64url: the sessions row id and the JWT `jti`. */
function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** Starts a new session for an agent (always a fresh id: no fixation) and signs its JWT. */
export async function createSession(db: DB, agentId: number, now = new Date()): Promise<CreatedSession> {
  const sessionId = newSessionId();
  const iat = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((iat + SESSION_TTL_SECONDS) * 1000);
  await db
    .insertInto('sessions')
    .values({ id: sessionId, agent_id: agentId, created_at: now.toISOString(), expires_at: expiresAt.toISOString(), revoked_at: null })
    .execute();
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(String(agentId))
    .setJti(sessionId)
    .setIssuedAt(iat)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(sessionSecret());
  await sweepExpired(db, now);
  return { token, sessionId, expiresAt };
}

/**
 * The agent behind a token, or null when the token is malformed, badly signed, expired, or its
 * session row is missing, revoked or past its expiry, or the agent no longer exists.
 */
export async function resolveSession(db: DB, token: string | null | undefined, now = new Date()): Promise<ResolvedSession | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  let jti: string | undefined;
  let sub: string | undefined;
  try {
    const { payload } = await jwtVerify(token, sessionSecret(), { algorithms: [ALG], currentDate: now });
    jti = payload.jti;
    sub = payload.sub;
  } catch {
    return null;
  }
  if (!jti || !sub) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('agents', 'agents.id', 'sessions.agent_id')
    .select(['sessions.id as sessionId', 'sessions.agent_id as agentId', 'sessions.expires_at as expiresAt', 'sessions.revoked_at as revokedAt', 'agents.username', 'agents.nama_badan_usaha'])
    .where('sessions.id', '=', jti)
    .executeTakeFirst();
  if (!row || row.revokedAt !== null) return null;
  if (String(row.agentId) !== sub) return null;
  if (new Date(row.expiresAt).getTime() <= now.getTime()) return null;
  return { sessionId: row.sessionId, agent: { id: row.agentId, username: row.username, namaBadanUsaha: row.nama_badan_usaha } };
}

/** Revokes one session (logout). Idempotent. */
export async function revokeSession(db: DB, sessionId: string, now = new Date()): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now.toISOString() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/**
 * Revokes every live session of an agent except `keepSessionId` (password change keeps the current
 * one; pass null to revoke them all). Answers how many were revoked.
 */
export async function revokeOtherSessions(db: DB, agentId: number, keepSessionId: string | null, now = new Date()): Promise<number> {
  let q = db.updateTable('sessions').set({ revoked_at: now.toISOString() }).where('agent_id', '=', agentId).where('revoked_at', 'is', null);
  if (keepSessionId) q = q.where('id', '!=', keepSessionId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Deletes expired session rows, at most once per SWEEP_INTERVAL_MS per process. */
async function sweepExpired(db: DB, now: Date): Promise<void> {
  if (now.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
  lastSweep = now.getTime();
  await db.deleteFrom('sessions').where('expires_at', '<', now.toISOString()).execute();
}
