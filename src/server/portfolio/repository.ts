import type { DB } from '../db/client';
import type { PortfolioInput } from '../../lib/schemas/portfolio';
import { mediaIdOf } from '../../lib/media';

export { listPortfolio } from '../agents/repository';

export async function insertPortfolio(db: DB, agentId: number, input: PortfolioInput): Promise<number> {
  const { id } = await db
    .insertInto('portfolio_items')
    .values({
      agent_id: agentId,
      judul: input.judul,
      deskripsi: input.deskripsi,
      foto: mediaIdOf(input.foto),
      trip_id: input.tripId,
      link: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Deletes the agent's own item; answers false when there is no such item of theirs. */
export async function deleteOwnPortfolio(db: DB, agentId: number, id: number): Promise<boolean> {
  const res = await db.deleteFrom('portfolio_items').where('id', '=', id).where('agent_id', '=', agentId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function isOwnTrip(db: DB, agentId: number, tripId: number): Promise<boolean> {
  return !!(await db.selectFrom('trips').select('id').where('id', '=', tripId).where('agent_id', '=', agentId).executeTakeFirst());
}

export async function isPublicImage(db: DB, mediaId: string): Promise<boolean> {
  return !!(await db.selectFrom('media').select('id').where('id', '=', mediaId).where('kind', '=', 'image').where('is_private', '=', 0).executeTakeFirst());
}
