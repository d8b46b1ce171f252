import { z } from 'astro/zod';

export const DEFAULT_LIMIT = 12;
export const MAX_LIMIT = 48;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${label} harus berupa bilangan bulat positif.`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${label} harus antara ${min} dan ${max}.`);

export const pageParam = wholeNumber('page', 1, 100_000).optional().default('1');
export const limitParam = wholeNumber('limit', 1, MAX_LIMIT).optional().default(String(DEFAULT_LIMIT));
export const kategoriParam = z.enum(['lokal', 'internasional'], {
  errorMap: () => ({ message: "kategori harus 'lokal' atau 'internasional'." }),
});
export const priceParam = (label: string) => wholeNumber(label, 0, 1_000_000_000);
export const booleanParam = (label: string) =>
  z.enum(['true', 'false'], { errorMap: () => ({ message: `${label} harus 'true' atau 'false'.` }) }).transform((v) => v === 'true');
export const idParam = wholeNumber('id', 1, Number.MAX_SAFE_INTEGER);

/** The URL search params as a plain object (the first value of each name). */
export function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of url.searchParams) if (!(k in out)) out[k] = v;
  return out;
}
