import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Booleans are stored as 0/1 integers so the same queries run on SQLite and PostgreSQL. */
type Flag = number;

export type StatusVerifikasi = 'belum' | 'menunggu' | 'terverifikasi' | 'ditolak';
export type Kategori = 'lokal' | 'internasional';
export type TripStatus = 'draft' | 'published';

export interface AgentsTable {
  id: Generated<number>;
  email: string;
  username: string;
  password_hash: string;
  nama_badan_usaha: string;
  foto_profil: string | null;
  alamat_kantor: string | null;
  nama_pic: string | null;
  kontak_pic: string | null;
  surat_izin_usaha: string | null;
  bio: string | null;
  tentang: string | null;
  telepon: string | null;
  whatsapp: string | null;
  whatsapp_kantor: string | null;
  telegram: string | null;
  line: string | null;
  instagram: string | null;
  twitter: string | null;
  facebook: string | null;
  status_verifikasi: ColumnType<StatusVerifikasi, StatusVerifikasi | undefined, StatusVerifikasi>;
  created_at: string;
  updated_at: string;
}

export interface TripsTable {
  id: Generated<number>;
  agent_id: number;
  judul: string;
  deskripsi: string;
  cover: string | null;
  kota: string;
  provinsi: string;
  kategori: Kategori;
  informasi_penting: string;
  link_rundown: string | null;
  lama_trip: string;
  catatan_harga: string | null;
  semua_termasuk: Flag;
  harga_mulai: number;
  status: TripStatus;
  created_at: string;
  updated_at: string;
}

export interface TripDestinationsTable {
  trip_id: number;
  position: number;
  title: string;
  image: string | null;
  description: string;
}

export interface TripPricesTable {
  trip_id: number;
  position: number;
  label: string;
  price: number;
}

export interface TripFacilitiesTable {
  trip_id: number;
  included: Flag;
  position: number;
  text: string;
}

export interface PortfolioItemsTable {
  id: Generated<number>;
  agent_id: number;
  judul: string;
  deskripsi: string;
  foto: string | null;
  trip_id: number | null;
  link: string | null;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  agent_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface MediaTable {
  id: string;
  kind: 'image' | 'document';
  /** Private media (licence documents) are served only to their own agent. */
  owner_agent_id: number | null;
  is_private: Flag;
  created_at: string;
}

export interface MediaVariantsTable {
  media_id: string;
  /** 0 for a document kept as uploaded. */
  width: number;
  height: number;
  mime: string;
  bytes: Uint8Array;
}

export interface RateEventsTable {
  id: Generated<number>;
  bucket: string;
  created_at: string;
}

export interface Database {
  agents: AgentsTable;
  trips: TripsTable;
  trip_destinations: TripDestinationsTable;
  trip_prices: TripPricesTable;
  trip_facilities: TripFacilitiesTable;
  portfolio_items: PortfolioItemsTable;
  sessions: SessionsTable;
  media: MediaTable;
  media_variants: MediaVariantsTable;
  rate_events: RateEventsTable;
}

export type AgentRow = Selectable<AgentsTable>;
export type NewAgent = Insertable<AgentsTable>;
export type AgentUpdate = Updateable<AgentsTable>;
export type TripRow = Selectable<TripsTable>;
export type NewTrip = Insertable<TripsTable>;
export type PortfolioRow = Selectable<PortfolioItemsTable>;
