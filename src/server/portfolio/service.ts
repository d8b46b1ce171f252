// The signed-in agent's portfolio: every function acts only on that agent's own items.
import { getDb } from '../db/client';
import { AppError, notFound } from '../http/errors';
import { deleteOwnPortfolio, insertPortfolio, isOwnTrip, isPublicImage, listPortfolio } from './repository';
import { portfolioInputSchema } from '../../lib/schemas/portfolio';
import { mediaIdOf } from '../../lib/media';
import type { PortfolioItem } from '../../lib/types';

const invalid = (field: string, message: string) => new AppError(400, 'Data yang dikirim belum benar.', { [field]: message });

export async function listOwnPortfolio(agentId: number): Promise<PortfolioItem[]> {
  return listPortfolio(await getDb(), agentId);
}

/** Adds an item; its photo must be a stored image and its package (if any) the agent's own. */
export async function createOwnPortfolio(agentId: number, body: unknown): Promise<PortfolioItem> {
  const input = portfolioInputSchema.parse(body);
  const db = await getDb();
  if (!(await isPublicImage(db, mediaIdOf(input.foto)!))) throw invalid('foto', 'Foto tidak ditemukan. Unggah ulang fotonya.');
  if (input.tripId !== null && !(await isOwnTrip(db, agentId, input.tripId))) throw invalid('tripId', 'Pilih salah satu paket wisata Anda sendiri.');
  const id = await insertPortfolio(db, agentId, input);
  const item = (await listPortfolio(db, agentId)).find((p) => p.id === id);
  if (!item) throw notFound('Portofolio');
  return item;
}

export async function removeOwnPortfolio(agentId: number, id: number): Promise<void> {
  if (!(await deleteOwnPortfolio(await getDb(), agentId, id))) throw notFound('Portofolio');
}
