import { atom } from 'nanostores';
import type { SessionAgent } from '../lib/types';

/**
 * The signed-in agent's public facts (id, username, business name), or null for a guest. Never a
 * token: the session itself is an HttpOnly cookie that scripts cannot read. The server seeds the
 * store on every page that shows an island or the dashboard (props or the layout's data
 * attribute); sessionStorage keeps the last value across page loads in the meantime.
 */
const KEY = 'tripkita:agent';

function isSessionAgent(v: unknown): v is SessionAgent {
  const a = v as SessionAgent | null;
  return !!a && typeof a === 'object' && Number.isInteger(a.id) && typeof a.username === 'string' && typeof a.namaBadanUsaha === 'string';
}

function readStored(): SessionAgent | null {
  try {
    const v: unknown = JSON.parse(globalThis.sessionStorage?.getItem(KEY) ?? 'null');
    return isSessionAgent(v) ? v : null;
  } catch {
    return null;
  }
}

function store(agent: SessionAgent | null): void {
  try {
    if (agent) globalThis.sessionStorage?.setItem(KEY, JSON.stringify(agent));
    else globalThis.sessionStorage?.removeItem(KEY);
  } catch {
    /* storage blocked (private mode, quota): the server seeds the store on the next page anyway */
  }
}

export const $agent = atom<SessionAgent | null>(readStored());

/** Signed in (login, registration, the server's seed) or renamed (the profile's business name). */
export function setAgent(agent: SessionAgent | null): void {
  const next = agent ? { id: agent.id, username: agent.username, namaBadanUsaha: agent.namaBadanUsaha } : null;
  const prev = $agent.get();
  if (prev?.id === next?.id && prev?.username === next?.username && prev?.namaBadanUsaha === next?.namaBadanUsaha) return;
  $agent.set(next);
  store(next);
}

/** Signed out (Keluar, or the server said the session is over). */
export function clearAgent(): void {
  setAgent(null);
}
