import { describe, expect, it } from 'vitest';
import { jsonLdText, touristTripJsonLd } from '../../src/lib/jsonLd';
import type { TripDetail } from '../../src/lib/types';

const COVER = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const DEST = 'ffffffffffffffffffffffff';

const trip: TripDetail = {
  id: 7,
  agentId: 3,
  deskripsi: {
    judul: 'Sunrise Bromo',
    cover: `/media/${COVER}-800.webp`,
    deskripsi: 'Matahari terbit di Penanjakan.',
    detailDestinasi: [
      { title: 'Penanjakan', image: `/media/${DEST}-800.webp`, description: 'Titik terbaik.' },
      { title: 'Kawah Bromo', image: null, description: 'Mendaki ke bibir kawah.' },
    ],
  },
  kota: 'Malang',
  provinsi: 'Jawa Timur',
  kategori: 'lokal',
  harga: { '1-3 orang': 1_500_000, '4-6 orang': 1_200_000 },
  hargaMulai: 1_500_000,
  lamaTrip: '2H1M',
  semuaTermasuk: false,
  status: 'published',
  informasiPenting: 'Bawa jaket.',
  linkRundown: null,
  catatanHarga: null,
  fasilitasTermasuk: [],
  fasilitasTidakTermasuk: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const agent = { id: 3, namaBadanUsaha: 'Jelajah Nusantara', fotoProfil: null };
const url = 'https://tripkita.id/tripDalamNegeri/detail/7';

describe('touristTripJsonLd', () => {
  const ld = touristTripJsonLd({ trip, agent, url, origin: 'https://tripkita.id' }) as any;

  it('describes the trip with an absolute image', () => {
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('TouristTrip');
    expect(ld.name).toBe('Sunrise Bromo');
    expect(ld.description).toBe('Matahari terbit di Penanjakan.');
    expect(ld.url).toBe(url);
    expect(ld.image).toBe(`https://tripkita.id/media/${COVER}-1600.webp`);
  });

  it('lists the destinations in order as the itinerary', () => {
    expect(ld.itinerary['@type']).toBe('ItemList');
    expect(ld.itinerary.numberOfItems).toBe(2);
    expect(ld.itinerary.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        item: { '@type': 'TouristDestination', name: 'Penanjakan', description: 'Titik terbaik.', image: `https://tripkita.id/media/${DEST}-1600.webp` },
      },
      { '@type': 'ListItem', position: 2, item: { '@type': 'TouristDestination', name: 'Kawah Bromo', description: 'Mendaki ke bibir kawah.' } },
    ]);
  });

  it('makes one IDR offer per price tier', () => {
    expect(ld.offers).toEqual([
      { '@type': 'Offer', name: '1-3 orang', price: 1_500_000, priceCurrency: 'IDR', availability: 'https://schema.org/InStock', url },
      { '@type': 'Offer', name: '4-6 orang', price: 1_200_000, priceCurrency: 'IDR', availability: 'https://schema.org/InStock', url },
    ]);
  });

  it('names the agent as the provider', () => {
    expect(ld.provider).toEqual({ '@type': 'TravelAgency', name: 'Jelajah Nusantara', url: 'https://tripkita.id/profile/3' });
    const withPhoto = touristTripJsonLd({ trip, agent: { ...agent, fotoProfil: `/media/${COVER}-400.webp` }, url, origin: 'https://tripkita.id' }) as any;
    expect(withPhoto.provider.image).toBe(`https://tripkita.id/media/${COVER}-400.webp`);
  });

  it('leaves the image out when the trip has no cover', () => {
    const noCover = touristTripJsonLd({ trip: { ...trip, deskripsi: { ...trip.deskripsi, cover: null } }, agent, url, origin: 'https://tripkita.id' });
    expect(noCover).not.toHaveProperty('image');
  });
});

describe('jsonLdText', () => {
  it('escapes every < so text cannot close the script element', () => {
    const evil = { ...trip, deskripsi: { ...trip.deskripsi, judul: '</script><script>alert(1)</script>' } };
    const text = jsonLdText(touristTripJsonLd({ trip: evil, agent, url, origin: 'https://tripkita.id' }));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
