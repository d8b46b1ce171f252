import type { APIRoute } from 'astro';
import { handle, ok, readJson } from '../../../../server/http/envelope';
import { requireAgent } from '../../../../server/auth/guard';
import { updateOwnTrip } from '../../../../server/trips/ownTrips';
import { parseId } from '../../../../server/trips/service';

/** PUT /api/trip/update/{id} (TripInput, whole) → 200 with the package. 404 when it is not the caller's. */
export const PUT: APIRoute = ({ locals, params, request }) =>
  handle(async () => {
    const agent = requireAgent(locals);
    const id = parseId(params.id);
    const trip = await updateOwnTrip(agent.id, id, await readJson(request));
    const message = trip.status === 'published' ? 'Paket wisata berhasil diperbarui dan dipublikasikan.' : 'Paket wisata disimpan sebagai draft.';
    return ok(trip, message);
  });
