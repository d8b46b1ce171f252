import { describe, expect, it } from 'vitest';
import {
  agentContactLinks,
  facebookLink,
  instagramLink,
  lineLink,
  normalizePhone,
  telLink,
  telegramLink,
  tripWhatsappMessage,
  twitterLink,
  whatsappLink,
  whatsappShareLink,
  type AgentContacts,
} from '../../src/lib/contact';

const none: AgentContacts = {
  whatsapp: null,
  whatsappKantor: null,
  telegram: null,
  telepon: null,
  instagram: null,
  facebook: null,
  line: null,
  twitter: null,
};

describe('normalizePhone', () => {
  it.each([
    ['081234567890', '6281234567890'],
    ['0812-3456-7890', '6281234567890'],
    ['+62 812 3456 7890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['81234567890', '6281234567890'],
    ['(021) 555-1234', '62215551234'],
    ['https://wa.me/6281234567890', '6281234567890'],
    ['+65 6123 4567', '6561234567'],
  ])('%s → %s', (raw, digits) => expect(normalizePhone(raw)).toBe(digits));

  it.each([null, undefined, '', '   ', '12345', 'hubungi kami', '0812abc', '+62 812 3456 7890 1234 5678'])('%s → null', (raw) =>
    expect(normalizePhone(raw)).toBeNull(),
  );
});

describe('phone links', () => {
  it('builds wa.me links with an encoded message', () => {
    expect(whatsappLink('0812 3456 7890')).toBe('https://wa.me/6281234567890');
    expect(whatsappLink('+6281234567890', 'Halo "Agen" & tim?')).toBe(
      'https://wa.me/6281234567890?text=Halo%20%22Agen%22%20%26%20tim%3F',
    );
    expect(whatsappLink('')).toBeNull();
  });
  it('builds a recipient-less share link', () => {
    expect(whatsappShareLink('Lihat ini: https://tripkita.id/profile/3')).toBe(
      'https://wa.me/?text=Lihat%20ini%3A%20https%3A%2F%2Ftripkita.id%2Fprofile%2F3',
    );
  });
  it('builds tel: links in international form', () => {
    expect(telLink('0274-123456')).toBe('tel:+62274123456');
    expect(telLink(null)).toBeNull();
  });
});

describe('handle links', () => {
  it('accepts a handle, @handle or a profile URL', () => {
    for (const v of ['jelajah_id', '@jelajah_id', 'https://t.me/jelajah_id', 't.me/jelajah_id']) {
      expect(telegramLink(v)).toBe('https://t.me/jelajah_id');
    }
    for (const v of ['jelajah.id', '@jelajah.id', 'https://www.instagram.com/jelajah.id/', 'instagram.com/jelajah.id?igsh=abc']) {
      expect(instagramLink(v)).toBe('https://instagram.com/jelajah.id');
    }
    for (const v of ['jelajahid', '@jelajahid', 'https://twitter.com/jelajahid', 'https://x.com/jelajahid/status/1']) {
      expect(twitterLink(v)).toBe('https://x.com/jelajahid');
    }
    for (const v of ['jelajah.id', 'https://www.facebook.com/jelajah.id', 'm.facebook.com/jelajah.id/']) {
      expect(facebookLink(v)).toBe('https://facebook.com/jelajah.id');
    }
    expect(facebookLink('https://web.facebook.com/profile.php?id=1000123')).toBe('https://facebook.com/profile.php?id=1000123');
  });

  it('links Line personal IDs with ~ and official accounts with @', () => {
    expect(lineLink('jelajah.id')).toBe('https://line.me/ti/p/~jelajah.id');
    expect(lineLink('https://line.me/ti/p/~jelajah.id')).toBe('https://line.me/ti/p/~jelajah.id');
    expect(lineLink('@jelajahid')).toBe('https://line.me/R/ti/p/@jelajahid');
    expect(lineLink('https://line.me/R/ti/p/@jelajahid')).toBe('https://line.me/R/ti/p/@jelajahid');
  });

  it('answers null for unset values, other sites and unusable text', () => {
    for (const fn of [telegramLink, instagramLink, twitterLink, facebookLink, lineLink]) {
      expect(fn(null)).toBeNull();
      expect(fn('')).toBeNull();
      expect(fn('  ')).toBeNull();
      expect(fn('https://evil.example/phish')).toBeNull();
      expect(fn('nama dengan spasi')).toBeNull();
      expect(fn('javascript:alert(1)')).toBeNull();
    }
  });
});

describe('agentContactLinks', () => {
  it('lists every set contact in order, marking external ones', () => {
    const links = agentContactLinks(
      {
        whatsapp: '0812-1111-2222',
        whatsappKantor: '0274 555 666',
        telegram: '@agen_tg',
        telepon: '0274 555 666',
        instagram: 'agen.ig',
        facebook: 'agen.fb',
        line: 'agenline',
        twitter: '@agen_x',
      },
      { whatsappText: 'Halo' },
    );
    expect(links.map((l) => [l.kind, l.href, l.external])).toEqual([
      ['whatsapp', 'https://wa.me/6281211112222?text=Halo', true],
      ['telegram', 'https://t.me/agen_tg', true],
      ['telepon', 'tel:+62274555666', false],
      ['instagram', 'https://instagram.com/agen.ig', true],
      ['facebook', 'https://facebook.com/agen.fb', true],
      ['line', 'https://line.me/ti/p/~agenline', true],
      ['twitter', 'https://x.com/agen_x', true],
    ]);
    expect(links.map((l) => l.label)).toEqual(['WhatsApp', 'Telegram', 'Telepon', 'Instagram', 'Facebook', 'Line', 'Twitter']);
  });

  it('falls back to the office WhatsApp and leaves out what is unset', () => {
    const links = agentContactLinks({ ...none, whatsappKantor: '+62 274 555 666', instagram: '@kantor' });
    expect(links.map((l) => l.href)).toEqual(['https://wa.me/62274555666', 'https://instagram.com/kantor']);
    expect(agentContactLinks(none)).toEqual([]);
  });
});

it('writes the trip message in Indonesian with the title and URL', () => {
  const text = tripWhatsappMessage('Jelajah Nusantara', 'Sunrise Bromo', 'https://tripkita.id/tripDalamNegeri/detail/5');
  expect(text).toBe(
    'Halo Jelajah Nusantara, saya tertarik dengan paket "Sunrise Bromo" di TripKita: https://tripkita.id/tripDalamNegeri/detail/5. Apakah masih tersedia?',
  );
});
