import { countTrips, listTrips } from './service';
import type { Kategori, TripSummary } from '../../lib/types';

export const LIST_PAGE_SIZE = 12;
/** The slider's range (the spec's): 0 to 100.000.000 in steps of 2.000.000. 0 means no limit. */
export const PRICE_SLIDER = { min: 0, max: 100_000_000, step: 2_000_000 } as const;
/** The highest maxPrice the URL may carry (the API's own limit). */
const MAX_PRICE_PARAM = 1_000_000_000;
const MAX_PAGE = 100_000;

export interface ListParams {
  /** The price limit, or null for "Semua harga". */
  maxPrice: number | null;
  page: number;
  /** Indonesian notes about URL values that were ignored, shown above the list. */
  notices: string[];
}

const wholeNumber = (raw: string | null): number | null => (raw !== null && /^\s*\d{1,15}\s*$/.test(raw) ? Number(raw) : null);

/** Reads ?maxPrice= and ?page=; a bad value falls back to the default and says so, never throws. */
export function readListParams(url: URL): ListParams {
  const notices: string[] = [];
  const rawPrice = url.searchParams.get('maxPrice');
  let maxPrice = wholeNumber(rawPrice);
  if (rawPrice !== null && rawPrice.trim() !== '' && (maxPrice === null || maxPrice > MAX_PRICE_PARAM)) {
    notices.push('Batas harga di alamat halaman tidak valid, jadi semua harga ditampilkan.');
    maxPrice = null;
  }
  if (maxPrice === 0) maxPrice = null;

  const rawPage = url.searchParams.get('page');
  let page = wholeNumber(rawPage) ?? 1;
  if (rawPage !== null && rawPage.trim() !== '' && (wholeNumber(rawPage) === null || page < 1 || page > MAX_PAGE)) {
    notices.push('Nomor halaman tidak valid, jadi halaman pertama ditampilkan.');
    page = 1;
  }
  return { maxPrice, page: Math.max(1, page), notices };
}

export interface ListPage {
  trips: TripSummary[];
  total: number;
  /** Number of pages, at least 1. */
  pages: number;
  page: number;
}

/** One page of a category's published trips under an optional price limit: one count and one page query (plus its prices). */
export async function listPage(kategori: Kategori, maxPrice: number | null, page: number): Promise<ListPage> {
  const filter = { kategori, ...(maxPrice !== null ? { maxPrice } : {}) };
  const [total, trips] = await Promise.all([countTrips(filter), listTrips(filter, page, LIST_PAGE_SIZE)]);
  return { trips, total, pages: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)), page };
}

/** The list's URL with the given filter and page; page 1 and "no limit" are left out. */
export function listHref(basePath: string, maxPrice: number | null, page = 1): string {
  const params = new URLSearchParams();
  if (maxPrice !== null) params.set('maxPrice', String(maxPrice));
  if (page > 1) params.set('page', String(page));
  const q = params.toString();
  return q ? `${basePath}?${q}` : basePath;
}
