/**
 * Server-side: what a trip detail route shows. Shared by /tripDalamNegeri/detail/[id],
 * /tripLuarNegeri/detail/[id] and /detail/[id], so all three answer alike.
 */
import { AppError } from '../../server/http/errors';
import { getAgentByTrip } from '../../server/agents/service';
import { parseId } from '../../server/trips/service';
import { canonicalTripPath } from '../../lib/tripLinks';
import type { AgentPublic, Kategori, TripDetail } from '../../lib/types';

export type TripPage =
  | { kind: 'notFound' }
  | { kind: 'redirect'; to: string }
  | { kind: 'ok'; agent: AgentPublic; trip: TripDetail; canonicalPath: string };

/**
 * @param rawId the route's [id]
 * @param kategori the category whose list the route sits under, or null for /detail/[id]
 */
export async function loadTripPage(rawId: string | undefined, kategori: Kategori | null): Promise<TripPage> {
  let found;
  try {
    found = await getAgentByTrip(parseId(rawId));
  } catch (err) {
    // A non-numeric id (400) and an unknown or unpublished trip (404) are both "no such page".
    if (err instanceof AppError && (err.status === 400 || err.status === 404)) return { kind: 'notFound' };
    throw err;
  }
  const { trip: trips, ...agent } = found;
  const trip = trips[0];
  const canonicalPath = canonicalTripPath(trip);
  // A trip under the other category's list moves to its own (the id alone in the old links was ambiguous).
  if (kategori && kategori !== trip.kategori) return { kind: 'redirect', to: canonicalPath };
  return { kind: 'ok', agent, trip, canonicalPath };
}
