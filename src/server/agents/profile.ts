// The signed-in agent's own profile and account. Every function takes the agent's id from the
// session (never from the request body) and changes only that agent's row.
import type { ZodErrorMap } from 'astro/zod';
import { getDb, type DB } from '../db/client';
import { AppError } from '../http/errors';
import { findAgentById, listPortfolio, toAgentSelf } from './repository';
import { listAgentTrips } from '../trips/repository';
import { isPublicImage } from '../portfolio/repository';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeOtherSessions } from '../auth/session';
import { LIMITS, assertAllowed, buckets, clearBucket, recordEvent } from '../auth/throttle';
import { readPrivateDocument, storePrivateDocument } from '../media/store';
import { MSG_EMAIL_TAKEN } from '../auth/service';
import { emailChangeSchema, passwordChangeSchema, profileInputSchema, profilePatchSchema } from '../../lib/schemas/profile';
import { mediaIdOf } from '../../lib/media';
import type { AgentSelf, PortfolioItem, SessionAgent, TripSummary } from '../../lib/types';

export const MSG_WRONG_PASSWORD = 'Password saat ini salah.';
export const MSG_PASSWORD_THROTTLED = 'Terlalu banyak percobaan password yang salah.';
const INVALID = 'Data yang dikirim belum benar.';

/**
 * Indonesian messages for values of the wrong type where a schema has no message of its own (zod's
 * English "Expected string, received number"). The schemas' own messages pass through.
 */
const typeErrors: ZodErrorMap = (issue, ctx) => {
  if (issue.code !== 'invalid_type' || ctx.data === undefined || !/^(Expected|Required)/.test(ctx.defaultError)) return { message: ctx.defaultError };
  return { message: issue.path.length ? 'Nilai tidak valid.' : 'Isi permintaan harus berupa objek JSON.' };
};

const invalid = (field: string, message: string) => new AppError(400, INVALID, { [field]: message });

async function selfOf(db: DB, agentId: number): Promise<AgentSelf> {
  const row = await findAgentById(db, agentId);
  if (!row) throw new AppError(401, 'Silakan masuk terlebih dahulu.');
  return toAgentSelf(row);
}

export async function getOwnProfile(agentId: number): Promise<AgentSelf> {
  return selfOf(await getDb(), agentId);
}

/**
 * Saves the profile form. `partial` (PATCH) changes only the fields sent; otherwise (PUT) every
 * field is the form's and a missing one is cleared. WhatsApp Kantor follows WhatsApp: the form
 * has one WhatsApp number, and the public pages read either.
 */
export async function updateOwnProfile(agentId: number, body: unknown, partial = false): Promise<AgentSelf> {
  const input = (partial ? profilePatchSchema : profileInputSchema).parse(body, { errorMap: typeErrors });
  const db = await getDb();
  let foto: string | null | undefined;
  if (input.fotoProfil !== undefined) {
    foto = mediaIdOf(input.fotoProfil);
    if (foto && !(await isPublicImage(db, foto))) throw invalid('fotoProfil', 'Foto profil tidak ditemukan. Unggah ulang fotonya.');
  }
  const set = {
    nama_badan_usaha: input.namaBadanUsaha,
    alamat_kantor: input.alamatKantor,
    nama_pic: input.namaPic,
    kontak_pic: input.kontakPic,
    bio: input.bio,
    tentang: input.tentang,
    telepon: input.telepon,
    whatsapp: input.whatsapp,
    whatsapp_kantor: input.whatsapp,
    telegram: input.telegram,
    line: input.line,
    instagram: input.instagram,
    twitter: input.twitter,
    facebook: input.facebook,
    foto_profil: foto,
  };
  // PATCH: a field left out stays as it is (Kysely skips undefined values).
  const changes = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
  await db
    .updateTable('agents')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', agentId)
    .execute();
  return selfOf(db, agentId);
}

/**
 * Stores the business licence (PDF, JPEG or PNG; 413/415 from the media store) as a private
 * document, replaces the previous one and asks for verification again ('menunggu').
 */
export async function uploadOwnLicence(agentId: number, bytes: Uint8Array): Promise<AgentSelf> {
  const db = await getDb();
  const id = await storePrivateDocument(db, bytes, agentId);
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('agents').select('surat_izin_usaha').where('id', '=', agentId).executeTakeFirst();
    await trx
      .updateTable('agents')
      .set({ surat_izin_usaha: id, status_verifikasi: 'menunggu', updated_at: new Date().toISOString() })
      .where('id', '=', agentId)
      .execute();
    const old = before?.surat_izin_usaha;
    if (old && old !== id) {
      await trx.deleteFrom('media_variants').where('media_id', '=', old).execute();
      await trx.deleteFrom('media').where('id', '=', old).where('owner_agent_id', '=', agentId).execute();
    }
  });
  return selfOf(db, agentId);
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The agent's own licence file, or a 404 when none is on file. */
export async function readOwnLicence(agentId: number): Promise<{ bytes: Uint8Array; mime: string; filename: string }> {
  const db = await getDb();
  const row = await db.selectFrom('agents').select(['surat_izin_usaha', 'username']).where('id', '=', agentId).executeTakeFirst();
  const doc = row?.surat_izin_usaha ? await readPrivateDocument(db, row.surat_izin_usaha, agentId) : undefined;
  if (!row || !doc) throw new AppError(404, 'Surat Izin Usaha belum diunggah.');
  const filename = `surat-izin-usaha-${row.username.replace(/[^A-Za-z0-9._-]/g, '')}.${EXTENSIONS[doc.mime] ?? 'bin'}`;
  return { bytes: doc.bytes, mime: doc.mime, filename };
}

/**
 * Checks the current password, counting a wrong one against the account's login throttle (so the
 * form cannot be used to guess it): wrong → 400 at `passwordSaatIni`, too many → 429.
 */
async function checkCurrentPassword(db: DB, agentId: number, password: string): Promise<void> {
  const bucket = buckets.loginAccount(`agent:${agentId}`);
  await assertAllowed(db, [[bucket, LIMITS.loginAccount]], MSG_PASSWORD_THROTTLED);
  const row = await db.selectFrom('agents').select('password_hash').where('id', '=', agentId).executeTakeFirst();
  if (!(await verifyPassword(row?.password_hash, password))) {
    await recordEvent(db, [bucket]);
    throw invalid('passwordSaatIni', MSG_WRONG_PASSWORD);
  }
  await clearBucket(db, bucket);
}

/**
 * Changes the password and ends every other session of the agent (the one making the change
 * stays signed in). Answers how many sessions were ended.
 */
export async function changeOwnPassword(agentId: number, keepSessionId: string | null, body: unknown): Promise<{ sesiDiakhiri: number }> {
  const input = passwordChangeSchema.parse(body, { errorMap: typeErrors });
  const db = await getDb();
  await checkCurrentPassword(db, agentId, input.passwordSaatIni);
  const hash = await hashPassword(input.passwordBaru);
  const sesiDiakhiri = await db.transaction().execute(async (trx) => {
    await trx.updateTable('agents').set({ password_hash: hash, updated_at: new Date().toISOString() }).where('id', '=', agentId).execute();
    return revokeOtherSessions(trx, agentId, keepSessionId);
  });
  return { sesiDiakhiri };
}

/** Changes the sign-in email after checking the current password; 409 when another account has it. */
export async function changeOwnEmail(agentId: number, body: unknown): Promise<AgentSelf> {
  const input = emailChangeSchema.parse(body, { errorMap: typeErrors });
  const db = await getDb();
  await checkCurrentPassword(db, agentId, input.passwordSaatIni);
  const current = await selfOf(db, agentId);
  if (current.email === input.email) throw invalid('email', 'Email baru sama dengan email Anda saat ini.');
  const taken = await db.selectFrom('agents').select('id').where('email', '=', input.email).where('id', '!=', agentId).executeTakeFirst();
  if (taken) throw new AppError(409, MSG_EMAIL_TAKEN, { email: MSG_EMAIL_TAKEN });
  try {
    await db.updateTable('agents').set({ email: input.email, updated_at: new Date().toISOString() }).where('id', '=', agentId).execute();
  } catch (err) {
    // Another account took the address between the check and the update.
    if (/UNIQUE|23505/i.test(String((err as { code?: string; message?: string })?.code ?? '') + String((err as Error)?.message ?? ''))) {
      throw new AppError(409, MSG_EMAIL_TAKEN, { email: MSG_EMAIL_TAKEN });
    }
    throw err;
  }
  return selfOf(db, agentId);
}

// ---------------------------------------------------------------------------------------------
// The dashboard home (/beranda)

export interface ProfileGap {
  /** The form field to fill, e.g. 'whatsapp' (the link goes to /profilSaya#f-whatsapp). */
  field: string;
  label: string;
}

/** What the public profile still lacks, most useful first. */
export function profileGaps(a: AgentSelf): ProfileGap[] {
  const gaps: Array<[boolean, string, string]> = [
    [!a.whatsapp, 'whatsapp', 'Nomor WhatsApp'],
    [!a.fotoProfil, 'fotoProfil', 'Foto profil'],
    [!a.bio, 'bio', 'Bio'],
    [!a.alamatKantor, 'alamatKantor', 'Alamat kantor'],
    [!a.suratIzinUsaha, 'suratIzinUsaha', 'Surat Izin Usaha'],
    [!a.tentang, 'tentang', 'Tentang agen'],
    [!a.namaPic || !a.kontakPic, 'namaPic', 'Nama dan kontak PIC'],
    [!a.instagram && !a.facebook && !a.telegram && !a.twitter && !a.line && !a.telepon, 'instagram', 'Kontak lain (telepon atau media sosial)'],
  ];
  return gaps.filter(([missing]) => missing).map(([, field, label]) => ({ field, label }));
}

export interface DashboardHome {
  agent: AgentSelf;
  trips: TripSummary[];
  portfolio: PortfolioItem[];
  gaps: ProfileGap[];
}

/** Everything /beranda shows: the agent's own packages (drafts too), portfolio and profile gaps. */
export async function getDashboardHome(session: SessionAgent): Promise<DashboardHome> {
  const db = await getDb();
  const [agent, trips, portfolio] = await Promise.all([selfOf(db, session.id), listAgentTrips(db, session.id, true), listPortfolio(db, session.id)]);
  return { agent, trips, portfolio, gaps: profileGaps(agent) };
}

