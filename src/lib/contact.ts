/**
 * Contact links to an agent's own accounts. Agents type their details in many shapes
 * ('0812-3456-7890', '+62 812…', '@handle', a full profile URL); each builder accepts them all
 * and answers one canonical link, or null when the value is unset or unusable.
 */
import type { AgentPublic } from './types';

const clean = (v: string | null | undefined): string => (v ?? '').trim();

/** Any Indonesian phone number as international digits: '0812-3456-789' → '628123456789'. */
export function normalizePhone(raw: string | null | undefined): string | null {
  let v = clean(raw);
  if (!v) return null;
  // A pasted wa.me link carries the number in its path.
  const wa = v.match(/^(?:https?:\/\/)?(?:api\.)?wa\.me\/(\+?\d+)/i);
  if (wa) v = wa[1];
  if (/[^\d\s+().-]/.test(v)) return null;
  let digits = v.replace(/\D/g, '');
  if (v.startsWith('+')) {
    // Already international: keep the country code as typed.
  } else if (digits.startsWith('0')) {
    digits = '62' + digits.replace(/^0+/, '');
  } else if (digits.startsWith('8')) {
    digits = '62' + digits;
  }
  return digits.length >= 9 && digits.length <= 15 ? digits : null;
}

/**
 * The handle in a value that may be 'name', '@name' or a profile URL on one of `hosts`.
 * `pattern` is what the site allows in a handle.
 */
function handleOf(raw: string | null | undefined, hosts: string[], pattern: RegExp): string | null {
  let v = clean(raw);
  if (!v) return null;
  const url = parseUrl(v);
  if (url) {
    const host = url.hostname.replace(/^(www|m|mobile)\./, '');
    if (!hosts.includes(host)) return null;
    v = url.pathname.split('/').filter(Boolean)[0] ?? '';
  }
  v = v.replace(/^@/, '');
  return pattern.test(v) ? v : null;
}

/** A URL when the value looks like one ('https://…' or 'instagram.com/…'), else null. */
function parseUrl(v: string): URL | null {
  if (!/^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}\//i.test(v) && !/^https?:\/\//i.test(v)) return null;
  try {
    return new URL(/^https?:\/\//i.test(v) ? v : `https://${v}`);
  } catch {
    return null;
  }
}

export function whatsappLink(phone: string | null | undefined, text?: string): string | null {
  const digits = normalizePhone(phone);
  if (!digits) return null;
  return `https://wa.me/${digits}` + (text ? `?text=${encodeURIComponent(text)}` : '');
}

/** A WhatsApp link with a prefilled message and no recipient: the visitor picks the chat. */
export function whatsappShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function telLink(phone: string | null | undefined): string | null {
  const digits = normalizePhone(phone);
  return digits ? `tel:+${digits}` : null;
}

export function telegramLink(raw: string | null | undefined): string | null {
  const h = handleOf(raw, ['t.me', 'telegram.me'], /^[A-Za-z0-9_]{3,32}$/);
  return h ? `https://t.me/${h}` : null;
}

export function instagramLink(raw: string | null | undefined): string | null {
  const h = handleOf(raw, ['instagram.com', 'instagr.am'], /^[A-Za-z0-9._]{1,30}$/);
  return h ? `https://instagram.com/${h}` : null;
}

export function twitterLink(raw: string | null | undefined): string | null {
  const h = handleOf(raw, ['x.com', 'twitter.com'], /^[A-Za-z0-9_]{1,15}$/);
  return h ? `https://x.com/${h}` : null;
}

export function facebookLink(raw: string | null | undefined): string | null {
  const v = clean(raw);
  const url = parseUrl(v);
  if (url) {
    const host = url.hostname.replace(/^(www|m|web|mobile)\./, '');
    if (!['facebook.com', 'fb.com'].includes(host)) return null;
    // 'profile.php?id=…' pages keep their id; named pages keep only their name.
    if (url.pathname === '/profile.php') {
      const id = url.searchParams.get('id');
      return id && /^\d+$/.test(id) ? `https://facebook.com/profile.php?id=${id}` : null;
    }
  }
  const h = handleOf(v, ['facebook.com', 'fb.com'], /^[A-Za-z0-9.-]{2,80}$/);
  return h ? `https://facebook.com/${h}` : null;
}

export function lineLink(raw: string | null | undefined): string | null {
  let v = clean(raw);
  const url = parseUrl(v);
  if (url) {
    if (url.hostname.replace(/^www\./, '') !== 'line.me') return null;
    // line.me/ti/p/~id (a personal ID) or line.me/R/ti/p/@id (an official account)
    const m = url.pathname.match(/\/ti\/p\/(~|@|%40)?([A-Za-z0-9._-]+)/);
    if (!m) return null;
    v = (m[1] === '~' || !m[1] ? '' : '@') + m[2];
  }
  const official = v.startsWith('@');
  const id = v.replace(/^[@~]/, '');
  if (!/^[A-Za-z0-9._-]{2,40}$/.test(id)) return null;
  // Official accounts are '@name' and open through /R/; personal IDs use '~'.
  return official ? `https://line.me/R/ti/p/@${id}` : `https://line.me/ti/p/~${id}`;
}

export type ContactKind = 'whatsapp' | 'telegram' | 'telepon' | 'instagram' | 'facebook' | 'line' | 'twitter';

export interface ContactLink {
  kind: ContactKind;
  /** The button's text, e.g. 'WhatsApp'. */
  label: string;
  href: string;
  /** Opens another site: shown in a new tab with rel="noopener noreferrer". */
  external: boolean;
}

export type AgentContacts = Pick<
  AgentPublic,
  'whatsapp' | 'whatsappKantor' | 'telegram' | 'telepon' | 'instagram' | 'facebook' | 'line' | 'twitter'
>;

/** The agent's contact links in the spec's order, unset or unusable ones left out. */
export function agentContactLinks(agent: AgentContacts, opts: { whatsappText?: string } = {}): ContactLink[] {
  const links: [ContactKind, string, string | null][] = [
    ['whatsapp', 'WhatsApp', whatsappLink(agent.whatsapp || agent.whatsappKantor, opts.whatsappText)],
    ['telegram', 'Telegram', telegramLink(agent.telegram)],
    ['telepon', 'Telepon', telLink(agent.telepon)],
    ['instagram', 'Instagram', instagramLink(agent.instagram)],
    ['facebook', 'Facebook', facebookLink(agent.facebook)],
    ['line', 'Line', lineLink(agent.line)],
    ['twitter', 'Twitter', twitterLink(agent.twitter)],
  ];
  return links
    .filter((l): l is [ContactKind, string, string] => l[2] !== null)
    .map(([kind, label, href]) => ({ kind, label, href, external: kind !== 'telepon' }));
}

/** The message a visitor sends the agent about one trip. */
export function tripWhatsappMessage(agentName: string, tripTitle: string, tripUrl: string): string {
  return `Halo ${agentName}, saya tertarik dengan paket "${tripTitle}" di TripKita: ${tripUrl}. Apakah masih tersedia?`;
}
