import type { APIRoute } from 'astro';
import { getDb } from '../../../server/db/client';
import { handle, ok } from '../../../server/http/envelope';
import { me } from '../../../server/auth/service';
import { requireAgent } from '../../../server/auth/guard';

/** GET /api/agent/me: the signed-in agent's own account (AgentSelf); 401 for a guest. */
export const GET: APIRoute = (context) =>
  handle(async () => {
    const agent = requireAgent(context.locals);
    return ok(await me(await getDb(), agent.id));
  });
