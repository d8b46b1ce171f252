import { z } from 'astro/zod';
import type { Kategori, TripDetail, TripStatus } from '../types';
import { zodFieldErrors } from '../validation';

export const TRIP_LIMITS = {
  judul: 60,
  deskripsi: 700,
  informasiPenting: 1200,
  destinasiTitle: 60,
  destinasiDescription: 700,
  kota: 80,
  provinsi: 80,
  lamaTrip: 30,
  catatanHarga: 300,
  fasilitas: 120,
  hargaLabel: 30,
} as const;
export const FIRST_PRICE_LABEL = '1-3 orang';
export const MAX_PRICE = 1_000_000_000;
export const MAX_DESTINATIONS = 20;
export const MAX_FACILITIES = 30;
export const MAX_PRICE_TIERS = 10;

/** A URL made by mediaUrl(): images are uploaded first (POST /api/media/upload), then referenced. */
export const MEDIA_URL_PATTERN = /^\/media\/[a-f0-9]{24}-\d+\.webp$/;

/** An optional image field: a media URL, or null/absent. */
export const optionalMediaRef = z
  .string({ invalid_type_error: 'Gambar tidak valid. Unggah ulang gambarnya.' })
  .regex(MEDIA_URL_PATTERN, 'Gambar tidak valid. Unggah ulang gambarnya.')
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** A required, trimmed text with the spec's limit and Indonesian messages. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ required_error: `${label} wajib diisi.`, invalid_type_error: `${label} wajib diisi.` })
    .trim()
    .min(1, `${label} wajib diisi.`)
    .max(max, `${label} maksimal ${max} karakter.`);

const urlSchema = z.string().url();
/** An http(s) address with a dotted host, e.g. https://docs.google.com/... */
const isWebUrl = (u: string) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(u) && urlSchema.safeParse(u).success;

const fasilitas = z
  .array(z.object({ fasilitasTermasuk: requiredText('Fasilitas', TRIP_LIMITS.fasilitas) }), {
    invalid_type_error: 'Daftar fasilitas tidak valid.',
  })
  .max(MAX_FACILITIES, `Maksimal ${MAX_FACILITIES} fasilitas.`)
  .optional()
  .transform((v) => v ?? []);

const hargaSchema = z
  .record(
    z.string().trim().min(1, 'Label harga wajib diisi.').max(TRIP_LIMITS.hargaLabel, `Label harga maksimal ${TRIP_LIMITS.hargaLabel} karakter.`),
    z
      .number({ required_error: 'Harga wajib diisi.', invalid_type_error: 'Harga harus berupa angka.' })
      .int('Harga harus bilangan bulat rupiah.')
      .positive('Harga harus lebih dari 0.')
      .max(MAX_PRICE, 'Harga terlalu besar.'),
    { required_error: `Harga untuk '${FIRST_PRICE_LABEL}' wajib diisi.`, invalid_type_error: 'Harga harus berupa daftar label dan harga.' },
  )
  .refine((h) => FIRST_PRICE_LABEL in h, { message: `Harga untuk '${FIRST_PRICE_LABEL}' wajib diisi.` })
  .refine((h) => Object.keys(h).length <= MAX_PRICE_TIERS, { message: `Maksimal ${MAX_PRICE_TIERS} tingkatan harga.` })
  // '1-3 orang' is always the first tier (the one every card shows).
  .transform((h): Record<string, number> => ({ [FIRST_PRICE_LABEL]: h[FIRST_PRICE_LABEL], ...h }));

/** A package as the dashboard form and the write API send it (the spec's field names). */
export const tripInputSchema = z.object({
  deskripsi: z.object(
    {
      judul: requiredText('Judul', TRIP_LIMITS.judul),
      deskripsi: requiredText('Deskripsi', TRIP_LIMITS.deskripsi),
      cover: optionalMediaRef,
      detailDestinasi: z
        .array(
          z.object({
            title: requiredText('Judul destinasi', TRIP_LIMITS.destinasiTitle),
            image: optionalMediaRef,
            description: requiredText('Deskripsi destinasi', TRIP_LIMITS.destinasiDescription),
          }),
          { required_error: 'Tambahkan minimal satu destinasi.', invalid_type_error: 'Daftar destinasi tidak valid.' },
        )
        .min(1, 'Tambahkan minimal satu destinasi.')
        .max(MAX_DESTINATIONS, `Maksimal ${MAX_DESTINATIONS} destinasi.`),
    },
    { required_error: 'Judul, deskripsi, dan destinasi wajib diisi.', invalid_type_error: 'Judul, deskripsi, dan destinasi wajib diisi.' },
  ),
  kota: requiredText('Kota', TRIP_LIMITS.kota),
  provinsi: requiredText('Provinsi/Negara', TRIP_LIMITS.provinsi),
  kategori: z.enum(['lokal', 'internasional'], { errorMap: () => ({ message: 'Pilih kategori lokal atau internasional.' }) }),
  informasiPenting: requiredText('Info Penting', TRIP_LIMITS.informasiPenting),
  linkRundown: z
    .string({ invalid_type_error: 'Link rundown harus berupa URL.' })
    .trim()
    .max(500, 'Link rundown maksimal 500 karakter.')
    .refine((u) => u === '' || isWebUrl(u), 'Link rundown harus berupa URL yang valid, diawali http:// atau https://.')
    .nullable()
    .optional()
    .transform((v) => v || null),
  fasilitasTermasuk: fasilitas,
  fasilitasTidakTermasuk: fasilitas,
  lamaTrip: requiredText('Lama trip', TRIP_LIMITS.lamaTrip),
  catatanHarga: z
    .string({ invalid_type_error: 'Catatan harga harus berupa teks.' })
    .trim()
    .max(TRIP_LIMITS.catatanHarga, `Catatan harga maksimal ${TRIP_LIMITS.catatanHarga} karakter.`)
    .nullable()
    .optional()
    .transform((v) => v || null),
  semuaTermasuk: z.boolean({ required_error: 'Pilih ya atau tidak.', invalid_type_error: 'Pilih ya atau tidak.' }),
  harga: hargaSchema,
  status: z.enum(['draft', 'published'], { errorMap: () => ({ message: 'Status harus draft atau published.' }) }).default('draft'),
});
export type TripInput = z.infer<typeof tripInputSchema>;

// ---------------------------------------------------------------------------------------------
// The dashboard form's own shape: lists as rows with stable ids, price tiers as an array.

export interface DestinasiRow {
  uid: string;
  title: string;
  image: string | null;
  description: string;
}
export interface TextRow {
  uid: string;
  text: string;
}
export interface TierRow {
  uid: string;
  label: string;
  /** Digits only ('' while empty). */
  price: string;
}
export interface TripFormValues {
  judul: string;
  deskripsi: string;
  cover: string | null;
  destinasi: DestinasiRow[];
  informasiPenting: string;
  linkRundown: string;
  fasilitasTermasuk: TextRow[];
  fasilitasTidakTermasuk: TextRow[];
  kota: string;
  provinsi: string;
  kategori: Kategori;
  semuaTermasuk: boolean | null;
  lamaTrip: string;
  tiers: TierRow[];
  catatanHarga: string;
}

/** A row id for React keys, unique across server-made and browser-made rows. */
export const newUid = (): string => Math.random().toString(36).slice(2, 10);

export const emptyDestinasi = (): DestinasiRow => ({ uid: newUid(), title: '', image: null, description: '' });
export const emptyTextRow = (): TextRow => ({ uid: newUid(), text: '' });
export const emptyTier = (label = ''): TierRow => ({ uid: newUid(), label, price: '' });

export function emptyTripForm(): TripFormValues {
  return {
    judul: '',
    deskripsi: '',
    cover: null,
    destinasi: [emptyDestinasi()],
    informasiPenting: '',
    linkRundown: '',
    fasilitasTermasuk: [emptyTextRow()],
    fasilitasTidakTermasuk: [emptyTextRow()],
    kota: '',
    provinsi: '',
    kategori: 'lokal',
    semuaTermasuk: null,
    lamaTrip: '',
    tiers: [emptyTier(FIRST_PRICE_LABEL)],
    catatanHarga: '',
  };
}

/** An existing package as the form edits it. */
export function tripToForm(t: TripDetail): TripFormValues {
  const tiers = Object.entries(t.harga).map(([label, price]) => ({ uid: newUid(), label, price: String(price) }));
  const first = tiers.findIndex((r) => r.label === FIRST_PRICE_LABEL);
  if (first > 0) tiers.unshift(...tiers.splice(first, 1));
  if (first < 0) tiers.unshift(emptyTier(FIRST_PRICE_LABEL));
  const rows = (list: { fasilitasTermasuk: string }[]) => list.map((f) => ({ uid: newUid(), text: f.fasilitasTermasuk }));
  return {
    judul: t.deskripsi.judul,
    deskripsi: t.deskripsi.deskripsi,
    cover: t.deskripsi.cover,
    destinasi: t.deskripsi.detailDestinasi.map((d) => ({ uid: newUid(), title: d.title, image: d.image, description: d.description })),
    informasiPenting: t.informasiPenting,
    linkRundown: t.linkRundown ?? '',
    fasilitasTermasuk: rows(t.fasilitasTermasuk),
    fasilitasTidakTermasuk: rows(t.fasilitasTidakTermasuk),
    kota: t.kota,
    provinsi: t.provinsi,
    kategori: t.kategori,
    semuaTermasuk: t.semuaTermasuk,
    lamaTrip: t.lamaTrip,
    tiers,
    catatanHarga: t.catatanHarga ?? '',
  };
}

/** Rows the agent added but left empty are not sent: blank facilities and blank extra price tiers. */
const isBlankText = (r: TextRow) => r.text.trim() === '';
const isBlankTier = (t: TierRow, i: number) => i > 0 && t.label.trim() === '' && t.price === '';
/** The form's row index of each row that is sent. */
const sentIndexes = <T,>(rows: T[], blank: (r: T, i: number) => boolean) => rows.flatMap((r, i) => (blank(r, i) ? [] : [i]));

/** The API body (the spec's field names) for the form's values. */
export function formToTripBody(v: TripFormValues, status: TripStatus) {
  return {
    deskripsi: {
      judul: v.judul,
      deskripsi: v.deskripsi,
      cover: v.cover,
      detailDestinasi: v.destinasi.map((d) => ({ title: d.title, image: d.image, description: d.description })),
    },
    kota: v.kota,
    provinsi: v.provinsi,
    kategori: v.kategori,
    informasiPenting: v.informasiPenting,
    linkRundown: v.linkRundown.trim() || null,
    fasilitasTermasuk: v.fasilitasTermasuk.filter((r) => !isBlankText(r)).map((r) => ({ fasilitasTermasuk: r.text })),
    fasilitasTidakTermasuk: v.fasilitasTidakTermasuk.filter((r) => !isBlankText(r)).map((r) => ({ fasilitasTermasuk: r.text })),
    lamaTrip: v.lamaTrip,
    catatanHarga: v.catatanHarga.trim() || null,
    semuaTermasuk: v.semuaTermasuk,
    harga: Object.fromEntries(v.tiers.filter((t, i) => !isBlankTier(t, i)).map((t) => [t.label.trim(), t.price === '' ? null : Number(t.price)])),
    status,
  };
}

/** Rules of the tier rows that the object shape cannot express (empty or repeated labels). */
function tierErrors(tiers: TierRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  const seen = new Set<string>();
  tiers.forEach((t, i) => {
    if (isBlankTier(t, i)) return;
    const label = t.label.trim();
    if (!label) out[`tiers.${i}.label`] = 'Label harga wajib diisi.';
    else if (seen.has(label.toLowerCase())) out[`tiers.${i}.label`] = 'Label harga tidak boleh sama.';
    seen.add(label.toLowerCase());
    if (t.price === '') out[`tiers.${i}.price`] = 'Harga wajib diisi.';
  });
  return out;
}

/**
 * Field errors keyed by the API's dotted paths, moved to the form's rows: 'harga.<label>' to its
 * tier ('tiers.1.price'), and facility errors past blank rows (which are not sent) to their row.
 */
export function placeFormErrors(errors: Record<string, string>, v: TripFormValues): Record<string, string> {
  const out: Record<string, string> = {};
  const facilityRows = {
    fasilitasTermasuk: sentIndexes(v.fasilitasTermasuk, isBlankText),
    fasilitasTidakTermasuk: sentIndexes(v.fasilitasTidakTermasuk, isBlankText),
  };
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith('harga.')) {
      const i = v.tiers.findIndex((t) => t.label.trim() === key.slice('harga.'.length));
      const field = /label/i.test(message) ? 'label' : 'price';
      out[i >= 0 ? `tiers.${i}.${field}` : 'harga'] ??= message;
      continue;
    }
    const m = key.match(/^(fasilitasTermasuk|fasilitasTidakTermasuk)\.(\d+)(\..*)?$/);
    if (m) {
      const row = facilityRows[m[1] as keyof typeof facilityRows][Number(m[2])];
      out[row === undefined ? m[1] : `${m[1]}.${row}${m[3] ?? ''}`] ??= message;
      continue;
    }
    out[key] = message;
  }
  return out;
}

/** Checks the form in the browser with the server's own schema; answers the body or the errors. */
export function validateTripForm(v: TripFormValues, status: TripStatus): { body: ReturnType<typeof formToTripBody>; errors: Record<string, string> } {
  const body = formToTripBody(v, status);
  const parsed = tripInputSchema.safeParse(body);
  const errors = { ...(parsed.success ? {} : placeFormErrors(zodFieldErrors(parsed.error), v)), ...tierErrors(v.tiers) };
  return { body, errors };
}
