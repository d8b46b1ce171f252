import type { APIRoute } from 'astro';
import { handlePublic, ok } from '../../../../server/http/envelope';
import { getAgentProfile } from '../../../../server/agents/service';
import { parseId } from '../../../../server/trips/service';

export const GET: APIRoute = ({ params }) =>
  handlePublic(async () => ok(await getAgentProfile(parseId(params.id)), 'Profil agen berhasil dimuat.'));
