import type { APIRoute } from 'astro';
import { handle, ok, readJson } from '../../../server/http/envelope';
import { requireAgent } from '../../../server/auth/guard';
import { changeOwnEmail } from '../../../server/agents/profile';

/**
 * POST /api/agent/email { email, passwordSaatIni } → 200 AgentSelf with the new email.
 * 400 per field (wrong current password at `passwordSaatIni`), 401, 409 taken, 429.
 */
export const POST: APIRoute = ({ locals, request }) =>
  handle(async () => {
    const agent = requireAgent(locals);
    const body = await readJson(request);
    return ok(await changeOwnEmail(agent.id, body), 'Email berhasil diubah.');
  });
