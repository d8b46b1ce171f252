import type { IconName } from '../ui/icons';

export type DashboardSection = 'beranda' | 'paketWisata' | 'portofolio' | 'profilSaya' | 'akunSaya' | 'premium';

/** The dashboard sidebar's links, in the spec's order (Keluar, an action, follows them). */
export const dashboardNav: ReadonlyArray<{ section: DashboardSection; href: string; label: string; icon: IconName }> = [
  { section: 'beranda', href: '/beranda', label: 'Beranda', icon: 'home' },
  { section: 'paketWisata', href: '/paketWisata', label: 'Paket Wisata', icon: 'briefcase' },
  { section: 'portofolio', href: '/portofolio', label: 'Portofolio', icon: 'image' },
  { section: 'profilSaya', href: '/profilSaya', label: 'Profil Saya', icon: 'user' },
  { section: 'akunSaya', href: '/akunSaya', label: 'Akun Saya', icon: 'mail' },
  { section: 'premium', href: '/premium', label: 'Premium', icon: 'layers' },
];
