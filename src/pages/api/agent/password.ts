import type { APIRoute } from 'astro';
import { handle, ok, readJson } from '../../../server/http/envelope';
import { requireAgent } from '../../../server/auth/guard';
import { changeOwnPassword } from '../../../server/agents/profile';

/**
 * POST /api/agent/password { passwordSaatIni, passwordBaru, konfirmasiPasswordBaru }
 * → 200 { sesiDiakhiri }: the password is changed and every OTHER session of the agent ends (this
 * one stays signed in). 400 per field (a wrong current password at `passwordSaatIni`, counted
 * against the login throttle), 401, 429.
 */
export const POST: APIRoute = ({ locals, request }) =>
  handle(async () => {
    const agent = requireAgent(locals);
    const body = await readJson(request);
    const result = await changeOwnPassword(agent.id, locals.sessionId, body);
    return ok(result, 'Password berhasil diubah. Sesi di perangkat lain telah diakhiri.');
  });
