import type { APIRoute } from 'astro';
import { handlePublic, ok } from '../../../../server/http/envelope';
import { getAgentByTrip } from '../../../../server/agents/service';
import { parseId } from '../../../../server/trips/service';

export const GET: APIRoute = ({ params }) =>
  handlePublic(async () => ok(await getAgentByTrip(parseId(params.id)), 'Detail trip berhasil dimuat.'));
