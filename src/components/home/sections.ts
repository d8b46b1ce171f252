import type { Kategori } from '../../lib/types';

/** A home section's filter: the same fields as the trip service's TripFilter. */
export interface HomeSectionFilter {
  kategori?: Kategori;
  maxPrice?: number;
  semuaTermasuk?: boolean;
}

export interface HomeSectionDef {
  id: string;
  title: string;
  intro: string;
  filter: HomeSectionFilter;
  /** The list that shows more of the same ("Lihat lainnya"); only filters the lists support. */
  more: { href: string; label: string } | null;
  empty: string;
}

/** At most this many cards per home section. */
export const HOME_SECTION_SIZE = 4;
export const BUDGET_PRICE = 500_000;

export const homeSections: HomeSectionDef[] = [
  {
    id: 'trip-dalam-negeri',
    title: 'Trip Dalam Negeri',
    intro: 'Jelajahi gunung, pantai, dan kota di seluruh Indonesia.',
    filter: { kategori: 'lokal' },
    more: { href: '/tripDalamNegeri', label: 'Lihat lainnya' },
    empty: 'Belum ada trip dalam negeri yang terbit. Coba lagi nanti, ya.',
  },
  {
    id: 'trip-luar-negeri',
    title: 'Trip Luar Negeri',
    intro: 'Berangkat ke luar negeri bersama rombongan dan pemandu.',
    filter: { kategori: 'internasional' },
    more: { href: '/tripLuarNegeri', label: 'Lihat lainnya' },
    empty: 'Belum ada trip luar negeri yang terbit. Coba lagi nanti, ya.',
  },
  {
    id: 'trip-hemat',
    title: 'Trip di Bawah Rp500.000',
    intro: 'Liburan seru tanpa menguras tabungan.',
    filter: { maxPrice: BUDGET_PRICE },
    more: { href: `/tripDalamNegeri?maxPrice=${BUDGET_PRICE}`, label: 'Lihat trip dalam negeri di bawah Rp500.000' },
    empty: 'Belum ada trip dengan harga di bawah Rp500.000 saat ini.',
  },
  {
    id: 'semua-termasuk',
    title: 'Harga Sudah Termasuk Semua',
    intro: 'Transportasi, penginapan, dan tiket masuk sudah dihitung. Tanpa biaya tambahan.',
    filter: { semuaTermasuk: true },
    more: null,
    empty: 'Belum ada trip dengan harga serba termasuk saat ini.',
  },
];
