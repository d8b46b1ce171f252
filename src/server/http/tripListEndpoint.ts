import type { APIRoute } from 'astro';
import { handlePublic, ok } from './envelope';
import { listTrips, parseListQuery, type ListKind } from '../trips/service';

/** The four public trip-list calls differ only in their query names. */
export function tripListEndpoint(kind: ListKind): APIRoute {
  return ({ url }) =>
    handlePublic(async () => {
      const { filter, page, limit } = parseListQuery(kind, url);
      const trips = await listTrips(filter, page, limit);
      return ok(trips, trips.length ? 'Daftar trip berhasil dimuat.' : 'Tidak ada trip yang cocok.');
    });
}
