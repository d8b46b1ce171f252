import { formatRupiah } from '../../lib/format';

/** The slider's label: 'Rp 0 - Rp4.000.000', or 'Rp 0 - Semua harga' at 0 (no limit). */
export const priceRangeLabel = (value: number): string => `Rp 0 - ${value > 0 ? formatRupiah(value) : 'Semua harga'}`;
