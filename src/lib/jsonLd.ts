/** schema.org structured data for the trip detail page (read by search engines). */
import { mediaIdOf, mediaUrl } from './media';
import type { AgentPublic, TripDetail } from './types';

type Json = Record<string, unknown>;

/** An absolute URL for a root-relative path on this site. */
const absolute = (path: string, origin: string) => new URL(path, origin).href;

/** The largest variant of a stored image as an absolute URL. */
function imageUrl(url: string | null, origin: string): string | undefined {
  if (!url) return undefined;
  const id = mediaIdOf(url);
  return absolute(id ? mediaUrl(id, 1600) : url, origin);
}

export interface TouristTripInput {
  trip: TripDetail;
  agent: Pick<AgentPublic, 'id' | 'namaBadanUsaha' | 'fotoProfil'>;
  /** The trip's absolute canonical URL. */
  url: string;
  /** The site's origin, e.g. 'https://tripkita.id'. */
  origin: string;
}

/** A schema.org TouristTrip: the destinations as its itinerary, one Offer per price tier in IDR, the agent as provider. */
export function touristTripJsonLd({ trip, agent, url, origin }: TouristTripInput): Json {
  const d = trip.deskripsi;
  const destinations = d.detailDestinasi.map((dest, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    item: {
      '@type': 'TouristDestination',
      name: dest.title,
      description: dest.description,
      ...(dest.image ? { image: imageUrl(dest.image, origin) } : {}),
    },
  }));
  const offers = Object.entries(trip.harga).map(([label, price]) => ({
    '@type': 'Offer',
    name: label,
    price,
    priceCurrency: 'IDR',
    availability: 'https://schema.org/InStock',
    url,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: d.judul,
    description: d.deskripsi,
    url,
    ...(d.cover ? { image: imageUrl(d.cover, origin) } : {}),
    touristType: trip.kategori === 'internasional' ? 'Wisatawan trip luar negeri' : 'Wisatawan trip dalam negeri',
    itinerary: { '@type': 'ItemList', numberOfItems: destinations.length, itemListElement: destinations },
    offers,
    provider: {
      '@type': 'TravelAgency',
      name: agent.namaBadanUsaha,
      url: absolute(`/profile/${agent.id}`, origin),
      ...(agent.fotoProfil ? { image: absolute(agent.fotoProfil, origin) } : {}),
    },
  };
}

/**
 * The JSON for a `<script type="application/ld+json">`: every '<' escaped, so no text inside
 * (a title like '</script><script>…') can close the element.
 */
export function jsonLdText(data: Json): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
