import { sql } from 'kysely';
import type { DB } from '../db/client';
import type { AgentRow } from '../db/schema';
import type { AgentPublic, AgentSelf, PortfolioItem, SessionAgent } from '../../lib/types';
import { mediaUrl } from '../../lib/media';

/** Every column but the password hash, which is read only where a password is checked. */
export const AGENT_COLUMNS = [
  'id', 'email', 'username', 'nama_badan_usaha', 'foto_profil', 'alamat_kantor', 'nama_pic', 'kontak_pic',
  'surat_izin_usaha', 'bio', 'tentang', 'telepon', 'whatsapp', 'whatsapp_kantor', 'telegram', 'line',
  'instagram', 'twitter', 'facebook', 'status_verifikasi', 'created_at', 'updated_at',
] as const;
export type AgentSafeRow = Pick<AgentRow, (typeof AGENT_COLUMNS)[number]>;

export function findAgentById(db: DB, id: number): Promise<AgentSafeRow | undefined> {
  return db.selectFrom('agents').select(AGENT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Finds by email or username, case-insensitively, with the password hash (for login only). */
export function findAgentForLogin(db: DB, emailOrUsername: string) {
  const key = emailOrUsername.trim().toLowerCase();
  return db
    .selectFrom('agents')
    .select(['id', 'username', 'nama_badan_usaha', 'password_hash'])
    .where((eb) => eb.or([eb('email', '=', key), eb(sql<string>`lower(username)`, '=', key)]))
    .executeTakeFirst();
}

export function toSessionAgent(row: Pick<AgentRow, 'id' | 'username' | 'nama_badan_usaha'>): SessionAgent {
  return { id: row.id, username: row.username, namaBadanUsaha: row.nama_badan_usaha };
}

export function toAgentPublic(r: AgentSafeRow): AgentPublic {
  return {
    id: r.id,
    username: r.username,
    namaBadanUsaha: r.nama_badan_usaha,
    fotoProfil: r.foto_profil ? mediaUrl(r.foto_profil, 400) : null,
    bio: r.bio,
    tentang: r.tentang,
    alamatKantor: r.alamat_kantor,
    telepon: r.telepon,
    whatsapp: r.whatsapp,
    whatsappKantor: r.whatsapp_kantor,
    telegram: r.telegram,
    line: r.line,
    instagram: r.instagram,
    twitter: r.twitter,
    facebook: r.facebook,
    statusVerifikasi: r.status_verifikasi,
    terverifikasi: r.status_verifikasi === 'terverifikasi',
  };
}

export function toAgentSelf(r: AgentSafeRow): AgentSelf {
  return {
    ...toAgentPublic(r),
    email: r.email,
    namaPic: r.nama_pic,
    kontakPic: r.kontak_pic,
    suratIzinUsaha: r.surat_izin_usaha !== null,
    createdAt: r.created_at,
  };
}

export async function listPortfolio(db: DB, agentId: number): Promise<PortfolioItem[]> {
  const rows = await db.selectFrom('portfolio_items').selectAll().where('agent_id', '=', agentId).orderBy('id', 'desc').execute();
  return rows.map((r) => ({
    id: r.id,
    agentId: r.agent_id,
    judul: r.judul,
    deskripsi: r.deskripsi,
    foto: r.foto ? mediaUrl(r.foto) : null,
    tripId: r.trip_id,
    link: r.link,
    createdAt: r.created_at,
  }));
}
