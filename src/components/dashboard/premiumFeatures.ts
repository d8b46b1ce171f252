/**
 * What the Premium plan adds over Gratis, as /premium's table shows it. `true`/`false` render as a
 * tick or a dash (with "Ya"/"Tidak" for screen readers); a string is shown as written.
 */
export const premiumFeatures: ReadonlyArray<{ fitur: string; gratis: boolean | string; premium: boolean | string }> = [
  { fitur: 'Paket wisata dan portofolio', gratis: 'Tanpa batas', premium: 'Tanpa batas' },
  { fitur: 'Profil publik dan tombol kontak (WhatsApp, telepon, media sosial)', gratis: true, premium: true },
  { fitur: 'Lencana Terverifikasi setelah Surat Izin Usaha diperiksa', gratis: true, premium: true },
  { fitur: 'Posisi unggulan di beranda TripKita', gratis: false, premium: true },
  { fitur: 'Lencana Premium di profil dan kartu paket', gratis: false, premium: true },
  { fitur: 'Statistik kunjungan paket dan klik kontak', gratis: false, premium: true },
  { fitur: 'Verifikasi Surat Izin Usaha', gratis: 'Antrean biasa', premium: 'Didahulukan' },
  { fitur: 'Dukungan', gratis: 'Email', premium: 'WhatsApp prioritas' },
];
