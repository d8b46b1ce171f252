import type { APIRoute } from 'astro';
import { handle, ok } from '../../../server/http/envelope';
import { requireAgent } from '../../../server/auth/guard';
import { listOwnTrips, parseOwnTripFilter } from '../../../server/trips/ownTrips';

/** GET /api/trip/mine?kategori=&status=&maxPrice=&q= → the caller's packages, drafts included. */
export const GET: APIRoute = ({ locals, url }) =>
  handle(async () => {
    const agent = requireAgent(locals);
    const trips = await listOwnTrips(agent.id, parseOwnTripFilter(url));
    return ok(trips, trips.length ? 'Daftar paket wisata Anda berhasil dimuat.' : 'Belum ada paket wisata yang cocok.');
  });
