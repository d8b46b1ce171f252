/** One banner slide: small plain data, handed to the carousel island as props. */
export interface HeroSlide {
  /** The 1600×500 desktop image. */
  src: string;
  /** The 800×400 crop of its centre, for phones. */
  srcPhone: string;
  alt: string;
  title: string;
  caption: string;
  /** Where the slide's button leads. */
  link: string;
  /** The button's text. */
  cta: string;
}

export const heroSlides: HeroSlide[] = [
  {
    src: '/images/banner-1-1600.webp',
    srcPhone: '/images/banner-1-800.webp',
    alt: 'Ilustrasi matahari terbit di balik gunung berapi yang diselimuti kabut',
    title: 'Sunrise di atas awan',
    caption: 'Paket Bromo, Ijen, dan Dieng bersama agen lokal yang paham medannya.',
    link: '/tripDalamNegeri',
    cta: 'Lihat trip dalam negeri',
  },
  {
    src: '/images/banner-2-1600.webp',
    srcPhone: '/images/banner-2-800.webp',
    alt: 'Ilustrasi kapal pinisi berlayar di antara pulau-pulau hijau dan pantai berpasir',
    title: 'Pulau dan pantai eksotis',
    caption: 'Labuan Bajo, Raja Ampat, dan Karimunjawa lebih seru dijelajahi ramai-ramai.',
    link: '/tripDalamNegeri',
    cta: 'Cari trip bahari',
  },
  {
    src: '/images/banner-3-1600.webp',
    srcPhone: '/images/banner-3-800.webp',
    alt: 'Ilustrasi gunung bersalju, pagoda, dan gedung kota saat senja dengan pesawat melintas',
    title: 'Keliling dunia bareng rombongan',
    caption: 'Trip grup ke Jepang, Korea, dan Turki dengan harga rombongan.',
    link: '/tripLuarNegeri',
    cta: 'Lihat trip luar negeri',
  },
  {
    src: '/images/banner-4-1600.webp',
    srcPhone: '/images/banner-4-800.webp',
    alt: 'Ilustrasi tenda dan api unggun di tepi danau pada malam berbulan',
    title: 'Liburan hemat di bawah Rp500.000',
    caption: 'Pilihan trip akhir pekan yang ramah di kantong.',
    link: '/tripDalamNegeri?maxPrice=500000',
    cta: 'Lihat trip hemat',
  },
];
