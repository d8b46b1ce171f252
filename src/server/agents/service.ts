import { getDb } from '../db/client';
import { notFound } from '../http/errors';
import { listAgentTrips } from '../trips/repository';
import { getPublishedTrip } from '../trips/service';
import { findAgentById, listPortfolio, toAgentPublic } from './repository';
import { MAX_LIMIT } from '../../lib/schemas/listQuery';
import type { AgentPublic, PortfolioItem, TripDetail, TripSummary } from '../../lib/types';

export interface AgentWithTrip extends AgentPublic {
  trip: TripDetail[];
}
export interface AgentProfile extends AgentPublic {
  trip: TripSummary[];
  portofolio: PortfolioItem[];
}

/** A published trip's agent with `trip[0]` being that trip (the detail page's data). */
export async function getAgentByTrip(tripId: number): Promise<AgentWithTrip> {
  const trip = await getPublishedTrip(tripId);
  const agent = await findAgentById(await getDb(), trip.agentId);
  if (!agent) throw notFound('Trip');
  return { ...toAgentPublic(agent), trip: [trip] };
}

/**
 * An agent's public profile with one page of its published trips (newest first, 48 by default,
 * so an agent with thousands of trips still answers fast) and its portfolio.
 */
export async function getAgentProfile(agentId: number, paging = { page: 1, limit: MAX_LIMIT }): Promise<AgentProfile> {
  const db = await getDb();
  const agent = await findAgentById(db, agentId);
  if (!agent) throw notFound('Agen');
  const [trip, portofolio] = await Promise.all([listAgentTrips(db, agentId, false, paging), listPortfolio(db, agentId)]);
  return { ...toAgentPublic(agent), trip, portofolio };
}
