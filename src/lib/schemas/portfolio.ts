import { z } from 'astro/zod';
import { MEDIA_URL_PATTERN, requiredText } from './trip';

export const PORTFOLIO_LIMITS = { judul: 60, deskripsi: 700 } as const;

const FOTO_REQUIRED = 'Unggah Foto Portofolio terlebih dahulu.';

/** A portfolio item as the /portofolio form and POST /api/portofolio/create send it. */
export const portfolioInputSchema = z.object({
  judul: requiredText('Judul Portofolio', PORTFOLIO_LIMITS.judul),
  deskripsi: requiredText('Deskripsi Portofolio', PORTFOLIO_LIMITS.deskripsi),
  foto: z
    .string({ required_error: FOTO_REQUIRED, invalid_type_error: FOTO_REQUIRED })
    .regex(MEDIA_URL_PATTERN, 'Foto tidak valid. Unggah ulang fotonya.'),
  /** One of the agent's own packages, or null for none. */
  tripId: z
    .number({ invalid_type_error: 'Pilih paket wisata dari daftar.' })
    .int('Pilih paket wisata dari daftar.')
    .positive('Pilih paket wisata dari daftar.')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type PortfolioInput = z.infer<typeof portfolioInputSchema>;

export interface PortfolioFormValues {
  judul: string;
  deskripsi: string;
  foto: string | null;
  /** The select's value: '' for "Tidak ada", else a trip id. */
  tripId: string;
}

export const emptyPortfolioForm = (): PortfolioFormValues => ({ judul: '', deskripsi: '', foto: null, tripId: '' });

export const portfolioFormToBody = (v: PortfolioFormValues) => ({
  judul: v.judul,
  deskripsi: v.deskripsi,
  foto: v.foto,
  tripId: v.tripId ? Number(v.tripId) : null,
});
