import type { APIRoute } from 'astro';
import { handle, ok } from '../../../../server/http/envelope';
import { requireAgent } from '../../../../server/auth/guard';
import { deleteOwnTrip } from '../../../../server/trips/ownTrips';
import { parseId } from '../../../../server/trips/service';

/** DELETE /api/trip/delete/{id} → 200 { id }. 404 when it is not the caller's (nothing changes). */
export const DELETE: APIRoute = ({ locals, params }) =>
  handle(async () => {
    const agent = requireAgent(locals);
    const id = parseId(params.id);
    await deleteOwnTrip(agent.id, id);
    return ok({ id }, 'Paket wisata berhasil dihapus.');
  });
