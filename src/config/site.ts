/** Site-wide facts shown in the layout and footer; change them here only. */
export const site = {
  name: 'TripKita',
  tagline: 'Marketplace trip grup dari agen perjalanan terpercaya',
  description:
    'TripKita mempertemukan wisatawan dengan agen perjalanan resmi dan terpercaya. Bandingkan paket trip dalam dan luar negeri, lalu hubungi agennya langsung lewat WhatsApp.',
  helpdeskEmail: 'halo@tripkita.id',
  helpdeskWhatsapp: '6281130002026',
  facebookPage: 'TripKita Indonesia',
  facebookUrl: 'https://www.facebook.com/tripkita.id',
  instagramHandle: 'tripkita.id',
  instagramUrl: 'https://www.instagram.com/tripkita.id',
  paymentOptions: ['BCA', 'Mandiri', 'BRI', 'BNI', 'QRIS', 'GoPay', 'OVO', 'DANA'],
  /** The share preview (1200×630 JPEG: every messenger reads JPEG) for pages without their own image. */
  defaultShareImage: '/images/og-tripkita.jpg',
  /** The browser UI colour on phones (brand-700). */
  themeColor: '#146a61',
} as const;

export const nav = [
  { href: '/tripDalamNegeri', label: 'Trip Dalam Negeri' },
  { href: '/tripLuarNegeri', label: 'Trip Luar Negeri' },
  { href: '/faq', label: 'FAQ' },
  { href: '/tentangKami', label: 'Tentang Kami' },
  { href: '/bergabungMenjadiAgen', label: 'Bergabung Menjadi Agen' },
] as const;
