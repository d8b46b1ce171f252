import type { APIRoute } from 'astro';
import { handle, ok } from '../../../../server/http/envelope';
import { requireAgent } from '../../../../server/auth/guard';
import { removeOwnPortfolio } from '../../../../server/portfolio/service';
import { parseId } from '../../../../server/trips/service';

/** DELETE /api/portofolio/delete/{id} → 200 { id }. 404 when it is not the caller's (nothing changes). */
export const DELETE: APIRoute = ({ locals, params }) =>
  handle(async () => {
    const agent = requireAgent(locals);
    const id = parseId(params.id);
    await removeOwnPortfolio(agent.id, id);
    return ok({ id }, 'Portofolio berhasil dihapus.');
  });
