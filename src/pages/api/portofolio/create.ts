import type { APIRoute } from 'astro';
import { handle, json, readJson } from '../../../server/http/envelope';
import { requireAgent } from '../../../server/auth/guard';
import { createOwnPortfolio } from '../../../server/portfolio/service';

/** POST /api/portofolio/create { judul, deskripsi, foto, tripId } → 201 with the item. 400 per field, 401. */
export const POST: APIRoute = ({ locals, request }) =>
  handle(async () => {
    const agent = requireAgent(locals);
    return json(201, 'Portofolio berhasil diunggah.', await createOwnPortfolio(agent.id, await readJson(request)));
  });
