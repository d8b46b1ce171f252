import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { handlePublic, ok } from '../../../../server/http/envelope';
import { getAgentProfile } from '../../../../server/agents/service';
import { parseId } from '../../../../server/trips/service';
import { limitParam, pageParam, queryObject } from '../../../../lib/schemas/listQuery';

/** The agent with one page of its published trips (?page, ?limit as every list) and its portfolio. */
const pagingSchema = z.object({ page: pageParam, limit: limitParam.optional().default('48') });

export const GET: APIRoute = ({ params, url }) =>
  handlePublic(async () => {
    const id = parseId(params.id);
    const paging = pagingSchema.parse(queryObject(url));
    return ok(await getAgentProfile(id, paging), 'Profil agen berhasil dimuat.');
  });
