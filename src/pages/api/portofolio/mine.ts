import type { APIRoute } from 'astro';
import { handle, ok } from '../../../server/http/envelope';
import { requireAgent } from '../../../server/auth/guard';
import { listOwnPortfolio } from '../../../server/portfolio/service';

/** GET /api/portofolio/mine → the caller's portfolio items, newest first. */
export const GET: APIRoute = ({ locals }) =>
  handle(async () => {
    const agent = requireAgent(locals);
    return ok(await listOwnPortfolio(agent.id), 'Portofolio Anda berhasil dimuat.');
  });
