import type { APIRoute } from 'astro';
import { handle, ok, readJson } from '../../../server/http/envelope';
import { requireAgent } from '../../../server/auth/guard';
import { getOwnProfile, updateOwnProfile } from '../../../server/agents/profile';

/**
 * The signed-in agent's own profile (the /profilSaya form). There is no agent id in the path: it
 * is always the caller's own.
 * GET → AgentSelf. PUT { namaBadanUsaha, alamatKantor, namaPic, kontakPic, bio, tentang, telepon,
 * whatsapp, telegram, line, instagram, twitter, facebook, fotoProfil } saves the whole form (a
 * missing optional field is cleared); PATCH saves only the fields sent. 400 per field, 401.
 */
export const GET: APIRoute = ({ locals }) =>
  handle(async () => {
    const agent = requireAgent(locals);
    return ok(await getOwnProfile(agent.id));
  });

const save =
  (partial: boolean): APIRoute =>
  ({ locals, request }) =>
    handle(async () => {
      const agent = requireAgent(locals);
      const body = await readJson(request);
      return ok(await updateOwnProfile(agent.id, body, partial), 'Profil berhasil disimpan.');
    });

export const PUT = save(false);
export const PATCH = save(true);
