/** Server-side: the agent behind /profile/[id], or null when there is no such agent (a 404). */
import { AppError } from '../../server/http/errors';
import { getAgentProfile, type AgentProfile } from '../../server/agents/service';
import { parseId } from '../../server/trips/service';

export async function loadProfile(rawId: string | undefined): Promise<AgentProfile | null> {
  try {
    return await getAgentProfile(parseId(rawId));
  } catch (err) {
    // A non-numeric id (400) and an unknown agent (404) are both "no such page".
    if (err instanceof AppError && (err.status === 400 || err.status === 404)) return null;
    throw err;
  }
}
