import type { Kategori, TripSummary } from './types';

/** The public list of each category. */
export const LIST_PATHS = {
  lokal: '/tripDalamNegeri',
  internasional: '/tripLuarNegeri',
} as const satisfies Record<Kategori, string>;
export type ListPath = (typeof LIST_PATHS)[Kategori];

export const listPath = (kategori: Kategori): ListPath => LIST_PATHS[kategori];

/** A trip's detail under its category's list: /tripDalamNegeri/detail/12. */
export const tripHref = (trip: Pick<TripSummary, 'id' | 'kategori'>): string => `${listPath(trip.kategori)}/detail/${trip.id}`;

/** The one canonical URL path of a trip's detail (also reachable at /detail/{id} and under the other list). */
export const canonicalTripPath = tripHref;
