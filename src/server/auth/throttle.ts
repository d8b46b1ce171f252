import type { DB } from '../db/client';
import { AppError } from '../http/errors';

/**
 * Sliding-window throttles stored in `rate_events` (one row per counted event), so they hold
 * across restarts and across several app servers sharing one database.
 */
export interface Limit {
  /** Counted events allowed inside the window; the next one is refused. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const envInt = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isInteger(v) && v > 0 ? v : fallback;
};

/**
 * Failed logins per account: 10 per 15 minutes. Per IP the limit is higher (30 per 15 minutes)
 * because many Indonesian mobile users share one carrier-grade NAT address; it still stops one
 * address from trying passwords across many accounts.
 * Registrations per IP: 10 per hour. Each can be changed by environment (THROTTLE_*).
 */
export const LIMITS = {
  get loginAccount(): Limit {
    return { max: envInt('THROTTLE_LOGIN_ACCOUNT_MAX', 10), windowMs: 15 * MINUTE };
  },
  get loginIp(): Limit {
    return { max: envInt('THROTTLE_LOGIN_IP_MAX', 30), windowMs: 15 * MINUTE };
  },
  get registerIp(): Limit {
    return { max: envInt('THROTTLE_REGISTER_IP_MAX', 10), windowMs: 60 * MINUTE };
  },
};

/** The longest window: events older than this are never counted again. */
const MAX_WINDOW_MS = 60 * MINUTE;
const SWEEP_INTERVAL_MS = 10 * MINUTE;
let lastSweep = 0;

export const buckets = {
  loginAccount: (key: string) => `login:acct:${key}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  registerIp: (ip: string) => `register:ip:${ip}`,
};

/**
 * Seconds until one more event is allowed in `bucket`, or 0 when it is allowed now.
 */
export async function retryAfterSeconds(db: DB, bucket: string, limit: Limit, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  const rows = await db
    .selectFrom('rate_events')
    .select('created_at')
    .where('bucket', '=', bucket)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(limit.max)
    .execute();
  if (rows.length < limit.max) return 0;
  // The max-th newest event: once it leaves the window, fewer than `max` remain.
  const oldest = new Date(rows[rows.length - 1].created_at).getTime();
  return Math.max(1, Math.ceil((oldest + limit.windowMs - now.getTime()) / 1000));
}

/** Counts one event in each bucket. */
export async function recordEvent(db: DB, bucketNames: string[], now = new Date()): Promise<void> {
  if (bucketNames.length === 0) return;
  const created_at = now.toISOString();
  await db.insertInto('rate_events').values(bucketNames.map((bucket) => ({ bucket, created_at }))).execute();
  await sweep(db, now);
}

/** Forgets a bucket's events (a successful login clears the account's failures). */
export async function clearBucket(db: DB, bucket: string): Promise<void> {
  await db.deleteFrom('rate_events').where('bucket', '=', bucket).execute();
}

/** "12 menit" / "45 detik". */
export function formatWait(seconds: number): string {
  return seconds >= 60 ? `${Math.ceil(seconds / 60)} menit` : `${seconds} detik`;
}

export function tooManyRequests(message: string, seconds: number): AppError {
  return new AppError(429, `${message} Coba lagi dalam ${formatWait(seconds)}.`, undefined, { 'Retry-After': String(seconds) });
}

/** Throws 429 when any of the given (bucket, limit) pairs is exhausted, with the longest wait. */
export async function assertAllowed(db: DB, checks: Array<[string, Limit]>, message: string, now = new Date()): Promise<void> {
  let wait = 0;
  for (const [bucket, limit] of checks) wait = Math.max(wait, await retryAfterSeconds(db, bucket, limit, now));
  if (wait > 0) throw tooManyRequests(message, wait);
}

export const LOGIN_THROTTLED = 'Terlalu banyak percobaan masuk.';
export const REGISTER_THROTTLED = 'Terlalu banyak pendaftaran dari jaringan ini.';

/**
 * The caller's address as Astro reports it (the socket's, or X-Forwarded-For's first entry: Astro's
 * node adapter trusts that header, so a deployment without a proxy should strip it).
 */
export function clientIp(ctx: { clientAddress: string }): string {
  try {
    return ctx.clientAddress || 'unknown';
  } catch {
    return 'unknown';
  }
}

async function sweep(db: DB, now: Date): Promise<void> {
  if (now.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
  lastSweep = now.getTime();
  await db.deleteFrom('rate_events').where('created_at', '<', new Date(now.getTime() - MAX_WINDOW_MS).toISOString()).execute();
}
