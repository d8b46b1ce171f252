import type { APIRoute } from 'astro';
import { getDb } from '../../server/db/client';
import { handle, ok } from '../../server/http/envelope';

export const GET: APIRoute = () =>
  handle(async () => {
    await getDb();
    return ok({ ok: true }, 'Server siap.');
  });
