import type { APIRoute } from 'astro';
import { handle, ok } from '../../../../server/http/envelope';
import { requireAgent } from '../../../../server/auth/guard';
import { getOwnTrip } from '../../../../server/trips/ownTrips';
import { parseId } from '../../../../server/trips/service';

/** GET /api/trip/mine/{id} → one of the caller's packages (a draft too); 404 for anyone else's. */
export const GET: APIRoute = ({ locals, params }) =>
  handle(async () => {
    const agent = requireAgent(locals);
    return ok(await getOwnTrip(agent.id, parseId(params.id)), 'Paket wisata berhasil dimuat.');
  });
