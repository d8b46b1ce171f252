// Draws the home page's banner slides, the "Kenapa memilih kami" illustration, the default
// share image and the touch icon from SVG scenes, and writes them to public/images/ with sharp.
// The results are committed; run again only after changing a scene:
//   node src/components/home/art/generate-images.mjs
import { mkdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const out = join(root, 'public/images');
mkdirSync(out, { recursive: true });

const W = 1600;
const H = 500;

/** Layered hills: a closed path through the points, down to the bottom edge. */
const hills = (points, fill, extra = '') =>
  `<path d="M0 ${H} L${points.map(([x, y]) => `${x} ${y}`).join(' L')} L${W} ${H} Z" fill="${fill}" ${extra}/>`;

const cloud = (x, y, s, o = 0.85) =>
  `<g fill="#fff" opacity="${o}" transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="60" ry="22"/><ellipse cx="35" cy="-14" rx="38" ry="26"/><ellipse cx="-30" cy="-8" rx="30" ry="18"/></g>`;

const pine = (x, y, s, fill) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><path d="M0 -90 L26 -40 L14 -40 L34 0 L-34 0 L-14 -40 L-26 -40 Z"/><rect x="-4" y="0" width="8" height="14"/></g>`;

const scenes = {
  // 1. Sunrise over volcanoes (Bromo-like) with mist.
  sunrise: `
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#1e1b4b"/><stop offset="0.45" stop-color="#9d4e8a"/>
        <stop offset="0.75" stop-color="#f59e0b"/><stop offset="1" stop-color="#fde68a"/>
      </linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stop-color="#fff7d6" stop-opacity="0.95"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="1010" cy="300" r="210" fill="url(#glow)"/>
    <circle cx="1010" cy="300" r="62" fill="#fff3c4"/>
    ${hills([[0, 340], [180, 300], [380, 330], [560, 250], [700, 310], [880, 330], [1120, 280], [1320, 320], [1600, 290]], '#7c3a6b', 'opacity="0.75"')}
    <path d="M640 ${H} L860 250 L905 262 L935 246 L1160 ${H} Z" fill="#4c1d4f"/>
    <path d="M860 250 L905 262 L935 246 L915 238 L880 240 Z" fill="#2e1035"/>
    <path d="M1060 ${H} L1270 205 L1480 ${H} Z" fill="#5b2157"/>
    <ellipse cx="800" cy="395" rx="700" ry="26" fill="#fff" opacity="0.35"/>
    <ellipse cx="1150" cy="420" rx="520" ry="20" fill="#fff" opacity="0.3"/>
    ${hills([[0, 420], [260, 390], [520, 430], [780, 400], [1040, 440], [1300, 405], [1600, 430]], '#2a0f2e')}
    ${hills([[0, 470], [300, 455], [640, 475], [960, 460], [1280, 478], [1600, 462]], '#170719')}
  `,
  // 2. Tropical islands with a phinisi boat.
  islands: `
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="#bae6fd"/>
      </linearGradient>
      <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#14b8a6"/><stop offset="1" stop-color="#0f5e63"/>
      </linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="1330" cy="110" r="54" fill="#fef3c7"/>
    ${cloud(420, 90, 1.1)}${cloud(980, 70, 0.8)}${cloud(1200, 160, 0.7, 0.7)}
    <rect y="300" width="${W}" height="200" fill="url(#sea)"/>
    <path d="M520 302 Q640 170 770 302 Z" fill="#15803d"/>
    <path d="M700 302 Q780 215 880 302 Z" fill="#166534"/>
    <path d="M1120 302 Q1240 200 1380 302 Z" fill="#15803d"/>
    <path d="M1300 302 Q1360 250 1440 302 Z" fill="#166534"/>
    <g fill="#fff" opacity="0.35">
      <rect x="560" y="340" width="120" height="4" rx="2"/><rect x="900" y="372" width="180" height="4" rx="2"/>
      <rect x="1200" y="330" width="90" height="4" rx="2"/><rect x="300" y="400" width="140" height="4" rx="2"/>
    </g>
    <g transform="translate(930 300)">
      <path d="M-120 40 L120 40 L92 78 L-96 78 Z" fill="#7c2d12"/>
      <rect x="-110" y="34" width="224" height="8" fill="#9a3412"/>
      <path d="M-60 34 L-60 -110 L-4 30 Z" fill="#fefce8"/>
      <path d="M0 34 L0 -150 L70 30 Z" fill="#fff"/>
      <path d="M-70 30 L-70 -60 L-116 28 Z" fill="#fef9c3"/>
      <rect x="-2" y="-150" width="4" height="186" fill="#451a03"/>
      <rect x="-62" y="-110" width="4" height="146" fill="#451a03"/>
    </g>
    <path d="M0 ${H} L0 430 Q240 395 520 440 Q680 465 760 ${H} Z" fill="#fde68a"/>
    <g transform="translate(230 440)">
      <path d="M0 0 Q14 -120 46 -210" stroke="#713f12" stroke-width="14" fill="none" stroke-linecap="round"/>
      <g fill="#16a34a"><path d="M46 -210 Q110 -250 170 -196 Q110 -214 46 -206 Z"/><path d="M46 -210 Q-20 -260 -80 -200 Q-10 -220 46 -206 Z"/>
      <path d="M46 -210 Q120 -190 150 -120 Q100 -180 46 -204 Z"/><path d="M46 -210 Q-30 -190 -50 -122 Q0 -180 46 -204 Z"/></g>
    </g>
  `,
  // 3. Abroad: a snow-capped peak, a pagoda and a city skyline at dusk, a plane overhead.
  abroad: `
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#312e81"/><stop offset="0.6" stop-color="#db2777"/><stop offset="1" stop-color="#fb923c"/>
      </linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="1180" cy="250" r="80" fill="#fed7aa" opacity="0.9"/>
    <path d="M560 ${H} L900 170 L1240 ${H} Z" fill="#6b21a8" opacity="0.85"/>
    <path d="M900 170 L836 232 L868 226 L900 246 L930 224 L962 230 Z" fill="#f5f3ff"/>
    <g fill="#3b0764">
      <rect x="300" y="330" width="60" height="170"/><rect x="370" y="290" width="44" height="210"/><rect x="420" y="350" width="70" height="150"/>
      <rect x="1180" y="320" width="56" height="180"/><rect x="1244" y="270" width="40" height="230"/><rect x="1292" y="340" width="80" height="160"/>
      <rect x="1380" y="300" width="50" height="200"/>
    </g>
    <g fill="#fde68a" opacity="0.8">
      <rect x="380" y="310" width="8" height="8"/><rect x="396" y="330" width="8" height="8"/><rect x="380" y="360" width="8" height="8"/>
      <rect x="1252" y="290" width="8" height="8"/><rect x="1266" y="320" width="8" height="8"/><rect x="1252" y="350" width="8" height="8"/>
      <rect x="1390" y="320" width="8" height="8"/><rect x="1406" y="350" width="8" height="8"/>
    </g>
    <g transform="translate(700 500)" fill="#1e0630">
      <rect x="-8" y="-230" width="16" height="230"/>
      <path d="M-80 -60 L80 -60 L56 -80 L-56 -80 Z"/><path d="M-66 -120 L66 -120 L46 -140 L-46 -140 Z"/>
      <path d="M-52 -176 L52 -176 L36 -194 L-36 -194 Z"/><path d="M-6 -230 L6 -230 L0 -250 Z"/>
      <rect x="-44" y="-60" width="88" height="60"/><rect x="-34" y="-120" width="68" height="60"/><rect x="-24" y="-176" width="48" height="56"/>
    </g>
    ${hills([[0, 460], [400, 440], [800, 470], [1200, 450], [1600, 465]], '#1e0630')}
    <path d="M260 120 Q600 40 980 110" stroke="#fff" stroke-width="3" stroke-dasharray="10 12" fill="none" opacity="0.7"/>
    <g transform="translate(1010 112) rotate(8)" fill="#fff">
      <path d="M-40 -4 L40 -4 Q54 0 40 4 L-40 4 Z"/><path d="M-6 -4 L14 -34 L22 -34 L12 -4 Z"/><path d="M-6 4 L14 34 L22 34 L12 4 Z"/>
      <path d="M-40 -4 L-50 -20 L-42 -20 L-30 -4 Z"/>
    </g>
  `,
  // 4. A weekend camp by a lake under the moon: the budget trips.
  camp: `
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#0c4a6e"/><stop offset="1" stop-color="#0e7490"/>
      </linearGradient>
      <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#0e7490"/><stop offset="1" stop-color="#083344"/>
      </linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <g fill="#fff">
      <circle cx="300" cy="60" r="2"/><circle cx="520" cy="120" r="2.5"/><circle cx="760" cy="50" r="2"/><circle cx="880" cy="140" r="1.8"/>
      <circle cx="1040" cy="80" r="2.4"/><circle cx="1420" cy="60" r="2"/><circle cx="1500" cy="150" r="2"/><circle cx="150" cy="150" r="2"/>
    </g>
    <circle cx="1240" cy="110" r="46" fill="#fef9c3"/><circle cx="1222" cy="98" r="46" fill="#0c4a6e" opacity="0.0"/>
    ${hills([[0, 300], [220, 220], [420, 290], [640, 200], [860, 280], [1100, 210], [1360, 285], [1600, 230]], '#155e75')}
    <rect y="330" width="${W}" height="170" fill="url(#lake)"/>
    ${hills([[0, 330], [300, 318], [600, 332], [900, 320], [1200, 334], [1600, 322]], '#134e4a')}
    <rect y="334" width="${W}" height="166" fill="url(#lake)"/>
    <ellipse cx="1240" cy="380" rx="36" ry="6" fill="#fef9c3" opacity="0.5"/>
    <ellipse cx="1240" cy="400" rx="24" ry="4" fill="#fef9c3" opacity="0.35"/>
    ${pine(120, 335, 1.4, '#042f2e')}${pine(200, 335, 1.0, '#064e3b')}${pine(1460, 335, 1.5, '#042f2e')}${pine(1540, 335, 1.1, '#064e3b')}
    <path d="M0 ${H} L0 430 Q400 400 820 440 Q1000 460 1100 ${H} Z" fill="#14532d"/>
    <g transform="translate(760 440)">
      <path d="M-110 20 L0 -120 L110 20 Z" fill="#f59e0b"/>
      <path d="M0 -120 L-30 20 L30 20 Z" fill="#b45309"/>
    </g>
    <g transform="translate(960 455)">
      <path d="M-22 8 L22 8 L0 -34 Z" fill="#fb923c"/><path d="M-12 8 L12 8 L0 -18 Z" fill="#fde047"/>
      <rect x="-30" y="6" width="60" height="8" rx="4" fill="#78350f"/>
    </g>
    ${pine(560, 460, 1.2, '#052e16')}${pine(1140, 470, 1.3, '#052e16')}
  `,
};

/** The "Kenapa memilih kami" illustration: a phone with trip cards, a map pin and a shield. */
const whyUs = `
  <svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
    <rect width="640" height="480" rx="28" fill="#eefbf8"/>
    <circle cx="520" cy="110" r="70" fill="#d5f5ee"/>
    <circle cx="110" cy="380" r="90" fill="#d5f5ee"/>
    <path d="M60 400 Q200 330 320 380 T600 360" stroke="#79d8c7" stroke-width="6" stroke-dasharray="14 12" fill="none"/>
    <g transform="translate(230 60)">
      <rect width="190" height="360" rx="28" fill="#14554f"/>
      <rect x="12" y="16" width="166" height="328" rx="18" fill="#fff"/>
      <rect x="70" y="26" width="50" height="6" rx="3" fill="#aeeadd"/>
      <g transform="translate(26 48)">
        <rect width="138" height="120" rx="12" fill="#f1f5f9"/>
        <rect width="138" height="70" rx="12" fill="#43bfac"/>
        <path d="M0 70 L40 36 L70 56 L100 26 L138 62 L138 70 Z" fill="#146a61"/>
        <circle cx="110" cy="22" r="10" fill="#fef3c7"/>
        <rect x="10" y="80" width="100" height="8" rx="4" fill="#1f2933"/>
        <rect x="10" y="96" width="70" height="7" rx="3.5" fill="#94a3b8"/>
        <rect x="84" y="94" width="44" height="14" rx="7" fill="#f59e0b"/>
      </g>
      <g transform="translate(26 182)">
        <rect width="138" height="120" rx="12" fill="#f1f5f9"/>
        <rect width="138" height="70" rx="12" fill="#38bdf8"/>
        <rect y="44" width="138" height="26" fill="#14b8a6"/>
        <circle cx="40" cy="26" r="10" fill="#fef3c7"/>
        <rect x="10" y="80" width="110" height="8" rx="4" fill="#1f2933"/>
        <rect x="10" y="96" width="60" height="7" rx="3.5" fill="#94a3b8"/>
        <rect x="84" y="94" width="44" height="14" rx="7" fill="#f59e0b"/>
      </g>
    </g>
    <g transform="translate(470 190)">
      <path d="M0 0 C-40 0 -62 30 -62 60 C-62 104 0 150 0 150 C0 150 62 104 62 60 C62 30 40 0 0 0 Z" fill="#ef4444"/>
      <circle cx="0" cy="58" r="24" fill="#fff"/>
    </g>
    <g transform="translate(140 150)">
      <path d="M0 -70 L62 -46 L62 6 C62 50 32 78 0 92 C-32 78 -62 50 -62 6 L-62 -46 Z" fill="#158477"/>
      <path d="M-26 6 L-6 26 L30 -14" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    </g>
    <g transform="translate(500 392)">
      <rect x="-56" y="-44" width="112" height="78" rx="12" fill="#f59e0b"/>
      <rect x="-22" y="-62" width="44" height="22" rx="8" fill="none" stroke="#b45309" stroke-width="8"/>
      <rect x="-56" y="-12" width="112" height="8" fill="#b45309"/>
    </g>
    <g fill="#f59e0b"><path d="M96 70 l6 14 15 1 -12 9 4 15 -13 -8 -13 8 4 -15 -12 -9 15 -1 Z"/><path d="M560 270 l4 9 10 1 -8 6 3 10 -9 -5 -9 5 3 -10 -8 -6 10 -1 Z"/></g>
  </svg>`;

/** The logo mark: a map pin holding a mountain and a sun, on the brand green. */
export const logoMark = (size = 64) => `
  <svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
    <rect width="64" height="64" rx="14" fill="#146a61"/>
    <path d="M32 10c-9.4 0-17 7.3-17 16.4C15 38.6 32 54 32 54s17-15.4 17-27.6C49 17.3 41.4 10 32 10Z" fill="#fff"/>
    <circle cx="38" cy="21" r="4" fill="#f59e0b"/>
    <path d="M20.5 32 28 22.5l5 6 3-3.5 7.5 7Z" fill="#146a61"/>
  </svg>`;

const og = `
  <svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#14554f"/><stop offset="1" stop-color="#158477"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#bg)"/>
    <path d="M0 630 L0 500 L220 380 L380 470 L600 320 L820 470 L980 400 L1200 520 L1200 630 Z" fill="#052a28" opacity="0.45"/>
    <circle cx="1020" cy="150" r="70" fill="#f59e0b" opacity="0.9"/>
    <g transform="translate(90 110) scale(2)">${logoMark(64).replace(/<\/?svg[^>]*>/g, '')}</g>
    <text x="250" y="190" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="84" font-weight="700" fill="#fff">TripKita</text>
    <text x="92" y="330" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="46" font-weight="700" fill="#fff">Paket trip grup dalam &amp; luar negeri</text>
    <text x="92" y="395" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="#d5f5ee">dari agen perjalanan terpercaya. Hubungi agennya langsung.</text>
  </svg>`;

const svg = (body, vb = `0 0 ${W} ${H}`, w = W, h = H) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${vb}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;

async function write(name, input, pipeline) {
  const file = join(out, name);
  await pipeline(sharp(Buffer.from(input))).toFile(file);
  console.log(`${name.padEnd(28)} ${(statSync(file).size / 1024).toFixed(1)} KB`);
}

const names = Object.keys(scenes);
for (const [i, name] of names.entries()) {
  const body = scenes[name];
  // Desktop: the whole 16:5 scene. Phone: a 2:1 crop of its centre (the subject sits there).
  await write(`banner-${i + 1}-1600.webp`, svg(body), (s) => s.webp({ quality: 80, effort: 6 }));
  await write(`banner-${i + 1}-800.webp`, svg(body, `300 0 1000 500`, 800, 400), (s) => s.webp({ quality: 78, effort: 6 }));
}
await write('kenapa-memilih-kami.webp', whyUs, (s) => s.resize(640).webp({ quality: 82, effort: 6 }));
await write('kenapa-memilih-kami-400.webp', whyUs, (s) => s.resize(400).webp({ quality: 82, effort: 6 }));
await write('og-tripkita.jpg', og, (s) => s.jpeg({ quality: 82, mozjpeg: true }));
await write('../apple-touch-icon.png', logoMark(180), (s) => s.png({ compressionLevel: 9 }));
