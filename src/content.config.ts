// The copy of /faq, /tentangKami and /bergabungMenjadiAgen lives in markdown under src/content/.
// A content editor changes only those files; the build checks them against these schemas and
// names the file and field when something is missing or too long.
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';

/** Fields every page file has: its heading, the line under it and its search-engine texts. */
const page = z.object({
  /** The page's main heading (h1). */
  judul: z.string().min(1).max(80),
  /** One or two sentences under the heading. */
  pengantar: z.string().min(1).max(300),
  /** The browser tab and search result title. */
  metaJudul: z.string().min(1).max(60),
  /** The search result and link-preview description. */
  metaDeskripsi: z.string().min(50).max(160),
});

/** A titled point: a service, a reason, a benefit, a step. */
const point = z.object({ judul: z.string().min(1).max(60), teks: z.string().min(1).max(300) });
const pointSection = z.object({ judul: z.string().min(1).max(80), daftar: z.array(point).min(1).max(12) });

/** One question of the FAQ per file in src/content/faq/; the body is the answer. */
const faq = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './src/content/faq' }),
  schema: z.object({
    pertanyaan: z.string().min(5).max(140),
    /** Position on the page: smaller first. */
    urutan: z.number().int(),
  }),
});

const halamanFaq = defineCollection({
  loader: glob({ pattern: 'faq.md', base: './src/content/halaman' }),
  schema: page.extend({
    /** The box under the questions pointing to the help desk. */
    bantuan: z.object({ judul: z.string().min(1).max(80), teks: z.string().min(1).max(300) }),
  }),
});

const halamanTentang = defineCollection({
  loader: glob({ pattern: 'tentang-kami.md', base: './src/content/halaman' }),
  schema: page.extend({
    layanan: pointSection,
    alasan: pointSection,
    tim: z.object({
      judul: z.string().min(1).max(80),
      anggota: z
        .array(z.object({ nama: z.string().min(2).max(60), peran: z.string().min(2).max(60), bio: z.string().min(1).max(300) }))
        .min(1)
        .max(12),
    }),
  }),
});

const halamanBergabung = defineCollection({
  loader: glob({ pattern: 'bergabung.md', base: './src/content/halaman' }),
  schema: page.extend({
    keuntungan: pointSection,
    langkah: pointSection,
    ajakan: z.object({
      judul: z.string().min(1).max(80),
      teks: z.string().min(1).max(300),
      /** The button to /login. */
      tombol: z.string().min(1).max(40),
      /** The line before the link to /register, e.g. "Belum punya akun?". */
      belumPunyaAkun: z.string().min(1).max(60),
      /** The link to /register, e.g. "Daftar". */
      daftar: z.string().min(1).max(40),
    }),
  }),
});

export const collections = { faq, halamanFaq, halamanTentang, halamanBergabung };
