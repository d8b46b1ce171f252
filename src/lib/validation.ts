import type { ZodError } from 'astro/zod';

/** The first message per field, keyed by its dotted path ('harga.0.price'). */
export function zodFieldErrors(err: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of err.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
