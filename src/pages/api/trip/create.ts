import type { APIRoute } from 'astro';
import { handle, json, readJson } from '../../../server/http/envelope';
import { requireAgent } from '../../../server/auth/guard';
import { createOwnTrip } from '../../../server/trips/ownTrips';

/** POST /api/trip/create (TripInput) → 201 with the new package (TripDetail). 400 per field, 401. */
export const POST: APIRoute = ({ locals, request }) =>
  handle(async () => {
    const agent = requireAgent(locals);
    const trip = await createOwnTrip(agent.id, await readJson(request));
    const message = trip.status === 'published' ? 'Paket wisata berhasil dipublikasikan.' : 'Paket wisata disimpan sebagai draft.';
    return json(201, message, trip);
  });
