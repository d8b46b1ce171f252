// Formatters are created once per module: one per card halves the list page's throughput.
const grouping = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const dateFormat = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' });

/** 1500000 → "1.500.000" */
export const formatNumber = (n: number): string => grouping.format(n);
/** 1500000 → "Rp1.500.000" */
export const formatRupiah = (n: number): string => `Rp${grouping.format(n)}`;
/** 1500000 → "IDR 1.500.000" (the spec's card style) */
export const formatIdr = (n: number): string => `IDR ${grouping.format(n)}`;
/** ISO date → "25 November 2026" */
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));

/**
 * An Indonesian phone number for reading: '6281130002026' or '081130002026' → "+62 811-3000-2026".
 * Anything that is not an Indonesian number is answered as it came.
 */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const national = digits.startsWith('62') ? digits.slice(2) : digits.startsWith('0') ? digits.slice(1) : null;
  if (!national || national.length < 8) return raw;
  const groups = [national.slice(0, 3), national.slice(3, 7), national.slice(7)].filter(Boolean);
  return `+62 ${groups.join('-')}`;
}
