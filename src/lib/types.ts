/** Shapes of the JSON API (field names are the product specification's) and of page props. */

export type Kategori = 'lokal' | 'internasional';
export type TripStatus = 'draft' | 'published';
export type StatusVerifikasi = 'belum' | 'menunggu' | 'terverifikasi' | 'ditolak';

/** Price per person keyed by group label, e.g. { '1-3 orang': 1500000 }, in tier order. */
export type Harga = Record<string, number>;

/** The old client read each facility as an object with a `fasilitasTermasuk` text. */
export interface Fasilitas {
  fasilitasTermasuk: string;
}

export interface Destinasi {
  title: string;
  image: string | null;
  description: string;
}

/** A trip as lists and cards show it. */
export interface TripSummary {
  id: number;
  agentId: number;
  deskripsi: { judul: string; cover: string | null };
  kota: string;
  provinsi: string;
  kategori: Kategori;
  harga: Harga;
  hargaMulai: number;
  lamaTrip: string;
  semuaTermasuk: boolean;
  status: TripStatus;
}

/** A trip with everything its detail page shows. */
export interface TripDetail extends Omit<TripSummary, 'deskripsi'> {
  deskripsi: { judul: string; cover: string | null; deskripsi: string; detailDestinasi: Destinasi[] };
  informasiPenting: string;
  linkRundown: string | null;
  catatanHarga: string | null;
  fasilitasTermasuk: Fasilitas[];
  fasilitasTidakTermasuk: Fasilitas[];
  createdAt: string;
  updatedAt: string;
}

/** What anyone may know about an agent. Never the email, password hash, PIC or licence. */
export interface AgentPublic {
  id: number;
  username: string;
  namaBadanUsaha: string;
  fotoProfil: string | null;
  bio: string | null;
  tentang: string | null;
  alamatKantor: string | null;
  telepon: string | null;
  whatsapp: string | null;
  whatsappKantor: string | null;
  telegram: string | null;
  line: string | null;
  instagram: string | null;
  twitter: string | null;
  facebook: string | null;
  statusVerifikasi: StatusVerifikasi;
  terverifikasi: boolean;
}

export interface PortfolioItem {
  id: number;
  agentId: number;
  judul: string;
  deskripsi: string;
  foto: string | null;
  tripId: number | null;
  link: string | null;
  createdAt: string;
}

/** The signed-in agent as middleware puts it in Astro.locals and the auth store holds it. */
export interface SessionAgent {
  id: number;
  username: string;
  namaBadanUsaha: string;
}

/** The signed-in agent's own account, as GET /api/agent/me answers it. */
export interface AgentSelf extends AgentPublic {
  email: string;
  namaPic: string | null;
  kontakPic: string | null;
  /** Whether a licence is on file; the file itself is downloaded from its own private URL. */
  suratIzinUsaha: boolean;
  createdAt: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
