/**
 * Travel illustrations drawn as SVG and rasterised by sharp: no downloads, no fonts.
 * Every picture is a function of (scene, seed, size), so the same seed always draws the same
 * picture and different seeds draw visibly different ones (sky, light, layout, colours).
 */
import sharp from 'sharp';
import type { DB } from '../client';
import { storeImage } from '../../media/store';

export type Time = 'pagi' | 'siang' | 'sore' | 'senja' | 'malam';

export type SceneKind =
  | 'volcano' | 'mountains' | 'alps' | 'savanna' | 'islands' | 'karst' | 'beach' | 'boulders' | 'lake'
  | 'crater' | 'rice' | 'waterfall' | 'cave' | 'underwater' | 'stupa' | 'candi' | 'bali' | 'pagoda'
  | 'palace' | 'torii' | 'mosque' | 'pyramids' | 'angkor' | 'tongkonan' | 'gadang' | 'city'
  | 'balloons' | 'aurora' | 'lanterns' | 'bluefire' | 'phinisi';

/**
 * A scene as content files write it: `kind`, `kind/variant`, `kind:time` or `kind/variant:time`,
 * e.g. 'volcano/bromo:pagi', 'city/kl:malam', 'underwater/turtle'.
 */
export type SceneRef = string;

// ---------------------------------------------------------------- colour and randomness

type RGB = [number, number, number];
const toRgb = (c: string): RGB => [parseInt(c.slice(1, 3), 16), parseInt(c.slice(3, 5), 16), parseInt(c.slice(5, 7), 16)];
const toHex = (r: RGB) => '#' + r.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('');
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
/** Lighter (t > 0) or darker (t < 0). */
export const shade = (c: string, t: number) => (t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t));

/** A small deterministic PRNG (mulberry32) seeded by a string (FNV-1a). */
export function rngFrom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => Math.round(n * 10) / 10;
type Pt = [number, number];
const pts = (p: Pt[]) => p.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');

interface Palette {
  skyTop: string; skyMid: string; skyBottom: string;
  sun: string; glow: string; haze: string; cloud: string; water: string;
  /** How far land is pulled towards `shadow` (backlit scenes are darker). */
  dark: number; shadow: string;
  night: boolean;
}

const PALETTES: Record<Time, Palette> = {
  pagi: { skyTop: '#5a70b6', skyMid: '#e6a5b3', skyBottom: '#ffd9ad', sun: '#fff4d6', glow: '#ffc88d', haze: '#eec4bb', cloud: '#ffe6de', water: '#6a86b8', dark: 0.32, shadow: '#2b2a52', night: false },
  siang: { skyTop: '#2d84d2', skyMid: '#72b8ea', skyBottom: '#d3edf8', sun: '#fffdf0', glow: '#fff5c2', haze: '#c8e3f1', cloud: '#ffffff', water: '#1b8db6', dark: 0, shadow: '#1d3350', night: false },
  sore: { skyTop: '#4a7fc0', skyMid: '#eebf8c', skyBottom: '#fde2ae', sun: '#fff3c6', glow: '#ffcf78', haze: '#eed2a8', cloud: '#fff2de', water: '#3a82a6', dark: 0.12, shadow: '#3b2a40', night: false },
  senja: { skyTop: '#282f6a', skyMid: '#c4567c', skyBottom: '#f8a55a', sun: '#ffe395', glow: '#ff9a58', haze: '#c77a8b', cloud: '#f5a79e', water: '#4a3e78', dark: 0.6, shadow: '#1f1736', night: false },
  malam: { skyTop: '#08112e', skyMid: '#17295e', skyBottom: '#34508e', sun: '#f3f0db', glow: '#9fb6ff', haze: '#2c3f74', cloud: '#3b4f88', water: '#112550', dark: 0.72, shadow: '#070d24', night: true },
};
const TINTS = ['#7a5cff', '#00a8b5', '#ff7a59', '#4fb36b', '#ff5fa2', '#3d6bff'];

// ---------------------------------------------------------------- canvas

class Canvas {
  defs: string[] = [];
  body: string[] = [];
  private n = 0;
  sun: Pt = [0, 0];
  sunVisible = false;
  readonly u: number;
  constructor(readonly W: number, readonly H: number, readonly rng: () => number, readonly pal: Palette, readonly time: Time) {
    this.u = W / 1200;
  }
  r(a: number, b: number) { return a + (b - a) * this.rng(); }
  ri(a: number, b: number) { return Math.floor(this.r(a, b + 1)); }
  pick<T>(a: readonly T[]): T { return a[Math.floor(this.rng() * a.length)]; }
  chance(p: number) { return this.rng() < p; }
  id(p = 'g') { return `${p}${++this.n}`; }
  add(s: string) { this.body.push(s); }
  /** A vertical (default) linear gradient, answered as a fill reference. */
  linear(stops: [number, string, number?][], x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('')}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: [number, string, number?][]): string {
    const id = this.id('r');
    this.defs.push(`<radialGradient id="${id}">${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`).join('')}</radialGradient>`);
    return `url(#${id})`;
  }
  /** A land colour lit for this time of day and faded into the haze by depth (0 near, 1 far). */
  land(base: string, depth: number): string {
    return mix(mix(base, this.pal.shadow, this.pal.dark * (1 - depth * 0.5)), this.pal.haze, depth);
  }
  svg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

function noise1(rng: () => number, knots: number) {
  const v = Array.from({ length: knots + 2 }, () => rng());
  return (t: number) => {
    const x = Math.min(Math.max(t, 0), 0.9999) * knots;
    const i = Math.floor(x);
    const s = (1 - Math.cos((x - i) * Math.PI)) / 2;
    return v[i] * (1 - s) + v[i + 1] * s;
  };
}

/** A skyline of hills: points along the width at height baseY - amp * noise. */
function ridgePts(c: Canvas, baseY: number, amp: number, knots = 5, rough = 0.25, step = 12): Pt[] {
  const a = noise1(c.rng, knots);
  const b = noise1(c.rng, knots * 5);
  const out: Pt[] = [];
  for (let x = -step; x <= c.W + step; x += step) out.push([x, baseY - amp * (a(x / c.W) * (1 - rough) + b(x / c.W) * rough)]);
  return out;
}
const area = (c: Canvas, p: Pt[], bottom = c.H) => `M${f(p[0][0])},${f(bottom)} L${pts(p)} L${f(p[p.length - 1][0])},${f(bottom)}Z`;

function ridge(c: Canvas, baseY: number, amp: number, color: string, knots = 5, rough = 0.25, bottom = c.H): Pt[] {
  const p = ridgePts(c, baseY, amp, knots, rough);
  c.add(`<path d="${area(c, p, bottom)}" fill="${color}"/>`);
  return p;
}

/** A soft band of mist at y. */
function mist(c: Canvas, y: number, h: number, opacity = 0.55) {
  const fill = c.linear([[0, c.pal.haze, 0], [0.5, shade(c.pal.haze, 0.3), opacity], [1, c.pal.haze, 0]]);
  c.add(`<rect x="0" y="${f(y - h / 2)}" width="${c.W}" height="${f(h)}" fill="${fill}"/>`);
}

// ---------------------------------------------------------------- sky

function sky(c: Canvas, o: { sunX?: number; sunY?: number; clouds?: number; sun?: boolean } = {}) {
  const p = c.pal;
  const { W, H, u } = c;
  c.add(`<rect width="${W}" height="${H}" fill="${c.linear([[0, p.skyTop], [0.58, p.skyMid], [1, p.skyBottom]])}"/>`);
  const low = c.time === 'pagi' || c.time === 'senja';
  const sx = o.sunX ?? c.r(0.15, 0.85) * W;
  const sy = o.sunY ?? (low ? c.r(0.4, 0.55) : c.time === 'malam' ? c.r(0.1, 0.25) : c.r(0.1, 0.3)) * H;
  c.sun = [sx, sy];
  c.sunVisible = o.sun !== false;
  if (p.night) {
    let s = '';
    for (let i = 0; i < 90; i++) s += `<circle cx="${f(c.r(0, W))}" cy="${f(c.r(0, H * 0.6))}" r="${f(c.r(0.5, 1.8) * u)}" opacity="${f(c.r(0.3, 1))}"/>`;
    c.add(`<g fill="#ffffff">${s}</g>`);
  }
  if (o.sun !== false) {
    const gr = W * (low ? 0.45 : 0.3);
    c.add(`<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(gr)}" fill="${c.radial([[0, p.glow, low ? 0.85 : 0.55], [0.35, p.glow, 0.25], [1, p.glow, 0]])}"/>`);
    c.add(`<circle cx="${f(sx)}" cy="${f(sy)}" r="${f((p.night ? 26 : 38) * u)}" fill="${p.sun}"/>`);
    if (p.night) c.add(`<circle cx="${f(sx + 10 * u)}" cy="${f(sy - 6 * u)}" r="${f(24 * u)}" fill="${p.skyTop}" opacity="0.35"/>`);
  }
  const n = o.clouds ?? c.ri(2, 6);
  for (let i = 0; i < n; i++) cloud(c, c.r(-0.05, 1.05) * W, c.r(0.06, 0.42) * H, c.r(0.6, 1.4) * u);
}

function cloud(c: Canvas, x: number, y: number, s: number) {
  const streak = c.time === 'senja' || c.time === 'pagi' || c.chance(0.25);
  let g = '';
  if (streak) {
    for (let i = 0; i < 4; i++) g += `<ellipse cx="${f(x + c.r(-120, 120) * s)}" cy="${f(y + c.r(-8, 8) * s)}" rx="${f(c.r(90, 200) * s)}" ry="${f(c.r(5, 11) * s)}"/>`;
  } else {
    const k = c.ri(4, 6);
    for (let i = 0; i < k; i++) {
      const r = c.r(26, 48) * s;
      g += `<circle cx="${f(x + (i - k / 2) * 34 * s)}" cy="${f(y - c.r(0, 0.6) * r)}" r="${f(r)}"/>`;
    }
    g += `<rect x="${f(x - (k / 2 + 0.8) * 34 * s)}" y="${f(y - 6 * s)}" width="${f((k + 0.6) * 34 * s)}" height="${f(24 * s)}" rx="${f(12 * s)}"/>`;
  }
  c.add(`<g fill="${c.pal.cloud}" opacity="${f(c.r(0.55, 0.9) * 100) / 100}">${g}</g>`);
}

// ---------------------------------------------------------------- water

/** A water surface from `top` down; `mirror` draws what the water reflects (before the glitter). */
function water(c: Canvas, top: number, base = c.pal.water, mirror?: () => void) {
  const { W, H, u } = c;
  const fill = c.linear([[0, mix(c.pal.skyBottom, base, 0.45)], [0.35, base], [1, shade(base, -0.3)]]);
  c.add(`<rect x="0" y="${f(top)}" width="${W}" height="${f(H - top)}" fill="${fill}"/>`);
  mirror?.();
  if (c.sunVisible && c.sun[1] < top) {
    let g = '';
    for (let k = 0; k < 16; k++) {
      const y = top + (H - top) * Math.pow(k / 16, 1.4) + 2;
      const w = c.r(0.03, 0.1) * W * (1 + k * 0.12);
      g += `<rect x="${f(c.sun[0] - w / 2 + c.r(-10, 10) * u)}" y="${f(y)}" width="${f(w)}" height="${f(c.r(2, 5) * u)}" opacity="${f((1 - k / 17) * 0.7 * 100) / 100}"/>`;
    }
    c.add(`<g fill="${c.pal.glow}">${g}</g>`);
  }
  let g = '';
  for (let i = 0; i < 45; i++) {
    const y = c.r(top + 6, H);
    const w = c.r(20, 90) * u * (0.4 + (y - top) / (H - top));
    g += `<rect x="${f(c.r(0, W))}" y="${f(y)}" width="${f(w)}" height="${f(1.6 * u)}"/>`;
  }
  c.add(`<g fill="#ffffff" opacity="0.22">${g}</g>`);
}

/** A mirrored copy of the drawing function's output below `axis`. */
function reflect(c: Canvas, axis: number, draw: () => void, opacity = 0.3) {
  const before = c.body.length;
  draw();
  const drawn = c.body.slice(before).join('');
  c.add(`<g transform="translate(0 ${f(2 * axis)}) scale(1 -1)" opacity="${opacity}">${drawn}</g>`);
}

// ---------------------------------------------------------------- shapes

function hump(c: Canvas, x: number, base: number, w: number, h: number, color: string, steep = 0.3) {
  const x0 = x - w / 2;
  const x1 = x + w / 2;
  const k1 = c.r(0.6, 1.05);
  const k2 = c.r(0.6, 1.05);
  const top = x + c.r(-0.15, 0.15) * w;
  c.add(`<path d="M${f(x0)},${f(base)} C${f(x0 + w * steep * 0.4)},${f(base - h * k1)} ${f(top - w * 0.22)},${f(base - h)} ${f(top)},${f(base - h)} C${f(top + w * 0.22)},${f(base - h)} ${f(x1 - w * steep * 0.4)},${f(base - h * k2)} ${f(x1)},${f(base)}Z" fill="${color}"/>`);
}

function palm(c: Canvas, x: number, base: number, h: number, color: string) {
  const lean = c.r(-0.35, 0.35);
  const tx = x + lean * h;
  const ty = base - h;
  c.add(`<path d="M${f(x)},${f(base)} Q${f(x + lean * h * 0.15)},${f(base - h * 0.55)} ${f(tx)},${f(ty)}" stroke="${color}" stroke-width="${f(h * 0.045)}" fill="none" stroke-linecap="round"/>`);
  let g = '';
  const n = c.ri(7, 9);
  for (let i = 0; i < n; i++) {
    const a = Math.PI + (i / (n - 1)) * Math.PI + c.r(-0.15, 0.15);
    const len = h * c.r(0.32, 0.45);
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len * 0.55 + len * 0.45;
    const mx = tx + Math.cos(a) * len * 0.5;
    const my = ty + Math.sin(a) * len * 0.5 - len * 0.12;
    const wx = -Math.sin(a) * len * 0.12;
    const wy = Math.cos(a) * len * 0.12;
    g += `<path d="M${f(tx)},${f(ty)} Q${f(mx + wx)},${f(my + wy)} ${f(ex)},${f(ey)} Q${f(mx - wx)},${f(my - wy)} ${f(tx)},${f(ty)}Z"/>`;
  }
  c.add(`<g fill="${color}">${g}</g>`);
}

function pine(c: Canvas, x: number, base: number, h: number, color: string, snow = false) {
  let g = `<rect x="${f(x - h * 0.03)}" y="${f(base - h * 0.2)}" width="${f(h * 0.06)}" height="${f(h * 0.2)}" fill="${shade(color, -0.3)}"/>`;
  for (let i = 0; i < 3; i++) {
    const w = h * (0.42 - i * 0.1);
    const yb = base - h * (0.12 + i * 0.24);
    const yt = yb - h * 0.42;
    g += `<path d="M${f(x - w)},${f(yb)} L${f(x)},${f(yt)} L${f(x + w)},${f(yb)}Z" fill="${color}"/>`;
    if (snow) g += `<path d="M${f(x - w * 0.45)},${f(yt + h * 0.2)} L${f(x)},${f(yt)} L${f(x + w * 0.45)},${f(yt + h * 0.2)} Q${f(x)},${f(yt + h * 0.14)} ${f(x - w * 0.45)},${f(yt + h * 0.2)}Z" fill="#f4f8ff"/>`;
  }
  c.add(g);
}

function roundTree(c: Canvas, x: number, base: number, h: number, color: string) {
  c.add(`<rect x="${f(x - h * 0.03)}" y="${f(base - h * 0.5)}" width="${f(h * 0.06)}" height="${f(h * 0.5)}" fill="${shade(color, -0.35)}"/>`);
  let g = '';
  for (let i = 0; i < 4; i++) g += `<circle cx="${f(x + c.r(-0.2, 0.2) * h)}" cy="${f(base - h * c.r(0.6, 0.85))}" r="${f(h * c.r(0.18, 0.28))}"/>`;
  c.add(`<g fill="${color}">${g}</g>`);
}

function bush(c: Canvas, x: number, base: number, s: number, color: string) {
  let g = '';
  for (let i = 0; i < 5; i++) g += `<circle cx="${f(x + c.r(-1, 1) * s)}" cy="${f(base - c.r(0, 0.5) * s)}" r="${f(c.r(0.4, 0.8) * s)}"/>`;
  c.add(`<g fill="${color}">${g}</g>`);
}

/** Silhouettes of a small group of travellers. */
function people(c: Canvas, x: number, base: number, s: number, n: number, color: string) {
  let g = '';
  for (let i = 0; i < n; i++) {
    const px = x + (i - n / 2) * s * c.r(0.42, 0.55);
    const h = s * c.r(0.85, 1.05);
    const up = c.chance(0.35);
    g += `<circle cx="${f(px)}" cy="${f(base - h)}" r="${f(h * 0.1)}"/>`;
    g += `<path d="M${f(px - h * 0.12)},${f(base - h * 0.46)} L${f(px - h * 0.11)},${f(base - h * 0.8)} Q${f(px)},${f(base - h * 0.88)} ${f(px + h * 0.11)},${f(base - h * 0.8)} L${f(px + h * 0.12)},${f(base - h * 0.46)}Z"/>`;
    g += `<path d="M${f(px - h * 0.07)},${f(base - h * 0.5)} L${f(px - h * 0.09)},${f(base)} M${f(px + h * 0.07)},${f(base - h * 0.5)} L${f(px + h * 0.09)},${f(base)}" stroke="${color}" stroke-width="${f(h * 0.09)}" stroke-linecap="round"/>`;
    const ay = up ? base - h * 1.12 : base - h * 0.5;
    g += `<path d="M${f(px - h * 0.1)},${f(base - h * 0.76)} L${f(px - h * (up ? 0.28 : 0.16))},${f(ay)} M${f(px + h * 0.1)},${f(base - h * 0.76)} L${f(px + h * (up ? 0.28 : 0.16))},${f(ay)}" stroke="${color}" stroke-width="${f(h * 0.07)}" stroke-linecap="round"/>`;
  }
  c.add(`<g fill="${color}">${g}</g>`);
}

function smallBoat(c: Canvas, x: number, y: number, s: number, color: string) {
  c.add(`<path d="M${f(x - 60 * s)},${f(y - 10 * s)} Q${f(x)},${f(y + 14 * s)} ${f(x + 66 * s)},${f(y - 14 * s)} L${f(x + 40 * s)},${f(y - 4 * s)} L${f(x - 44 * s)},${f(y - 4 * s)}Z" fill="${color}"/>`);
  c.add(`<path d="M${f(x - 30 * s)},${f(y - 6 * s)} L${f(x - 24 * s)},${f(y - 26 * s)} L${f(x + 26 * s)},${f(y - 26 * s)} L${f(x + 30 * s)},${f(y - 6 * s)}Z" fill="${shade(color, 0.5)}"/>`);
  c.add(`<path d="M${f(x - 70 * s)},${f(y + 2 * s)} L${f(x + 74 * s)},${f(y + 2 * s)}" stroke="${color}" stroke-width="${f(2.5 * s)}"/>`);
}

/** A phinisi schooner under sail. */
function phinisiShip(c: Canvas, x: number, y: number, s: number, hull: string, sail: string) {
  c.add(`<path d="M${f(x - 150 * s)},${f(y - 40 * s)} L${f(x + 170 * s)},${f(y - 46 * s)} Q${f(x + 150 * s)},${f(y)} ${f(x + 100 * s)},${f(y + 4 * s)} L${f(x - 110 * s)},${f(y + 4 * s)} Q${f(x - 140 * s)},${f(y - 10 * s)} ${f(x - 150 * s)},${f(y - 40 * s)}Z" fill="${hull}"/>`);
  c.add(`<rect x="${f(x - 120 * s)}" y="${f(y - 58 * s)}" width="${f(150 * s)}" height="${f(18 * s)}" fill="${shade(hull, 0.25)}"/>`);
  const masts = [x - 40 * s, x + 60 * s];
  let g = '';
  for (const m of masts) g += `<path d="M${f(m)},${f(y - 40 * s)} L${f(m)},${f(y - 300 * s)}" stroke="${hull}" stroke-width="${f(4 * s)}"/>`;
  c.add(g);
  g = '';
  for (const m of masts) {
    g += `<path d="M${f(m + 4 * s)},${f(y - 290 * s)} L${f(m + 4 * s)},${f(y - 60 * s)} L${f(m + 95 * s)},${f(y - 66 * s)} Q${f(m + 60 * s)},${f(y - 170 * s)} ${f(m + 4 * s)},${f(y - 290 * s)}Z"/>`;
    g += `<path d="M${f(m - 4 * s)},${f(y - 280 * s)} L${f(m - 4 * s)},${f(y - 70 * s)} L${f(m - 80 * s)},${f(y - 72 * s)} Q${f(m - 50 * s)},${f(y - 170 * s)} ${f(m - 4 * s)},${f(y - 280 * s)}Z" opacity="0.92"/>`;
  }
  g += `<path d="M${f(x + 165 * s)},${f(y - 46 * s)} L${f(x + 64 * s)},${f(y - 280 * s)} L${f(x + 70 * s)},${f(y - 70 * s)}Z" opacity="0.85"/>`;
  c.add(`<g fill="${sail}">${g}</g>`);
}

function volcanoShape(c: Canvas, cx: number, base: number, w: number, h: number, color: string, snow = false, smoke = true) {
  const rim = w * c.r(0.05, 0.1);
  const top = base - h;
  c.add(`<path d="M${f(cx - w / 2)},${f(base)} Q${f(cx - w * 0.12)},${f(base - h * 0.25)} ${f(cx - rim)},${f(top)} Q${f(cx)},${f(top + h * 0.03)} ${f(cx + rim)},${f(top)} Q${f(cx + w * 0.12)},${f(base - h * 0.25)} ${f(cx + w / 2)},${f(base)}Z" fill="${color}"/>`);
  let g = '';
  for (let i = 0; i < 9; i++) {
    const t = c.r(-1, 1);
    const sx = cx + t * rim;
    g += `<path d="M${f(sx)},${f(top + 4)} Q${f(sx + t * w * 0.12)},${f(base - h * 0.45)} ${f(sx + t * w * c.r(0.25, 0.4))},${f(base - h * c.r(0.05, 0.25))}"/>`;
  }
  c.add(`<g stroke="${shade(color, -0.18)}" stroke-width="${f(3 * c.u)}" fill="none" opacity="0.6">${g}</g>`);
  if (snow) {
    const sh = h * 0.28;
    c.add(`<path d="M${f(cx - rim - w * 0.1)},${f(top + sh)} Q${f(cx - w * 0.05)},${f(top + sh * 0.1)} ${f(cx - rim)},${f(top)} L${f(cx + rim)},${f(top)} Q${f(cx + w * 0.05)},${f(top + sh * 0.1)} ${f(cx + rim + w * 0.1)},${f(top + sh)} L${f(cx + w * 0.07)},${f(top + sh * 0.7)} L${f(cx + w * 0.03)},${f(top + sh * 1.05)} L${f(cx - w * 0.02)},${f(top + sh * 0.65)} L${f(cx - w * 0.06)},${f(top + sh * 1.1)}Z" fill="#f6f8ff"/>`);
  }
  if (smoke) {
    let s = '';
    let sx = cx;
    let sy = top;
    const drift = c.r(-1, 1);
    for (let i = 0; i < 9; i++) {
      sx += drift * 22 * c.u + c.r(-8, 8) * c.u;
      sy -= c.r(14, 26) * c.u;
      s += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f((18 + i * 7) * c.u)}"/>`;
    }
    c.add(`<g fill="${mix('#f0ede8', c.pal.haze, 0.4)}" opacity="0.55">${s}</g>`);
  }
}

function jeep(c: Canvas, x: number, base: number, s: number, color: string) {
  c.add(`<path d="M${f(x - 40 * s)},${f(base - 12 * s)} L${f(x - 40 * s)},${f(base - 32 * s)} L${f(x - 14 * s)},${f(base - 34 * s)} L${f(x - 6 * s)},${f(base - 52 * s)} L${f(x + 26 * s)},${f(base - 52 * s)} L${f(x + 30 * s)},${f(base - 32 * s)} L${f(x + 44 * s)},${f(base - 30 * s)} L${f(x + 44 * s)},${f(base - 12 * s)}Z" fill="${color}"/>`);
  c.add(`<g fill="${shade(color, -0.5)}"><circle cx="${f(x - 24 * s)}" cy="${f(base - 10 * s)}" r="${f(10 * s)}"/><circle cx="${f(x + 28 * s)}" cy="${f(base - 10 * s)}" r="${f(10 * s)}"/></g>`);
}

/** Jagged peaks with white caps down to a snow line. */
function snowRange(c: Canvas, base: number, amp: number, color: string, snowLine: number) {
  const p = ridgePts(c, base, amp, 7, 0.45, 10);
  c.add(`<path d="${area(c, p)}" fill="${color}"/>`);
  const clip = c.id('c');
  const line: Pt[] = [];
  for (let x = -10; x <= c.W + 10; x += 18) line.push([x, snowLine + c.r(-1, 1) * amp * 0.12]);
  c.defs.push(`<clipPath id="${clip}"><path d="M-10,-10 L${c.W + 10},-10 L${pts(line.slice().reverse())}Z"/></clipPath>`);
  c.add(`<path d="${area(c, p)}" fill="#f3f6fc" clip-path="url(#${clip})"/>`);
  c.add(`<path d="${area(c, p.map(([x, y]) => [x + 14 * c.u, y + 10 * c.u] as Pt))}" fill="${c.pal.shadow}" opacity="0.12" clip-path="url(#${clip})"/>`);
}

// ---------------------------------------------------------------- buildings

function dome(c: Canvas, cx: number, base: number, r: number, color: string, ribs = false) {
  c.add(`<rect x="${f(cx - r * 0.92)}" y="${f(base - r * 0.35)}" width="${f(r * 1.84)}" height="${f(r * 0.35)}" fill="${shade(color, -0.15)}"/>`);
  c.add(`<path d="M${f(cx - r)},${f(base - r * 0.35)} C${f(cx - r)},${f(base - r * 1.6)} ${f(cx + r)},${f(base - r * 1.6)} ${f(cx + r)},${f(base - r * 0.35)}Z" fill="${color}"/>`);
  if (ribs) {
    let g = '';
    for (let i = -3; i <= 3; i++) g += `<path d="M${f(cx + i * r * 0.27)},${f(base - r * 0.35)} Q${f(cx + i * r * 0.2)},${f(base - r * 1.1)} ${f(cx)},${f(base - r * 1.3)}"/>`;
    c.add(`<g stroke="${shade(color, -0.25)}" stroke-width="${f(r * 0.04)}" fill="none">${g}</g>`);
  }
  c.add(`<path d="M${f(cx)},${f(base - r * 1.32)} L${f(cx)},${f(base - r * 1.65)}" stroke="${shade(color, -0.3)}" stroke-width="${f(r * 0.06)}"/>`);
}

function minaret(c: Canvas, x: number, base: number, h: number, color: string) {
  const w = h * 0.045;
  c.add(`<rect x="${f(x - w)}" y="${f(base - h)}" width="${f(w * 2)}" height="${f(h)}" fill="${color}"/>`);
  c.add(`<rect x="${f(x - w * 1.6)}" y="${f(base - h * 0.72)}" width="${f(w * 3.2)}" height="${f(h * 0.03)}" fill="${color}"/>`);
  c.add(`<rect x="${f(x - w * 1.6)}" y="${f(base - h * 0.48)}" width="${f(w * 3.2)}" height="${f(h * 0.03)}" fill="${color}"/>`);
  c.add(`<path d="M${f(x - w)},${f(base - h)} L${f(x)},${f(base - h * 1.22)} L${f(x + w)},${f(base - h)}Z" fill="${shade(color, -0.2)}"/>`);
}

/** A roof with upswept eaves (Japan, Korea, China). */
function curvedRoof(c: Canvas, cx: number, y: number, w: number, t: number, color: string) {
  const o = w * 0.12;
  c.add(`<path d="M${f(cx - w / 2 - o)},${f(y - t * 0.35)} Q${f(cx - w * 0.32)},${f(y)} ${f(cx - w * 0.3)},${f(y - t)} L${f(cx + w * 0.3)},${f(y - t)} Q${f(cx + w * 0.32)},${f(y)} ${f(cx + w / 2 + o)},${f(y - t * 0.35)} Q${f(cx)},${f(y + t * 0.3)} ${f(cx - w / 2 - o)},${f(y - t * 0.35)}Z" fill="${color}"/>`);
}

function pagodaTower(c: Canvas, x: number, base: number, h: number, body: string, roof: string) {
  const tiers = 5;
  const th = (h * 0.82) / tiers;
  for (let i = 0; i < tiers; i++) {
    const w = h * (0.36 - i * 0.045);
    const y = base - i * th;
    c.add(`<rect x="${f(x - w * 0.32)}" y="${f(y - th)}" width="${f(w * 0.64)}" height="${f(th)}" fill="${body}"/>`);
    curvedRoof(c, x, y - th * 0.72, w, th * 0.4, roof);
  }
  c.add(`<path d="M${f(x)},${f(base - tiers * th)} L${f(x)},${f(base - h)}" stroke="${roof}" stroke-width="${f(h * 0.012)}"/>`);
}

/** A saddle roof whose ends sweep up like a boat (Toraja tongkonan, Batak houses). */
function saddleHouse(c: Canvas, x: number, base: number, s: number, roof: string, wall: string) {
  const L = 120 * s;
  const t = base - 150 * s;
  c.add(`<g fill="${shade(wall, -0.45)}"><rect x="${f(x - 50 * s)}" y="${f(base - 70 * s)}" width="${f(10 * s)}" height="${f(70 * s)}"/><rect x="${f(x - 5 * s)}" y="${f(base - 70 * s)}" width="${f(10 * s)}" height="${f(70 * s)}"/><rect x="${f(x + 40 * s)}" y="${f(base - 70 * s)}" width="${f(10 * s)}" height="${f(70 * s)}"/></g>`);
  c.add(`<path d="M${f(x - 62 * s)},${f(base - 68 * s)} L${f(x + 62 * s)},${f(base - 68 * s)} L${f(x + 70 * s)},${f(t + 14 * s)} L${f(x - 70 * s)},${f(t + 14 * s)}Z" fill="${wall}"/>`);
  c.add(`<g stroke="${shade(wall, 0.45)}" stroke-width="${f(3 * s)}" fill="none"><path d="M${f(x - 62 * s)},${f(base - 100 * s)} L${f(x + 62 * s)},${f(base - 100 * s)}"/><path d="M${f(x - 30 * s)},${f(base - 70 * s)} L${f(x - 14 * s)},${f(base - 98 * s)} L${f(x + 2 * s)},${f(base - 70 * s)} M${f(x + 10 * s)},${f(base - 70 * s)} L${f(x + 26 * s)},${f(base - 98 * s)} L${f(x + 42 * s)},${f(base - 70 * s)}"/></g>`);
  c.add(`<path d="M${f(x - L)},${f(t - 70 * s)} Q${f(x)},${f(t + 40 * s)} ${f(x + L)},${f(t - 70 * s)} L${f(x + L * 0.72)},${f(t - 22 * s)} Q${f(x)},${f(t + 48 * s)} ${f(x - L * 0.72)},${f(t - 22 * s)}Z" fill="${roof}"/>`);
}

/** A Minangkabau roof line with curved horns (gonjong). */
function gonjong(c: Canvas, x0: number, x1: number, y: number, h: number, horns: number, color: string) {
  const step = (x1 - x0) / (horns - 1);
  let d = `M${f(x0 - step * 0.2)},${f(y)}`;
  for (let i = 0; i < horns; i++) {
    const hx = x0 + i * step;
    const hh = h * (i === 0 || i === horns - 1 ? 1 : 0.85);
    d += ` Q${f(hx - step * 0.05)},${f(y - hh * 0.3)} ${f(hx)},${f(y - hh)}`;
    if (i < horns - 1) d += ` Q${f(hx + step * 0.1)},${f(y - hh * 0.25)} ${f(hx + step / 2)},${f(y - h * 0.22)}`;
  }
  d += ` L${f(x1 + step * 0.2)},${f(y)}Z`;
  c.add(`<path d="${d}" fill="${color}"/>`);
}

function windowsPattern(c: Canvas, lit: boolean): string {
  const id = c.id('p');
  const col = lit ? '#ffd98a' : '#dff1ff';
  c.defs.push(`<pattern id="${id}" width="${f(16 * c.u)}" height="${f(20 * c.u)}" patternUnits="userSpaceOnUse"><rect x="${f(4 * c.u)}" y="${f(5 * c.u)}" width="${f(7 * c.u)}" height="${f(9 * c.u)}" fill="${col}"/></pattern>`);
  return `url(#${id})`;
}

function skylineRow(c: Canvas, base: number, maxH: number, color: string, win: string | null, winOpacity: number) {
  let x = -20;
  let g = '';
  let w2 = '';
  while (x < c.W) {
    const w = c.r(40, 110) * c.u;
    const h = c.r(0.25, 1) * maxH;
    g += `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w - 3 * c.u)}" height="${f(h)}"/>`;
    if (c.chance(0.25)) g += `<rect x="${f(x + w * 0.3)}" y="${f(base - h - 20 * c.u)}" width="${f(w * 0.3)}" height="${f(20 * c.u)}"/>`;
    if (c.chance(0.15)) g += `<path d="M${f(x + w / 2)},${f(base - h)} L${f(x + w / 2)},${f(base - h - 50 * c.u)}" stroke="${color}" stroke-width="${f(3 * c.u)}"/>`;
    if (win) w2 += `<rect x="${f(x + 4 * c.u)}" y="${f(base - h + 8 * c.u)}" width="${f(w - 11 * c.u)}" height="${f(h - 8 * c.u)}"/>`;
    x += w + c.r(0, 12) * c.u;
  }
  c.add(`<g fill="${color}">${g}</g>`);
  if (win) c.add(`<g fill="${win}" opacity="${winOpacity}">${w2}</g>`);
}

// ---------------------------------------------------------------- scenes

type Draw = (c: Canvas, variant: string) => void;

const TROPIC = '#2f7d4f';
const VOLCANIC = '#6f5f55';

const SCENES: Record<SceneKind, { times: Time[]; draw: Draw }> = {
  volcano: {
    times: ['pagi', 'pagi', 'siang', 'sore', 'senja'],
    draw(c, v) {
      const { W, H } = c;
      sky(c, { sunX: c.r(0.1, 0.3) * W * (c.chance(0.5) ? 1 : 3.2) });
      ridge(c, H * 0.62, H * 0.12, c.land('#5d6f8a', 0.75));
      if (v === 'bromo' || c.chance(0.4)) volcanoShape(c, c.r(0.62, 0.8) * W, H * 0.66, W * 0.5, H * c.r(0.4, 0.5), c.land('#5a5a6e', 0.55), false, true);
      volcanoShape(c, c.r(0.3, 0.5) * W, H * 0.74, W * c.r(0.45, 0.6), H * c.r(0.25, 0.34), c.land(VOLCANIC, 0.25), v === 'fuji', v !== 'fuji');
      mist(c, H * 0.74, H * 0.1, 0.8);
      if (v === 'sand') {
        ridge(c, H * 0.86, H * 0.06, c.land('#8b8278', 0.05), 3, 0.1);
        jeep(c, c.r(0.2, 0.8) * W, H * 0.92, c.r(0.9, 1.3) * c.u, c.land('#3b4d3f', 0));
      } else {
        const p = ridge(c, H * 0.9, H * 0.12, c.land(TROPIC, 0.05), 4, 0.3);
        for (let i = 0; i < 6; i++) {
          const x = c.r(0, W);
          const y = p[Math.min(p.length - 1, Math.max(0, Math.round(x / 12) + 1))][1];
          pine(c, x, y + 6 * c.u, c.r(50, 90) * c.u, c.land('#1e4d33', 0));
        }
      }
      if (v === 'people' || c.chance(0.3)) people(c, c.r(0.2, 0.8) * W, H * 0.96, 70 * c.u, c.ri(3, 6), c.land('#20202c', 0) );
    },
  },
  mountains: {
    times: ['pagi', 'pagi', 'siang', 'senja', 'sore'],
    draw(c, v) {
      const { W, H } = c;
      sky(c);
      const base = v === 'tea' ? '#3d8a4a' : TROPIC;
      const layers = c.ri(4, 5);
      for (let i = 0; i < layers; i++) {
        const t = i / (layers - 1);
        ridge(c, H * (0.5 + t * 0.34), H * (0.22 - t * 0.06), c.land(base, 0.8 - t * 0.8), c.ri(3, 6), 0.3);
        if (i < layers - 1) mist(c, H * (0.56 + t * 0.34), H * 0.08, 0.5);
      }
      if (v === 'tea') {
        let g = '';
        for (let i = 0; i < 11; i++) {
          const y = H * (0.8 + i * 0.022);
          g += `<path d="M0,${f(y)} Q${f(W * 0.5)},${f(y - H * 0.08)} ${W},${f(y + H * 0.02)}"/>`;
        }
        c.add(`<g stroke="${c.land('#7cc46a', 0)}" stroke-width="${f(7 * c.u)}" fill="none" opacity="0.6">${g}</g>`);
      } else {
        for (let i = 0; i < 9; i++) pine(c, c.r(0, W), H * c.r(0.95, 1.02), c.r(70, 140) * c.u, c.land('#173d2a', 0));
      }
      if (c.chance(0.5)) people(c, c.r(0.15, 0.85) * W, H * 0.97, 60 * c.u, c.ri(2, 5), c.land('#1c1c28', 0));
    },
  },
  alps: {
    times: ['siang', 'siang', 'sore', 'pagi'],
    draw(c, v) {
      const { W, H } = c;
      const winter = v === 'winter';
      sky(c, { clouds: c.ri(1, 4) });
      snowRange(c, H * 0.6, H * 0.35, c.land('#6b7890', 0.45), H * 0.42);
      snowRange(c, H * 0.7, H * 0.22, c.land('#5b6b7e', 0.25), H * 0.6);
      mist(c, H * 0.7, H * 0.07, 0.4);
      const meadow = winter ? '#e9eef7' : '#6aa84f';
      const p = ridge(c, H * 0.86, H * 0.12, c.land(meadow, 0.05), 3, 0.1);
      if (v === 'lake') {
        water(c, H * 0.9, '#3d7fa8');
      }
      const hx = c.r(0.15, 0.75) * W;
      const hy = p[Math.min(p.length - 1, Math.round(hx / 12) + 1)][1] + 30 * c.u;
      const s = c.u * c.r(0.8, 1.1);
      c.add(`<rect x="${f(hx)}" y="${f(hy - 60 * s)}" width="${f(90 * s)}" height="${f(60 * s)}" fill="${c.land('#a0522d', 0)}"/>`);
      c.add(`<path d="M${f(hx - 12 * s)},${f(hy - 56 * s)} L${f(hx + 45 * s)},${f(hy - 105 * s)} L${f(hx + 102 * s)},${f(hy - 56 * s)}Z" fill="${winter ? '#f5f7fb' : c.land('#4a3226', 0)}"/>`);
      c.add(`<g fill="${c.pal.night ? '#ffd27a' : '#fff3d6'}"><rect x="${f(hx + 14 * s)}" y="${f(hy - 42 * s)}" width="${f(16 * s)}" height="${f(16 * s)}"/><rect x="${f(hx + 58 * s)}" y="${f(hy - 42 * s)}" width="${f(16 * s)}" height="${f(16 * s)}"/></g>`);
      for (let i = 0; i < 8; i++) pine(c, c.r(0, W), H * c.r(0.92, 1.02), c.r(80, 150) * c.u, c.land('#1f4a37', 0), winter);
    },
  },
  savanna: {
    times: ['siang', 'sore', 'pagi', 'sore'],
    draw(c, v) {
      const { W, H } = c;
      sky(c);
      ridge(c, H * 0.58, H * 0.12, c.land('#6d8a7a', 0.7), 4);
      const base = v === 'dry' ? '#b59a54' : '#7aa844';
      ridge(c, H * 0.7, H * 0.14, c.land(base, 0.35), 3, 0.08);
      ridge(c, H * 0.82, H * 0.16, c.land(shade(base, 0.08), 0.1), 3, 0.05);
      const p = ridge(c, H * 0.95, H * 0.12, c.land(shade(base, -0.08), 0), 2, 0.05);
      for (let i = 0; i < 6; i++) roundTree(c, c.r(0, W), H * c.r(0.66, 0.8), c.r(30, 70) * c.u, c.land('#2f5a2a', 0.2));
      c.add(`<path d="M${f(W * c.r(0.3, 0.6))},${H} Q${f(W * 0.5)},${f(H * 0.85)} ${f(W * c.r(0.55, 0.75))},${f(H * 0.74)}" stroke="${c.land('#d8c08a', 0.1)}" stroke-width="${f(10 * c.u)}" fill="none" opacity="0.7"/>`);
      if (v === 'house') saddleHouse(c, c.r(0.2, 0.8) * W, p[Math.round(p.length / 2)][1] + 20 * c.u, 0.8 * c.u, c.land('#6b5a3a', 0), c.land('#8a6a4a', 0));
    },
  },
  islands: {
    times: ['siang', 'siang', 'sore', 'senja', 'pagi'],
    draw(c, v) {
      const { W, H } = c;
      const hz = H * c.r(0.52, 0.6);
      sky(c, { sunY: hz - H * c.r(0.05, 0.3) });
      const sea = v === 'lagoon' ? '#14a3b3' : c.pal.water;
      water(c, hz, sea, () => {
        reflect(c, hz, () => {
          for (let i = 0; i < c.ri(3, 5); i++) hump(c, c.r(0, W), hz, c.r(0.15, 0.35) * W, c.r(0.04, 0.1) * H, c.land('#4f7a63', 0.65));
        }, 0.25);
        reflect(c, hz, () => hump(c, c.chance(0.5) ? c.r(0.05, 0.25) * W : c.r(0.75, 0.95) * W, hz, c.r(0.4, 0.6) * W, c.r(0.16, 0.26) * H, c.land(v === 'padar' ? '#8a9a55' : TROPIC, 0.2), 0.6), 0.3);
      });
      if (v === 'pier') {
        const x0 = c.r(0.1, 0.3) * W;
        let g = '';
        for (let i = 0; i < 12; i++) g += `<rect x="${f(x0 + i * 6 * c.u + i * i * 1.8 * c.u)}" y="${f(hz + 20 * c.u + i * i * 1.6 * c.u)}" width="${f(4 * c.u + i * 0.6 * c.u)}" height="${f(30 * c.u + i * 4 * c.u)}"/>`;
        c.add(`<g fill="${c.land('#5a3d2b', 0)}">${g}</g>`);
        c.add(`<path d="M${f(x0)},${f(hz + 20 * c.u)} L${f(x0 + 320 * c.u)},${f(H)} L${f(x0 + 420 * c.u)},${f(H)} L${f(x0 + 30 * c.u)},${f(hz + 20 * c.u)}Z" fill="${c.land('#9a7350', 0)}"/>`);
        const cx = c.r(0.55, 0.8) * W;
        const s = c.u * c.r(0.7, 1);
        c.add(`<rect x="${f(cx)}" y="${f(hz + 10 * s)}" width="${f(110 * s)}" height="${f(40 * s)}" fill="${c.land('#c9a57a', 0)}"/><path d="M${f(cx - 14 * s)},${f(hz + 12 * s)} L${f(cx + 55 * s)},${f(hz - 34 * s)} L${f(cx + 124 * s)},${f(hz + 12 * s)}Z" fill="${c.land('#7a4a2a', 0)}"/>`);
        let st = '';
        for (let i = 0; i < 5; i++) st += `<rect x="${f(cx + i * 26 * s)}" y="${f(hz + 50 * s)}" width="${f(5 * s)}" height="${f(40 * s)}"/>`;
        c.add(`<g fill="${c.land('#4a3020', 0)}">${st}</g>`);
      } else {
        smallBoat(c, c.r(0.35, 0.75) * W, hz + c.r(0.1, 0.3) * H, c.r(0.7, 1.2) * c.u, c.land('#8a3b2a', 0));
      }
      if (v === 'beach' || c.chance(0.3)) {
        c.add(`<path d="M0,${f(H * 0.86)} Q${f(W * 0.4)},${f(H * 0.9)} ${f(W * 0.7)},${H} L0,${H}Z" fill="${c.land('#f1e2bf', 0)}"/>`);
        palm(c, c.r(0.02, 0.2) * W, H * 1.02, H * c.r(0.45, 0.6), c.land('#1f4a33', 0));
      }
    },
  },
  karst: {
    times: ['siang', 'pagi', 'sore', 'siang'],
    draw(c, v) {
      const { W, H } = c;
      const hz = H * c.r(0.6, 0.68);
      sky(c, { clouds: c.ri(1, 3) });
      const dry = v === 'pillars';
      const n = dry ? 9 : 8;
      const pillars = () => { for (let i = 0; i < n; i++) {
        const depth = 1 - i / n;
        const x = c.r(-0.05, 1.05) * W;
        const w = c.r(0.06, 0.14) * W * (1.4 - depth * 0.6);
        const h = c.r(0.18, 0.4) * H * (dry ? 1.6 : 1) * (1.3 - depth * 0.5);
        const base = hz + (1 - depth) * H * (dry ? 0.12 : 0.06);
        const col = c.land(dry ? '#7a6a5a' : v === 'halong' ? '#5c7a6a' : '#3a7a55', depth * 0.8);
        const draw = () => {
          c.add(`<path d="M${f(x - w / 2)},${f(base)} C${f(x - w * 0.62)},${f(base - h * 0.6)} ${f(x - w * 0.5)},${f(base - h)} ${f(x)},${f(base - h)} C${f(x + w * 0.5)},${f(base - h)} ${f(x + w * 0.6)},${f(base - h * 0.6)} ${f(x + w * 0.42)},${f(base)}Z" fill="${col}"/>`);
          c.add(`<ellipse cx="${f(x)}" cy="${f(base - h)}" rx="${f(w * 0.52)}" ry="${f(h * 0.07)}" fill="${c.land('#3f8a4a', depth * 0.8)}"/>`);
        };
        if (dry) draw();
        else reflect(c, base, draw, 0.25);
        if (dry) mist(c, base - h * 0.3, H * 0.06, 0.35);
      } };
      if (dry) {
        ridge(c, hz, H * 0.05, c.land('#4f6e58', 0.6));
        pillars();
      } else water(c, hz, v === 'halong' ? '#3f7f86' : '#11a8a5', pillars);
      if (v === 'halong') {
        const x = c.r(0.3, 0.7) * W;
        const y = hz + H * 0.2;
        const s = c.u;
        c.add(`<path d="M${f(x - 70 * s)},${f(y - 20 * s)} L${f(x + 80 * s)},${f(y - 24 * s)} Q${f(x + 60 * s)},${f(y + 4 * s)} ${f(x + 40 * s)},${f(y + 4 * s)} L${f(x - 50 * s)},${f(y + 4 * s)}Z" fill="${c.land('#4a2e20', 0)}"/>`);
        c.add(`<g fill="${c.land('#b0462e', 0)}"><path d="M${f(x - 30 * s)},${f(y - 24 * s)} L${f(x - 30 * s)},${f(y - 130 * s)} L${f(x + 20 * s)},${f(y - 120 * s)} L${f(x + 14 * s)},${f(y - 26 * s)}Z"/><path d="M${f(x + 30 * s)},${f(y - 26 * s)} L${f(x + 30 * s)},${f(y - 100 * s)} L${f(x + 66 * s)},${f(y - 92 * s)} L${f(x + 62 * s)},${f(y - 26 * s)}Z"/></g>`);
      }
    },
  },
  beach: {
    times: ['siang', 'siang', 'sore', 'senja'],
    draw(c, v) {
      const { W, H } = c;
      const hz = H * c.r(0.5, 0.58);
      sky(c, { sunY: c.time === 'senja' ? hz - H * 0.08 : undefined });
      const isle = c.chance(0.6);
      water(c, hz, c.time === 'siang' ? '#0fa3b8' : c.pal.water, () => {
        if (isle) reflect(c, hz, () => hump(c, c.r(0.6, 1) * W, hz, c.r(0.3, 0.5) * W, H * c.r(0.05, 0.12), c.land('#4a7a60', 0.6)), 0.25);
      });
      if (v === 'cliff') {
        const side = c.chance(0.5);
        const x0 = side ? W * 0.35 : W * 0.65;
        c.add(`<path d="M${f(x0)},${H} C${f(x0 + (side ? -60 : 60) * c.u)},${f(H * 0.75)} ${f(x0 + (side ? 80 : -80) * c.u)},${f(H * 0.55)} ${f(x0 + (side ? 220 : -220) * c.u)},${f(H * 0.48)} L${side ? W : 0},${f(H * 0.46)} L${side ? W : 0},${H}Z" fill="${c.land('#3c8a4a', 0.05)}"/>`);
        c.add(`<path d="M${f(x0 - (side ? 20 : -20) * c.u)},${H} Q${f(x0 + (side ? 30 : -30) * c.u)},${f(H * 0.8)} ${f(x0 + (side ? 160 : -160) * c.u)},${f(H * 0.56)}" stroke="${c.land('#b7a27a', 0)}" stroke-width="${f(12 * c.u)}" fill="none" opacity="0.8"/>`);
        c.add(`<path d="M${side ? 0 : W},${H} Q${f(W * 0.2 * (side ? 1 : -1) + (side ? 0 : W))},${f(H * 0.9)} ${f(side ? W * 0.3 : W * 0.7)},${H}Z" fill="${c.land('#f6e8c6', 0)}"/>`);
        return;
      }
      const sand = v === 'pink' ? '#f3c3c0' : '#f2e3c0';
      const sy = H * c.r(0.78, 0.86);
      c.add(`<path d="M0,${f(sy)} Q${f(W * 0.5)},${f(sy + H * c.r(-0.06, 0.06))} ${W},${f(sy + H * 0.04)} L${W},${H} L0,${H}Z" fill="${c.land(sand, 0)}"/>`);
      c.add(`<path d="M0,${f(sy)} Q${f(W * 0.5)},${f(sy + H * 0.02)} ${W},${f(sy + H * 0.04)}" stroke="#ffffff" stroke-width="${f(5 * c.u)}" fill="none" opacity="0.7"/>`);
      const n = c.ri(1, 3);
      for (let i = 0; i < n; i++) palm(c, (c.chance(0.5) ? c.r(0, 0.2) : c.r(0.8, 1)) * W, H * c.r(0.92, 1.02), H * c.r(0.5, 0.75), c.land('#1f5a3a', 0));
      if (c.chance(0.5)) smallBoat(c, c.r(0.3, 0.7) * W, hz + H * c.r(0.06, 0.18), c.r(0.6, 1) * c.u, c.land('#2a6f9a', 0));
      if (v === 'people') people(c, c.r(0.3, 0.7) * W, H * 0.95, 80 * c.u, c.ri(3, 6), c.land('#2a2030', 0));
    },
  },
  boulders: {
    times: ['siang', 'sore', 'senja', 'pagi'],
    draw(c) {
      const { W, H } = c;
      const hz = H * 0.55;
      sky(c);
      water(c, hz, c.time === 'siang' ? '#20b0c0' : c.pal.water);
      const lx = c.r(0.55, 0.85) * W;
      hump(c, lx, hz + 2, W * 0.16, H * 0.05, c.land('#3f7a55', 0.5));
      c.add(`<path d="M${f(lx - 10 * c.u)},${f(hz - H * 0.04)} L${f(lx - 6 * c.u)},${f(hz - H * 0.22)} L${f(lx + 6 * c.u)},${f(hz - H * 0.22)} L${f(lx + 10 * c.u)},${f(hz - H * 0.04)}Z" fill="${c.land('#f5f5f0', 0.3)}"/><rect x="${f(lx - 9 * c.u)}" y="${f(hz - H * 0.24)}" width="${f(18 * c.u)}" height="${f(H * 0.025)}" fill="${c.land('#c0392b', 0.3)}"/>`);
      let g = '';
      for (let i = 0; i < 7; i++) {
        const x = c.r(-0.05, 1.05) * W;
        const y = H * c.r(0.7, 1);
        const rw = c.r(60, 200) * c.u * (y / H);
        const rh = rw * c.r(0.5, 0.9);
        const col = c.land('#9a8f84', 0);
        g += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rw)}" ry="${f(rh)}" fill="${col}"/><ellipse cx="${f(x - rw * 0.2)}" cy="${f(y - rh * 0.35)}" rx="${f(rw * 0.6)}" ry="${f(rh * 0.45)}" fill="${shade(col, 0.15)}"/>`;
      }
      c.add(g);
    },
  },
  lake: {
    times: ['pagi', 'siang', 'sore', 'senja'],
    draw(c, v) {
      const { W, H } = c;
      const hz = H * c.r(0.56, 0.64);
      sky(c);
      if (v === 'kawahputih') {
        ridge(c, H * 0.6, H * 0.3, c.land('#bdb7a3', 0.2), 4, 0.3);
        water(c, H * 0.66, '#8fd3c7');
        mist(c, H * 0.66, H * 0.1, 0.7);
        let g = '';
        for (let i = 0; i < 6; i++) {
          const x = c.r(0, W);
          const b = H * c.r(0.75, 1);
          const h = c.r(80, 200) * c.u;
          g += `<path d="M${f(x)},${f(b)} L${f(x + c.r(-10, 10) * c.u)},${f(b - h)} M${f(x)},${f(b - h * 0.5)} L${f(x + 40 * c.u)},${f(b - h * 0.8)} M${f(x)},${f(b - h * 0.7)} L${f(x - 30 * c.u)},${f(b - h * 0.95)}"/>`;
        }
        c.add(`<g stroke="${c.land('#3a3530', 0)}" stroke-width="${f(5 * c.u)}" stroke-linecap="round" fill="none">${g}</g>`);
        return;
      }
      water(c, hz, v === 'toba' ? '#2e6f9a' : c.pal.water, () =>
        reflect(c, hz, () => {
          ridge(c, hz, H * c.r(0.2, 0.3), c.land('#5a7a8a', 0.55), 4, 0.3, hz);
          ridge(c, hz, H * c.r(0.08, 0.14), c.land(TROPIC, 0.25), 5, 0.3, hz);
        }, 0.35),
      );
      mist(c, hz, H * 0.05, 0.6);
      if (v === 'toba') saddleHouse(c, c.r(0.15, 0.35) * W, H * 0.97, 1.1 * c.u, c.land('#3a2e28', 0), c.land('#7a3a2a', 0));
      if (v === 'bedugul') {
        const x = c.r(0.55, 0.8) * W;
        const b = hz + H * 0.06;
        c.add(`<rect x="${f(x - 40 * c.u)}" y="${f(b - 30 * c.u)}" width="${f(80 * c.u)}" height="${f(30 * c.u)}" fill="${c.land('#a08a6a', 0)}"/>`);
        for (let i = 0; i < 9; i++) {
          const w = (120 - i * 11) * c.u;
          const y = b - 30 * c.u - i * 17 * c.u;
          c.add(`<path d="M${f(x - w / 2)},${f(y)} L${f(x - w * 0.38)},${f(y - 14 * c.u)} L${f(x + w * 0.38)},${f(y - 14 * c.u)} L${f(x + w / 2)},${f(y)}Z" fill="${c.land('#2a2622', 0)}"/>`);
        }
      }
      for (let i = 0; i < 5; i++) pine(c, (c.chance(0.5) ? c.r(0, 0.15) : c.r(0.85, 1)) * W, H * c.r(0.95, 1.05), c.r(120, 220) * c.u, c.land('#1b3f2e', 0));
    },
  },
  crater: {
    times: ['pagi', 'siang'],
    draw(c) {
      const { W, H } = c;
      sky(c, { clouds: 2 });
      ridge(c, H * 0.45, H * 0.1, c.land('#807a70', 0.5), 4, 0.4);
      water(c, H * 0.56, '#4fc6c0');
      let s = '';
      for (let i = 0; i < 14; i++) s += `<circle cx="${f(c.r(0.3, 0.7) * W + i * 8 * c.u)}" cy="${f(H * 0.55 - i * 16 * c.u)}" r="${f((20 + i * 6) * c.u)}"/>`;
      c.add(`<g fill="#f4f1e0" opacity="0.45">${s}</g>`);
      const rim = c.land('#6a5f55', 0);
      c.add(`<path d="M0,${f(H * 0.4)} Q${f(W * 0.15)},${f(H * 0.75)} ${f(W * 0.3)},${H} L0,${H}Z" fill="${rim}"/><path d="M${W},${f(H * 0.45)} Q${f(W * 0.85)},${f(H * 0.8)} ${f(W * 0.62)},${H} L${W},${H}Z" fill="${shade(rim, -0.1)}"/>`);
      c.add(`<path d="M0,${f(H * 0.92)} Q${f(W * 0.5)},${f(H * 0.84)} ${W},${f(H * 0.94)} L${W},${H} L0,${H}Z" fill="${shade(rim, -0.2)}"/>`);
      people(c, c.r(0.3, 0.7) * W, H * 0.93, 60 * c.u, c.ri(2, 4), c.land('#2a2420', 0));
    },
  },
  rice: {
    times: ['siang', 'pagi', 'sore'],
    draw(c, v) {
      const { W, H } = c;
      sky(c);
      ridge(c, H * 0.42, H * 0.16, c.land('#5a7a8a', 0.6), 4);
      mist(c, H * 0.45, H * 0.08);
      const n = 12;
      const gold = v === 'sapa';
      for (let i = 0; i < n; i++) {
        const t = i / n;
        const y = H * (0.42 + t * 0.6);
        const white = v === 'travertine';
        const col = white
          ? (i % 2 ? c.land('#f4f1ea', 0.2 * (1 - t)) : c.land('#7fd3dc', 0.2 * (1 - t)))
          : c.land(gold ? mix('#c8b04a', '#6aa03a', c.r(0, 0.5)) : mix('#8cc83c', '#3f8a3a', c.r(0, 1)), 0.35 * (1 - t));
        const p: Pt[] = [];
        const ph = c.r(0, 6);
        for (let x = -20; x <= W + 20; x += 20) p.push([x, y + Math.sin(x / W * Math.PI * 2.2 + ph) * H * 0.03 + Math.sin(x / W * 7 + ph) * H * 0.008]);
        c.add(`<path d="${area(c, p)}" fill="${col}"/>`);
        c.add(`<path d="M${pts(p)}" stroke="${shade(col, 0.35)}" stroke-width="${f(3 * c.u)}" fill="none" opacity="0.8"/>`);
      }
      if (v === 'travertine') return;
      for (let i = 0; i < c.ri(2, 4); i++) palm(c, c.r(0, W), H * c.r(0.55, 0.75), H * c.r(0.2, 0.35), c.land('#1f4a33', 0.2));
      if (c.chance(0.6)) {
        const x = c.r(0.2, 0.8) * W;
        const y = H * c.r(0.7, 0.8);
        c.add(`<rect x="${f(x)}" y="${f(y - 30 * c.u)}" width="${f(50 * c.u)}" height="${f(30 * c.u)}" fill="${c.land('#8a6a44', 0)}"/><path d="M${f(x - 14 * c.u)},${f(y - 28 * c.u)} L${f(x + 25 * c.u)},${f(y - 60 * c.u)} L${f(x + 64 * c.u)},${f(y - 28 * c.u)}Z" fill="${c.land('#5a4230', 0)}"/>`);
      }
    },
  },
  waterfall: {
    times: ['siang', 'pagi', 'sore'],
    draw(c, v) {
      const { W, H } = c;
      sky(c, { clouds: 1 });
      const rock = c.land('#4a5a48', 0.1);
      c.add(`<rect x="0" y="${f(H * 0.18)}" width="${W}" height="${f(H * 0.7)}" fill="${shade(rock, -0.1)}"/>`);
      ridge(c, H * 0.2, H * 0.06, c.land('#2f6a3a', 0.1), 6, 0.5);
      const streams = v === 'curtain' ? c.ri(7, 11) : c.ri(1, 2);
      let g = '';
      for (let i = 0; i < streams; i++) {
        const x = v === 'curtain' ? (i + 0.5) / streams * W + c.r(-20, 20) * c.u : c.r(0.35, 0.6) * W;
        const w = (v === 'curtain' ? c.r(14, 40) : c.r(60, 110)) * c.u;
        const top = H * (v === 'curtain' ? c.r(0.18, 0.3) : 0.2);
        g += `<rect x="${f(x - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(H * 0.72 - top)}" rx="${f(w / 3)}"/>`;
      }
      c.add(`<g fill="${c.linear([[0, '#f5fbff'], [1, '#cfe6f0']])}" opacity="0.92">${g}</g>`);
      c.add(`<path d="M0,${f(H * 0.18)} Q${f(W * 0.15)},${f(H * 0.5)} ${f(W * 0.22)},${H} L0,${H}Z" fill="${rock}"/><path d="M${W},${f(H * 0.16)} Q${f(W * 0.85)},${f(H * 0.5)} ${f(W * 0.8)},${H} L${W},${H}Z" fill="${shade(rock, 0.05)}"/>`);
      water(c, H * 0.74, '#4a9a9a');
      let m = '';
      for (let i = 0; i < 12; i++) m += `<circle cx="${f(c.r(0.2, 0.8) * W)}" cy="${f(H * c.r(0.68, 0.78))}" r="${f(c.r(30, 70) * c.u)}"/>`;
      c.add(`<g fill="#ffffff" opacity="0.35">${m}</g>`);
      for (let i = 0; i < 8; i++) bush(c, (c.chance(0.5) ? c.r(0, 0.2) : c.r(0.8, 1)) * W, H * c.r(0.3, 1), c.r(30, 60) * c.u, c.land(mix('#2f7a3a', '#5aa83a', c.r(0, 1)), 0));
    },
  },
  cave: {
    times: ['siang'],
    draw(c) {
      const { W, H } = c;
      c.add(`<rect width="${W}" height="${H}" fill="${c.linear([[0, '#2a1d14'], [1, '#140d08']])}"/>`);
      const ox = c.r(0.35, 0.65) * W;
      c.add(`<ellipse cx="${f(ox)}" cy="${f(H * 0.02)}" rx="${f(W * 0.2)}" ry="${f(H * 0.12)}" fill="#cfe9f5"/>`);
      bush(c, ox - W * 0.17, H * 0.1, 40 * c.u, '#3f7a35');
      bush(c, ox + W * 0.17, H * 0.1, 40 * c.u, '#4a8a3a');
      const beam = c.linear([[0, '#fff6d0', 0.85], [1, '#fff6d0', 0.08]]);
      c.add(`<path d="M${f(ox - W * 0.14)},0 L${f(ox + W * 0.12)},0 L${f(ox + W * 0.2 + c.r(-40, 40) * c.u)},${H} L${f(ox - W * 0.06)},${H}Z" fill="${beam}"/>`);
      c.add(`<path d="M0,${f(H * 0.85)} Q${f(W * 0.5)},${f(H * 0.72)} ${W},${f(H * 0.86)} L${W},${H} L0,${H}Z" fill="#3a2a1a"/>`);
      for (let i = 0; i < 6; i++) bush(c, c.r(0.3, 0.7) * W, H * c.r(0.82, 0.95), c.r(15, 30) * c.u, '#2d5a2a');
      people(c, ox + W * 0.05, H * 0.8, 50 * c.u, c.ri(2, 4), '#1a120c');
    },
  },
  underwater: {
    times: ['siang'],
    draw(c, v) {
      const { W, H, u } = c;
      const deep = v === 'jelly' ? '#0c5a6a' : '#0a3f7a';
      c.add(`<rect width="${W}" height="${H}" fill="${c.linear([[0, '#5fd0e6'], [0.5, '#1b86b8'], [1, deep]])}"/>`);
      let r = '';
      for (let i = 0; i < 6; i++) {
        const x = c.r(0, W);
        r += `<path d="M${f(x)},0 L${f(x + 60 * u)},0 L${f(x + c.r(100, 300) * u)},${H} L${f(x + c.r(-100, 60) * u)},${H}Z"/>`;
      }
      c.add(`<g fill="#ffffff" opacity="0.07">${r}</g>`);
      if (v !== 'jelly') {
        c.add(`<path d="M0,${f(H * 0.82)} Q${f(W * 0.3)},${f(H * 0.76)} ${f(W * 0.6)},${f(H * 0.84)} T${W},${f(H * 0.8)} L${W},${H} L0,${H}Z" fill="#e3d3a0"/>`);
        const cols = ['#ff7f6a', '#ffb04a', '#c86ad8', '#ff5f8a', '#f2e05a', '#6ad8b8'];
        for (let i = 0; i < 14; i++) {
          const x = c.r(0, W);
          const y = H * c.r(0.8, 1);
          const col = c.pick(cols);
          const s = c.r(30, 80) * u;
          const kind = c.ri(0, 2);
          if (kind === 0) {
            let g = '';
            for (let k = 0; k < 6; k++) {
              const a = -Math.PI / 2 + c.r(-0.9, 0.9);
              g += `<path d="M${f(x)},${f(y)} Q${f(x + Math.cos(a) * s * 0.5)},${f(y + Math.sin(a) * s * 0.8)} ${f(x + Math.cos(a) * s)},${f(y + Math.sin(a) * s * 1.4)}"/>`;
            }
            c.add(`<g stroke="${col}" stroke-width="${f(s * 0.14)}" stroke-linecap="round" fill="none">${g}</g>`);
          } else if (kind === 1) {
            c.add(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s)}" ry="${f(s * 0.6)}" fill="${col}"/><ellipse cx="${f(x)}" cy="${f(y - s * 0.15)}" rx="${f(s * 0.7)}" ry="${f(s * 0.35)}" fill="${shade(col, 0.2)}"/>`);
          } else {
            c.add(`<path d="M${f(x)},${f(y)} L${f(x - s)},${f(y - s * 1.3)} Q${f(x)},${f(y - s * 1.8)} ${f(x + s)},${f(y - s * 1.3)}Z" fill="${col}" opacity="0.85"/>`);
          }
        }
      }
      for (let k = 0; k < c.ri(2, 4); k++) {
        const cx = c.r(0.1, 0.9) * W;
        const cy = H * c.r(0.2, 0.6);
        const col = c.pick(['#ffd23f', '#ff8c42', '#7ad7f0', '#f4f4f4', '#5ab0ff']);
        let g = '';
        const n = c.ri(8, 18);
        const dir = c.chance(0.5) ? 1 : -1;
        for (let i = 0; i < n; i++) {
          const x = cx + c.r(-120, 120) * u;
          const y = cy + c.r(-60, 60) * u;
          const s = c.r(10, 18) * u;
          g += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s)}" ry="${f(s * 0.45)}"/><path d="M${f(x - dir * s * 0.8)},${f(y)} L${f(x - dir * s * 1.5)},${f(y - s * 0.5)} L${f(x - dir * s * 1.5)},${f(y + s * 0.5)}Z"/>`;
        }
        c.add(`<g fill="${col}">${g}</g>`);
      }
      if (v === 'turtle') {
        const x = c.r(0.3, 0.7) * W;
        const y = H * c.r(0.35, 0.55);
        const s = c.r(1.2, 1.8) * u;
        const sk = '#8a7a3a';
        c.add(`<g fill="${sk}"><ellipse cx="${f(x - 70 * s)}" cy="${f(y - 40 * s)}" rx="${f(60 * s)}" ry="${f(16 * s)}" transform="rotate(-30 ${f(x - 70 * s)} ${f(y - 40 * s)})"/><ellipse cx="${f(x - 70 * s)}" cy="${f(y + 40 * s)}" rx="${f(60 * s)}" ry="${f(16 * s)}" transform="rotate(30 ${f(x - 70 * s)} ${f(y + 40 * s)})"/><ellipse cx="${f(x + 55 * s)}" cy="${f(y - 28 * s)}" rx="${f(30 * s)}" ry="${f(10 * s)}"/><ellipse cx="${f(x + 55 * s)}" cy="${f(y + 28 * s)}" rx="${f(30 * s)}" ry="${f(10 * s)}"/><ellipse cx="${f(x - 95 * s)}" cy="${f(y)}" rx="${f(28 * s)}" ry="${f(20 * s)}"/></g>`);
        c.add(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(80 * s)}" ry="${f(58 * s)}" fill="#5a4a22"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(64 * s)}" ry="${f(44 * s)}" fill="#7a6a2e"/>`);
        let g = '';
        for (let i = -1; i <= 1; i++) g += `<path d="M${f(x + i * 28 * s)},${f(y - 42 * s)} L${f(x + i * 28 * s)},${f(y + 42 * s)}"/>`;
        c.add(`<g stroke="#5a4a22" stroke-width="${f(3 * s)}">${g}<path d="M${f(x - 62 * s)},${f(y)} L${f(x + 62 * s)},${f(y)}"/></g>`);
      }
      if (v === 'manta') {
        const x = c.r(0.3, 0.7) * W;
        const y = H * c.r(0.3, 0.5);
        const s = c.r(1.2, 1.8) * u;
        c.add(`<path d="M${f(x)},${f(y - 40 * s)} Q${f(x - 80 * s)},${f(y - 50 * s)} ${f(x - 200 * s)},${f(y + 10 * s)} Q${f(x - 80 * s)},${f(y + 10 * s)} ${f(x)},${f(y + 50 * s)} Q${f(x + 80 * s)},${f(y + 10 * s)} ${f(x + 200 * s)},${f(y + 10 * s)} Q${f(x + 80 * s)},${f(y - 50 * s)} ${f(x)},${f(y - 40 * s)}Z" fill="#1c2a3a"/><path d="M${f(x)},${f(y + 48 * s)} L${f(x + 6 * s)},${f(y + 160 * s)}" stroke="#1c2a3a" stroke-width="${f(4 * s)}"/>`);
      }
      if (v === 'jelly') {
        for (let i = 0; i < 9; i++) {
          const x = c.r(0.05, 0.95) * W;
          const y = H * c.r(0.15, 0.8);
          const s = c.r(25, 55) * u;
          let t = '';
          for (let k = -2; k <= 2; k++) t += `<path d="M${f(x + k * s * 0.3)},${f(y)} q${f(s * 0.2)},${f(s * 0.5)} 0,${f(s)} t0,${f(s)}"/>`;
          c.add(`<path d="M${f(x - s)},${f(y)} C${f(x - s)},${f(y - s * 1.3)} ${f(x + s)},${f(y - s * 1.3)} ${f(x + s)},${f(y)}Z" fill="#ffd8a8" opacity="0.75"/><g stroke="#ffd8a8" stroke-width="${f(2.5 * u)}" fill="none" opacity="0.6">${t}</g>`);
        }
      }
      let b = '';
      for (let i = 0; i < 16; i++) b += `<circle cx="${f(c.r(0, W))}" cy="${f(c.r(0, H))}" r="${f(c.r(2, 7) * u)}"/>`;
      c.add(`<g fill="none" stroke="#ffffff" stroke-width="${f(1.5 * u)}" opacity="0.5">${b}</g>`);
    },
  },
  stupa: {
    times: ['pagi', 'pagi', 'siang', 'senja'],
    draw(c) {
      const { W, H } = c;
      sky(c, { sunX: c.r(0.15, 0.4) * W });
      volcanoShape(c, c.r(0.6, 0.85) * W, H * 0.62, W * 0.55, H * 0.34, c.land('#5d6a85', 0.65), false, c.chance(0.6));
      mist(c, H * 0.6, H * 0.12, 0.8);
      const x = c.r(0.35, 0.6) * W;
      const base = H * 0.86;
      const stone = c.land('#7a6e62', 0.05);
      const tiers = 6;
      for (let i = 0; i < tiers; i++) {
        const w = W * (0.7 - i * 0.085);
        c.add(`<rect x="${f(x - w / 2)}" y="${f(base - (i + 1) * H * 0.045)}" width="${f(w)}" height="${f(H * 0.045)}" fill="${shade(stone, i % 2 ? 0.04 : -0.04)}"/>`);
      }
      const top = base - tiers * H * 0.045;
      let g = '';
      for (let row = 0; row < 3; row++) {
        const w = W * (0.24 - row * 0.06);
        const n = 7 - row * 2;
        const y = top - row * H * 0.05;
        const s = H * 0.022;
        for (let i = 0; i < n; i++) {
          const sx = x - w / 2 + (i / (n - 1)) * w;
          g += `<path d="M${f(sx - s)},${f(y)} Q${f(sx - s)},${f(y - s * 1.4)} ${f(sx)},${f(y - s * 1.5)} Q${f(sx + s)},${f(y - s * 1.4)} ${f(sx + s)},${f(y)}Z"/><rect x="${f(sx - s * 0.12)}" y="${f(y - s * 2.1)}" width="${f(s * 0.24)}" height="${f(s * 0.7)}"/>`;
        }
        g += `<rect x="${f(x - w / 2 - H * 0.03)}" y="${f(y)}" width="${f(w + H * 0.06)}" height="${f(H * 0.05)}"/>`;
      }
      const S = H * 0.06;
      const ty = top - 3 * H * 0.05;
      g += `<path d="M${f(x - S)},${f(ty)} Q${f(x - S)},${f(ty - S * 1.4)} ${f(x)},${f(ty - S * 1.5)} Q${f(x + S)},${f(ty - S * 1.4)} ${f(x + S)},${f(ty)}Z"/><rect x="${f(x - S * 0.1)}" y="${f(ty - S * 2.4)}" width="${f(S * 0.2)}" height="${f(S * 1)}"/>`;
      c.add(`<g fill="${stone}">${g}</g>`);
      ridge(c, H * 0.98, H * 0.05, c.land('#1f4a30', 0), 4);
      for (let i = 0; i < 4; i++) palm(c, (c.chance(0.5) ? c.r(0, 0.18) : c.r(0.82, 1)) * W, H * 1.02, H * c.r(0.35, 0.55), c.land('#173a28', 0));
    },
  },
  candi: {
    times: ['senja', 'sore', 'siang', 'pagi'],
    draw(c) {
      const { W, H } = c;
      sky(c);
      ridge(c, H * 0.7, H * 0.06, c.land('#4f6e58', 0.5));
      const stone = c.land('#6a625a', 0.05);
      const towers: [number, number][] = [[0.5, 0.58], [0.32, 0.42], [0.68, 0.42], [0.18, 0.28], [0.82, 0.28], [0.08, 0.2], [0.92, 0.2]];
      const cx = c.r(-0.06, 0.06) * W;
      for (const [tx, th] of towers.slice().sort((a, b) => a[1] - b[1])) {
        const x = tx * W + cx;
        const h = th * H;
        const b = H * 0.84;
        let g = '';
        const w = h * 0.42;
        g += `<rect x="${f(x - w / 2)}" y="${f(b - h * 0.35)}" width="${f(w)}" height="${f(h * 0.35)}"/>`;
        for (let k = 0; k < 6; k++) {
          const tw = w * (0.9 - k * 0.13);
          const y = b - h * 0.35 - k * h * 0.09;
          g += `<path d="M${f(x - tw / 2)},${f(y)} L${f(x - tw * 0.42)},${f(y - h * 0.09)} L${f(x + tw * 0.42)},${f(y - h * 0.09)} L${f(x + tw / 2)},${f(y)}Z"/>`;
          g += `<circle cx="${f(x - tw * 0.45)}" cy="${f(y - h * 0.1)}" r="${f(h * 0.018)}"/><circle cx="${f(x + tw * 0.45)}" cy="${f(y - h * 0.1)}" r="${f(h * 0.018)}"/>`;
        }
        g += `<path d="M${f(x - w * 0.12)},${f(b - h * 0.89)} L${f(x)},${f(b - h)} L${f(x + w * 0.12)},${f(b - h * 0.89)}Z"/>`;
        c.add(`<g fill="${shade(stone, th > 0.5 ? 0 : 0.05)}">${g}</g>`);
      }
      c.add(`<rect x="0" y="${f(H * 0.84)}" width="${W}" height="${f(H * 0.16)}" fill="${c.land('#5a8a48', 0)}"/>`);
      for (let i = 0; i < 3; i++) palm(c, (c.chance(0.5) ? c.r(0, 0.12) : c.r(0.88, 1)) * W, H * 1.02, H * c.r(0.4, 0.6), c.land('#173a28', 0));
    },
  },
  bali: {
    times: ['senja', 'sore', 'pagi', 'siang'],
    draw(c) {
      const { W, H } = c;
      const gap = W * c.r(0.08, 0.12);
      const cx = W * c.r(0.45, 0.55);
      sky(c, { sunX: cx, sunY: H * c.r(0.4, 0.5) });
      if (c.chance(0.5)) volcanoShape(c, cx + c.r(-0.1, 0.1) * W, H * 0.7, W * 0.5, H * 0.3, c.land('#5d6a85', 0.6), false, false);
      else ridge(c, H * 0.68, H * 0.08, c.land('#4f6e58', 0.6));
      const brick = c.land('#a0523a', 0.02);
      const stone = c.land('#6a6660', 0.02);
      const base = H * 0.86;
      for (const side of [-1, 1]) {
        let g = '';
        const inner = cx + side * gap / 2;
        for (let k = 0; k < 8; k++) {
          const w = W * (0.2 - k * 0.021);
          const h = H * (k === 0 ? 0.2 : 0.06);
          const y = base - (k === 0 ? 0 : H * 0.2 + (k - 1) * H * 0.06);
          const x0 = side < 0 ? inner - w : inner;
          g += `<rect x="${f(x0)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${k % 2 ? stone : brick}"/>`;
          const ox = side < 0 ? x0 : x0 + w;
          g += `<path d="M${f(ox - 8 * c.u)},${f(y - h)} L${f(ox + side * 12 * c.u)},${f(y - h - 14 * c.u)} L${f(ox + 2 * c.u)},${f(y - h)}Z" fill="${stone}"/>`;
        }
        c.add(g);
      }
      let st = '';
      for (let k = 0; k < 6; k++) st += `<rect x="${f(cx - gap / 2 - k * 10 * c.u)}" y="${f(base + k * H * 0.022)}" width="${f(gap + k * 20 * c.u)}" height="${f(H * 0.022)}" fill="${shade(stone, k % 2 ? 0.1 : -0.05)}"/>`;
      c.add(`<rect x="0" y="${f(base)}" width="${W}" height="${f(H - base)}" fill="${c.land('#3a6a38', 0)}"/>${st}`);
      for (let i = 0; i < 2; i++) palm(c, (i ? c.r(0.88, 1) : c.r(0, 0.12)) * W, H * 1.02, H * c.r(0.5, 0.7), c.land('#173a28', 0));
    },
  },
  pagoda: {
    times: ['siang', 'pagi', 'sore'],
    draw(c, v) {
      const { W, H } = c;
      const winter = v === 'winter';
      sky(c);
      volcanoShape(c, c.r(0.3, 0.7) * W, H * 0.7, W * 0.8, H * 0.42, c.land('#5a6b8a', 0.5), true, false);
      mist(c, H * 0.68, H * 0.08, 0.5);
      ridge(c, H * 0.82, H * 0.14, c.land(winter ? '#e8edf5' : '#3f6a4a', 0.1), 4, 0.3);
      const x = c.chance(0.5) ? c.r(0.12, 0.3) * W : c.r(0.7, 0.88) * W;
      pagodaTower(c, x, H * 0.86, H * 0.48, c.land('#c0392b', 0), c.land(winter ? '#d8dde8' : '#3a3536', 0));
      const blossom = v === 'autumn' ? ['#e0662a', '#f0a030', '#c83a2a'] : winter ? ['#f4f7fb', '#dde6f0'] : ['#f7b8cf', '#f49ac1', '#fcd5e3'];
      for (let i = 0; i < 9; i++) {
        const bx = c.r(0, W);
        const by = H * c.r(0.86, 1.02);
        const s = c.r(40, 80) * c.u;
        c.add(`<path d="M${f(bx)},${f(by)} L${f(bx + c.r(-10, 10) * c.u)},${f(by - s * 1.2)}" stroke="${c.land('#4a3228', 0)}" stroke-width="${f(6 * c.u)}"/>`);
        let g = '';
        for (let k = 0; k < 6; k++) g += `<circle cx="${f(bx + c.r(-1, 1) * s)}" cy="${f(by - s * c.r(1, 1.7))}" r="${f(s * c.r(0.35, 0.6))}" fill="${c.pick(blossom)}"/>`;
        c.add(`<g opacity="0.95">${g}</g>`);
      }
    },
  },
  palace: {
    times: ['siang', 'sore', 'pagi'],
    draw(c, v) {
      const { W, H } = c;
      sky(c);
      ridge(c, H * 0.55, H * 0.22, c.land('#56708a', 0.55), 4);
      ridge(c, H * 0.62, H * 0.12, c.land('#3f6a4a', 0.3), 5);
      const x = c.r(0.4, 0.6) * W;
      const base = H * 0.82;
      const w = W * c.r(0.5, 0.6);
      const wood = c.land(v === 'china' ? '#b8322a' : '#9a3a2a', 0);
      const roof = c.land(v === 'china' ? '#d9a21a' : '#3c4a4a', 0);
      c.add(`<rect x="${f(x - w * 0.55)}" y="${f(base)}" width="${f(w * 1.1)}" height="${f(H * 0.06)}" fill="${c.land('#b8b0a0', 0)}"/>`);
      c.add(`<rect x="${f(x - w * 0.4)}" y="${f(base - H * 0.16)}" width="${f(w * 0.8)}" height="${f(H * 0.16)}" fill="${wood}"/>`);
      let g = '';
      for (let i = 0; i <= 8; i++) g += `<rect x="${f(x - w * 0.4 + i * w * 0.1 - 4 * c.u)}" y="${f(base - H * 0.16)}" width="${f(8 * c.u)}" height="${f(H * 0.16)}"/>`;
      c.add(`<g fill="${shade(wood, -0.3)}">${g}</g>`);
      c.add(`<rect x="${f(x - w * 0.42)}" y="${f(base - H * 0.2)}" width="${f(w * 0.84)}" height="${f(H * 0.04)}" fill="${c.land('#2f7a6a', 0)}"/>`);
      curvedRoof(c, x, base - H * 0.2, w, H * 0.1, roof);
      c.add(`<rect x="${f(x - w * 0.25)}" y="${f(base - H * 0.34)}" width="${f(w * 0.5)}" height="${f(H * 0.06)}" fill="${wood}"/>`);
      curvedRoof(c, x, base - H * 0.33, w * 0.62, H * 0.09, roof);
      const leaf = v === 'autumn' ? ['#e0662a', '#f0a030', '#c83a2a', '#d8b030'] : ['#3f8a4a', '#5aa04a', '#2f6a3a'];
      for (let i = 0; i < 8; i++) {
        const bx = (c.chance(0.5) ? c.r(0, 0.2) : c.r(0.8, 1)) * W;
        roundTree(c, bx, H * c.r(0.9, 1.05), c.r(120, 200) * c.u, c.land(c.pick(leaf), 0));
      }
      c.add(`<rect x="0" y="${f(H * 0.88)}" width="${W}" height="${f(H * 0.12)}" fill="${c.land('#c9bfa8', 0)}"/>`);
    },
  },
  torii: {
    times: ['senja', 'sore', 'pagi', 'siang'],
    draw(c) {
      const { W, H } = c;
      const hz = H * 0.6;
      sky(c, { sunY: hz - H * c.r(0.05, 0.2) });
      water(c, hz, c.pal.water, () => reflect(c, hz, () => ridge(c, hz, H * 0.12, c.land('#3a5a4a', 0.5), 4, 0.25, hz), 0.3));
      const x = c.r(0.35, 0.65) * W;
      const base = H * 0.84;
      const w = W * 0.3;
      const red = c.land('#d2452c', 0);
      const draw = () => {
        c.add(`<g fill="${red}"><rect x="${f(x - w * 0.36)}" y="${f(base - H * 0.42)}" width="${f(w * 0.06)}" height="${f(H * 0.42)}"/><rect x="${f(x + w * 0.3)}" y="${f(base - H * 0.42)}" width="${f(w * 0.06)}" height="${f(H * 0.42)}"/><rect x="${f(x - w * 0.46)}" y="${f(base - H * 0.36)}" width="${f(w * 0.92)}" height="${f(H * 0.03)}"/></g>`);
        c.add(`<path d="M${f(x - w * 0.62)},${f(base - H * 0.5)} Q${f(x)},${f(base - H * 0.42)} ${f(x + w * 0.62)},${f(base - H * 0.5)} L${f(x + w * 0.56)},${f(base - H * 0.44)} Q${f(x)},${f(base - H * 0.38)} ${f(x - w * 0.56)},${f(base - H * 0.44)}Z" fill="${c.land('#2a2020', 0)}"/>`);
      };
      reflect(c, base, draw, 0.35);
    },
  },
  mosque: {
    times: ['senja', 'sore', 'siang', 'malam'],
    draw(c, v) {
      const { W, H } = c;
      const sam = v === 'samarkand';
      sky(c, { clouds: sam ? 1 : undefined });
      if (!sam) {
        water(c, H * 0.78);
        skylineRow(c, H * 0.78, H * 0.08, c.land('#6a5a58', 0.4), null, 0);
      }
      const x = c.r(0.4, 0.6) * W;
      const base = H * (sam ? 0.86 : 0.78);
      const wall = c.land(sam ? '#c9a46a' : '#8a8696', 0);
      const domeCol = c.land(sam ? '#2fa8b8' : '#6a7088', 0);
      if (sam) {
        for (const [dx, s] of [[-0.3, 0.7], [0, 1], [0.3, 0.7]] as [number, number][]) {
          const px = x + dx * W;
          const pw = W * 0.16 * s;
          const ph = H * 0.45 * s;
          c.add(`<rect x="${f(px - pw / 2)}" y="${f(base - ph)}" width="${f(pw)}" height="${f(ph)}" fill="${wall}"/>`);
          c.add(`<path d="M${f(px - pw * 0.3)},${f(base)} L${f(px - pw * 0.3)},${f(base - ph * 0.6)} Q${f(px - pw * 0.3)},${f(base - ph * 0.85)} ${f(px)},${f(base - ph * 0.9)} Q${f(px + pw * 0.3)},${f(base - ph * 0.85)} ${f(px + pw * 0.3)},${f(base - ph * 0.6)} L${f(px + pw * 0.3)},${f(base)}Z" fill="${c.land('#1f5a8a', 0)}"/>`);
          if (s === 1) dome(c, px, base - ph, pw * 0.35, domeCol, true);
          minaret(c, px - pw * 0.62, base, ph * 1.05, wall);
          minaret(c, px + pw * 0.62, base, ph * 1.05, wall);
        }
      } else {
        dome(c, x, base - H * 0.14, W * 0.09, domeCol);
        for (const dx of [-1, 1]) {
          dome(c, x + dx * W * 0.11, base - H * 0.08, W * 0.05, domeCol);
          dome(c, x + dx * W * 0.19, base - H * 0.04, W * 0.035, domeCol);
        }
        c.add(`<rect x="${f(x - W * 0.24)}" y="${f(base - H * 0.08)}" width="${f(W * 0.48)}" height="${f(H * 0.08)}" fill="${wall}"/>`);
        for (const dx of [-0.26, -0.17, 0.17, 0.26]) minaret(c, x + dx * W, base, H * c.r(0.42, 0.5), wall);
        for (let i = 0; i < 6; i++) {
          const bx = c.r(0, W);
          c.add(`<circle cx="${f(bx)}" cy="${f(H * c.r(0.2, 0.45))}" r="${f(3 * c.u)}" fill="${c.pal.night ? '#ffd98a' : '#ffffff'}" opacity="0.6"/>`);
        }
      }
      if (sam) c.add(`<rect x="0" y="${f(base)}" width="${W}" height="${f(H - base)}" fill="${c.land('#d8c29a', 0)}"/>`);
    },
  },
  pyramids: {
    times: ['siang', 'sore', 'senja'],
    draw(c) {
      const { W, H } = c;
      sky(c, { clouds: c.ri(0, 2) });
      const sand = c.land('#d9b27a', 0.15);
      ridge(c, H * 0.72, H * 0.03, sand, 3, 0.1);
      const list: [number, number][] = [[c.r(0.55, 0.7), 0.36], [c.r(0.25, 0.4), 0.28], [c.r(0.78, 0.9), 0.18]];
      for (const [px, ph] of list.sort((a, b) => a[1] - b[1])) {
        const x = px * W;
        const b = H * 0.74;
        const h = ph * H;
        c.add(`<path d="M${f(x - h * 1.15)},${f(b)} L${f(x)},${f(b - h)} L${f(x + h * 0.25)},${f(b)}Z" fill="${c.land('#e0b878', 0.1)}"/><path d="M${f(x + h * 0.25)},${f(b)} L${f(x)},${f(b - h)} L${f(x + h * 1.0)},${f(b)}Z" fill="${c.land('#b68a52', 0.1)}"/>`);
      }
      ridge(c, H * 0.86, H * 0.08, c.land('#e2c28a', 0), 3, 0.05);
      ridge(c, H * 0.98, H * 0.06, c.land('#caa06a', 0), 2, 0.05);
      for (let i = 0; i < 3; i++) palm(c, c.r(0, 0.2) * W, H * 1.02, H * c.r(0.35, 0.5), c.land('#2f4a28', 0));
    },
  },
  angkor: {
    times: ['pagi', 'senja', 'sore'],
    draw(c) {
      const { W, H } = c;
      const hz = H * 0.66;
      sky(c, { sunY: H * c.r(0.25, 0.45) });
      const x = c.r(0.4, 0.6) * W;
      const stone = c.land('#6a6258', 0.1);
      water(c, hz, c.pal.water, () => reflect(c, hz, () => {
        ridge(c, hz, H * 0.04, c.land('#2f5a3a', 0.3), 6, 0.4, hz);
        c.add(`<rect x="${f(x - W * 0.3)}" y="${f(hz - H * 0.08)}" width="${f(W * 0.6)}" height="${f(H * 0.08)}" fill="${stone}"/>`);
        for (const [dx, hh] of [[-0.22, 0.22], [0.22, 0.22], [-0.11, 0.3], [0.11, 0.3], [0, 0.42]] as [number, number][]) {
          const tx = x + dx * W;
          const h = hh * H;
          const w = h * 0.42;
          const b = hz - H * 0.07;
          c.add(`<path d="M${f(tx - w / 2)},${f(b)} C${f(tx - w / 2)},${f(b - h * 0.6)} ${f(tx - w * 0.15)},${f(b - h * 0.92)} ${f(tx)},${f(b - h)} C${f(tx + w * 0.15)},${f(b - h * 0.92)} ${f(tx + w / 2)},${f(b - h * 0.6)} ${f(tx + w / 2)},${f(b)}Z" fill="${stone}"/>`);
          let g = '';
          for (let k = 1; k < 6; k++) g += `<path d="M${f(tx - w * 0.48 * (1 - k * 0.13))},${f(b - h * k * 0.15)} L${f(tx + w * 0.48 * (1 - k * 0.13))},${f(b - h * k * 0.15)}"/>`;
          c.add(`<g stroke="${shade(stone, -0.25)}" stroke-width="${f(3 * c.u)}">${g}</g>`);
        }
      }, 0.35));
      for (let i = 0; i < 4; i++) palm(c, (c.chance(0.5) ? c.r(0, 0.15) : c.r(0.85, 1)) * W, H * 1.02, H * c.r(0.45, 0.65), c.land('#142a1e', 0));
    },
  },
  tongkonan: {
    times: ['siang', 'pagi', 'sore'],
    draw(c) {
      const { W, H } = c;
      sky(c);
      ridge(c, H * 0.5, H * 0.2, c.land('#4a6a7a', 0.6), 4);
      mist(c, H * 0.52, H * 0.08);
      ridge(c, H * 0.62, H * 0.1, c.land(TROPIC, 0.3), 5);
      const n = c.ri(3, 4);
      const roof = c.land('#3a3a32', 0);
      const wall = c.land('#8a2a1e', 0);
      const start = c.r(0.1, 0.25) * W;
      for (let i = 0; i < n; i++) saddleHouse(c, start + i * W * 0.25, H * 0.86, c.u * c.r(0.95, 1.1), roof, wall);
      c.add(`<rect x="0" y="${f(H * 0.86)}" width="${W}" height="${f(H * 0.14)}" fill="${c.land('#6a9a3a', 0)}"/>`);
      c.add(`<rect x="0" y="${f(H * 0.86)}" width="${W}" height="${f(5 * c.u)}" fill="${c.land('#4a6a2a', 0)}"/>`);
    },
  },
  gadang: {
    times: ['siang', 'sore', 'pagi'],
    draw(c, v) {
      const { W, H } = c;
      sky(c);
      volcanoShape(c, c.r(0.2, 0.4) * W, H * 0.7, W * 0.55, H * 0.35, c.land('#5a7090', 0.55), false, c.chance(0.5));
      volcanoShape(c, c.r(0.65, 0.85) * W, H * 0.72, W * 0.5, H * 0.3, c.land('#4f6a80', 0.45), false, false);
      mist(c, H * 0.7, H * 0.08);
      if (v === 'ngarai') {
        c.add(`<path d="M0,${f(H * 0.66)} L${f(W * 0.3)},${f(H * 0.68)} Q${f(W * 0.36)},${f(H * 0.82)} ${f(W * 0.34)},${H} L0,${H}Z" fill="${c.land('#b08a5a', 0.05)}"/><path d="M${W},${f(H * 0.64)} L${f(W * 0.62)},${f(H * 0.66)} Q${f(W * 0.56)},${f(H * 0.82)} ${f(W * 0.6)},${H} L${W},${H}Z" fill="${c.land('#9a7650', 0.05)}"/>`);
        c.add(`<path d="M${f(W * 0.34)},${H} Q${f(W * 0.45)},${f(H * 0.75)} ${f(W * 0.6)},${H}Z" fill="${c.land('#4a8a3a', 0)}"/>`);
        c.add(`<rect x="0" y="${f(H * 0.62)}" width="${f(W * 0.3)}" height="${f(H * 0.05)}" fill="${c.land('#3f7a35', 0.05)}"/><rect x="${f(W * 0.62)}" y="${f(H * 0.6)}" width="${f(W * 0.38)}" height="${f(H * 0.05)}" fill="${c.land('#3f7a35', 0.05)}"/>`);
        return;
      }
      c.add(`<rect x="0" y="${f(H * 0.8)}" width="${W}" height="${f(H * 0.2)}" fill="${c.land('#5a8a48', 0)}"/>`);
      const x = c.r(0.4, 0.6) * W;
      const base = H * 0.9;
      const tw = W * 0.07;
      const th = H * 0.5;
      const white = c.land('#f2efe6', 0);
      c.add(`<rect x="${f(x - tw / 2)}" y="${f(base - th)}" width="${f(tw)}" height="${f(th)}" fill="${white}"/><rect x="${f(x - tw * 0.7)}" y="${f(base - H * 0.06)}" width="${f(tw * 1.4)}" height="${f(H * 0.06)}" fill="${shade(white, -0.1)}"/>`);
      c.add(`<circle cx="${f(x)}" cy="${f(base - th * 0.82)}" r="${f(tw * 0.34)}" fill="#ffffff" stroke="${c.land('#2a2a2a', 0)}" stroke-width="${f(3 * c.u)}"/><path d="M${f(x)},${f(base - th * 0.82)} L${f(x)},${f(base - th * 0.82 - tw * 0.24)} M${f(x)},${f(base - th * 0.82)} L${f(x + tw * 0.16)},${f(base - th * 0.82 + tw * 0.06)}" stroke="#222222" stroke-width="${f(2.5 * c.u)}"/>`);
      gonjong(c, x - tw * 0.6, x + tw * 0.6, base - th + 2, H * 0.1, 3, c.land('#3a2a22', 0));
      const hx = x < W / 2 ? W * 0.72 : W * 0.12;
      c.add(`<rect x="${f(hx)}" y="${f(H * 0.86)}" width="${f(W * 0.2)}" height="${f(H * 0.08)}" fill="${c.land('#8a5a3a', 0)}"/>`);
      gonjong(c, hx, hx + W * 0.2, H * 0.87, H * 0.09, 4, c.land('#3a2a22', 0));
    },
  },
  city: {
    times: ['malam', 'senja', 'siang', 'sore', 'malam'],
    draw(c, v) {
      const { W, H, u } = c;
      const night = c.pal.night || c.time === 'senja';
      sky(c, { clouds: c.ri(0, 3) });
      const hz = H * 0.78;
      if (v === 'tokyo') volcanoShape(c, c.r(0.65, 0.85) * W, H * 0.6, W * 0.45, H * 0.26, c.land('#6a7a98', 0.6), true, false);
      if (v === 'seoul') ridge(c, H * 0.55, H * 0.18, c.land('#3f5a4a', 0.4), 3, 0.2);
      skylineRow(c, hz, H * 0.22, c.land('#5a6a80', 0.5), windowsPattern(c, night), night ? 0.5 : 0.25);
      const lm = night ? '#8d9ab8' : c.land('#b8c0cc', 0.05);
      const x = c.r(0.35, 0.65) * W;
      if (v === 'kl') {
        for (const dx of [-1, 1]) {
          const tx = x + dx * 48 * u;
          for (let k = 0; k < 6; k++) {
            const w = (60 - k * 8) * u;
            c.add(`<rect x="${f(tx - w / 2)}" y="${f(hz - H * (0.12 + k * 0.08))}" width="${f(w)}" height="${f(H * 0.12)}" fill="${shade(lm, k % 2 ? 0.05 : 0)}"/>`);
          }
          c.add(`<path d="M${f(tx)},${f(hz - H * 0.56)} L${f(tx)},${f(hz - H * 0.72)}" stroke="${lm}" stroke-width="${f(5 * u)}"/>`);
        }
        c.add(`<rect x="${f(x - 40 * u)}" y="${f(hz - H * 0.3)}" width="${f(80 * u)}" height="${f(8 * u)}" fill="${lm}"/>`);
      } else if (v === 'marina') {
        for (const dx of [-110, 0, 110]) c.add(`<path d="M${f(x + dx * u - 34 * u)},${hz} L${f(x + dx * u - 26 * u)},${f(hz - H * 0.36)} L${f(x + dx * u + 26 * u)},${f(hz - H * 0.36)} L${f(x + dx * u + 34 * u)},${hz}Z" fill="${lm}"/>`);
        c.add(`<path d="M${f(x - 200 * u)},${f(hz - H * 0.38)} L${f(x + 220 * u)},${f(hz - H * 0.39)} Q${f(x + 200 * u)},${f(hz - H * 0.36)} ${f(x + 150 * u)},${f(hz - H * 0.355)} L${f(x - 190 * u)},${f(hz - H * 0.355)}Z" fill="${shade(lm, -0.1)}"/>`);
      } else if (v === 'tokyo') {
        const red = c.land('#e0452c', 0);
        c.add(`<path d="M${f(x - 70 * u)},${hz} L${f(x - 6 * u)},${f(hz - H * 0.55)} L${f(x + 6 * u)},${f(hz - H * 0.55)} L${f(x + 70 * u)},${hz} L${f(x + 40 * u)},${hz} L${f(x)},${f(hz - H * 0.3)} L${f(x - 40 * u)},${hz}Z" fill="${red}"/>`);
        c.add(`<rect x="${f(x - 34 * u)}" y="${f(hz - H * 0.26)}" width="${f(68 * u)}" height="${f(H * 0.03)}" fill="#f4f4f4"/><rect x="${f(x - 18 * u)}" y="${f(hz - H * 0.42)}" width="${f(36 * u)}" height="${f(H * 0.025)}" fill="#f4f4f4"/><path d="M${f(x)},${f(hz - H * 0.55)} L${f(x)},${f(hz - H * 0.66)}" stroke="${red}" stroke-width="${f(4 * u)}"/>`);
      } else if (v === 'seoul') {
        c.add(`<path d="M${f(x)},${f(H * 0.45)} L${f(x)},${f(H * 0.18)}" stroke="${lm}" stroke-width="${f(10 * u)}"/><ellipse cx="${f(x)}" cy="${f(H * 0.27)}" rx="${f(34 * u)}" ry="${f(12 * u)}" fill="${lm}"/><path d="M${f(x)},${f(H * 0.18)} L${f(x)},${f(H * 0.08)}" stroke="${lm}" stroke-width="${f(3 * u)}"/>`);
      } else if (v === 'taipei') {
        for (let k = 0; k < 8; k++) c.add(`<path d="M${f(x - 30 * u)},${f(hz - H * (0.12 + k * 0.055))} L${f(x - 40 * u)},${f(hz - H * (0.12 + (k + 1) * 0.055))} L${f(x + 40 * u)},${f(hz - H * (0.12 + (k + 1) * 0.055))} L${f(x + 30 * u)},${f(hz - H * (0.12 + k * 0.055))}Z" fill="${shade(lm, k % 2 ? 0.05 : -0.05)}"/>`);
        c.add(`<rect x="${f(x - 40 * u)}" y="${f(hz - H * 0.12)}" width="${f(80 * u)}" height="${f(H * 0.12)}" fill="${lm}"/><path d="M${f(x)},${f(hz - H * 0.56)} L${f(x)},${f(hz - H * 0.7)}" stroke="${lm}" stroke-width="${f(5 * u)}"/>`);
      } else if (v === 'bangkok') {
        for (const [dx, s] of [[-150, 0.55], [150, 0.55], [0, 1]] as [number, number][]) {
          const tx = x + dx * u;
          const h = H * 0.5 * s;
          const w = 90 * u * s;
          c.add(`<path d="M${f(tx - w / 2)},${hz} C${f(tx - w / 2)},${f(hz - h * 0.5)} ${f(tx - w * 0.1)},${f(hz - h * 0.8)} ${f(tx)},${f(hz - h)} C${f(tx + w * 0.1)},${f(hz - h * 0.8)} ${f(tx + w / 2)},${f(hz - h * 0.5)} ${f(tx + w / 2)},${hz}Z" fill="${c.land('#d8cbb0', 0)}"/>`);
        }
      } else if (v === 'sydney') {
        c.add(`<path d="M${f(W * 0.05)},${f(hz - H * 0.05)} Q${f(W * 0.3)},${f(hz - H * 0.38)} ${f(W * 0.55)},${f(hz - H * 0.05)}" stroke="${c.land('#6a7080', 0)}" stroke-width="${f(12 * u)}" fill="none"/><rect x="0" y="${f(hz - H * 0.07)}" width="${f(W * 0.6)}" height="${f(8 * u)}" fill="${c.land('#6a7080', 0)}"/>`);
        const ox = W * c.r(0.65, 0.78);
        let g = '';
        for (let k = 0; k < 5; k++) {
          const sx = ox + k * 40 * u;
          const h = (140 - Math.abs(k - 2) * 25) * u;
          g += `<path d="M${f(sx - 50 * u)},${f(hz - 10 * u)} Q${f(sx - 10 * u)},${f(hz - h)} ${f(sx + 30 * u)},${f(hz - h * 1.05)} Q${f(sx + 10 * u)},${f(hz - h * 0.5)} ${f(sx + 20 * u)},${f(hz - 10 * u)}Z"/>`;
        }
        c.add(`<g fill="#f6f3ea" stroke="${c.land('#b8b2a6', 0)}" stroke-width="${f(2 * u)}">${g}</g>`);
      }
      water(c, hz, night ? '#1a2a55' : c.pal.water);
      if (night) {
        let g = '';
        for (let i = 0; i < 40; i++) g += `<rect x="${f(c.r(0, W))}" y="${f(hz + c.r(4, H - hz))}" width="${f(c.r(4, 30) * u)}" height="${f(2 * u)}" fill="${c.pick(['#ffd98a', '#ff9a6a', '#9ad8ff'])}"/>`;
        c.add(`<g opacity="0.6">${g}</g>`);
      }
    },
  },
  balloons: {
    times: ['pagi', 'pagi', 'siang'],
    draw(c) {
      const { W, H, u } = c;
      sky(c, { clouds: 1 });
      ridge(c, H * 0.62, H * 0.1, c.land('#b07a5a', 0.6), 4, 0.3);
      const rock = c.land('#d8b08a', 0.15);
      for (let i = 0; i < 10; i++) {
        const x = c.r(0, W);
        const b = H * c.r(0.75, 0.95);
        const h = c.r(80, 200) * u;
        const w = h * c.r(0.25, 0.4);
        c.add(`<path d="M${f(x - w)},${f(b)} Q${f(x - w * 0.3)},${f(b - h * 0.6)} ${f(x - w * 0.2)},${f(b - h)} L${f(x + w * 0.2)},${f(b - h)} Q${f(x + w * 0.3)},${f(b - h * 0.6)} ${f(x + w)},${f(b)}Z" fill="${rock}"/><ellipse cx="${f(x)}" cy="${f(b - h)}" rx="${f(w * 0.35)}" ry="${f(w * 0.2)}" fill="${c.land('#7a5a48', 0.1)}"/>`);
      }
      c.add(`<rect x="0" y="${f(H * 0.92)}" width="${W}" height="${f(H * 0.08)}" fill="${c.land('#c89a70', 0)}"/>`);
      const cols = ['#e74c3c', '#f1c40f', '#2ecc71', '#3498db', '#9b59b6', '#e67e22', '#1abc9c', '#ff6b9a'];
      const n = c.ri(12, 20);
      for (let i = 0; i < n; i++) {
        const s = c.r(0.25, 1.2) * u;
        const x = c.r(0, W);
        const y = H * c.r(0.12, 0.62);
        const a = c.pick(cols);
        const b = c.pick(cols);
        const env = (k: number) => `M${f(x)},${f(y + 60 * s)} C${f(x - 50 * s * k)},${f(y + 20 * s)} ${f(x - 56 * s * k)},${f(y - 60 * s)} ${f(x)},${f(y - 60 * s)} C${f(x + 56 * s * k)},${f(y - 60 * s)} ${f(x + 50 * s * k)},${f(y + 20 * s)} ${f(x)},${f(y + 60 * s)}Z`;
        c.add(`<path d="${env(1)}" fill="${a}"/><path d="${env(0.55)}" fill="${b}"/><path d="${env(0.18)}" fill="${a}"/><rect x="${f(x - 8 * s)}" y="${f(y + 70 * s)}" width="${f(16 * s)}" height="${f(12 * s)}" fill="#5a3a22"/>`);
      }
    },
  },
  aurora: {
    times: ['malam'],
    draw(c) {
      const { W, H, u } = c;
      sky(c, { sun: false, clouds: 0 });
      for (let b = 0; b < 3; b++) {
        const y0 = H * c.r(0.15, 0.4);
        const p: Pt[] = [];
        const ph = c.r(0, 6);
        for (let x = -20; x <= W + 20; x += 30) p.push([x, y0 + Math.sin(x / W * 5 + ph) * H * 0.08]);
        const col = c.pick(['#3dffa8', '#4dffd2', '#9a6aff', '#5aff7a']);
        for (const [sw, op] of [[90, 0.08], [50, 0.12], [20, 0.25], [6, 0.5]] as [number, number][]) c.add(`<path d="M${pts(p)}" stroke="${col}" stroke-width="${f(sw * u)}" fill="none" opacity="${op}" stroke-linecap="round"/>`);
      }
      snowRange(c, H * 0.72, H * 0.25, '#2a3555', H * 0.6);
      water(c, H * 0.78, '#0e1e40');
      c.add(`<rect x="0" y="${f(H * 0.9)}" width="${W}" height="${f(H * 0.1)}" fill="#dfe6f2"/>`);
      const x = c.r(0.2, 0.8) * W;
      c.add(`<rect x="${f(x)}" y="${f(H * 0.86)}" width="${f(70 * u)}" height="${f(40 * u)}" fill="#9a2a22"/><path d="M${f(x - 10 * u)},${f(H * 0.865)} L${f(x + 35 * u)},${f(H * 0.82)} L${f(x + 80 * u)},${f(H * 0.865)}Z" fill="#f2f4f8"/><rect x="${f(x + 26 * u)}" y="${f(H * 0.875)}" width="${f(14 * u)}" height="${f(14 * u)}" fill="#ffd27a"/>`);
      for (let i = 0; i < 6; i++) pine(c, c.r(0, W), H * c.r(0.93, 1.02), c.r(70, 130) * u, '#102030', true);
    },
  },
  lanterns: {
    times: ['malam', 'senja'],
    draw(c) {
      const { W, H, u } = c;
      sky(c, { sun: c.time !== 'malam', clouds: 1 });
      const hz = H * 0.7;
      let x = -10;
      while (x < W) {
        const w = c.r(90, 160) * u;
        const h = c.r(0.18, 0.3) * H;
        const col = c.land(c.pick(['#e8b84a', '#d9a040', '#c8a060']), 0.1);
        c.add(`<rect x="${f(x)}" y="${f(hz - h)}" width="${f(w)}" height="${f(h)}" fill="${col}"/><path d="M${f(x - 10 * u)},${f(hz - h)} L${f(x + w / 2)},${f(hz - h - 40 * u)} L${f(x + w + 10 * u)},${f(hz - h)}Z" fill="${c.land('#5a2a1e', 0)}"/><rect x="${f(x + w * 0.3)}" y="${f(hz - h * 0.5)}" width="${f(w * 0.4)}" height="${f(h * 0.5)}" fill="#ffcf7a" opacity="0.8"/>`);
        x += w + 4 * u;
      }
      water(c, hz, '#1c2448');
      const cols = ['#ff4a3a', '#ffb02e', '#ffd84a', '#ff6ab0', '#7adf6a'];
      const glows = cols.map((col) => c.radial([[0, col, 0.6], [1, col, 0]]));
      for (let i = 0; i < 34; i++) {
        const k = c.ri(0, cols.length - 1);
        const lx = c.r(0, W);
        const ly = H * c.r(0.12, 0.45);
        const s = c.r(10, 22) * u;
        c.add(`<circle cx="${f(lx)}" cy="${f(ly)}" r="${f(s * 3)}" fill="${glows[k]}"/><ellipse cx="${f(lx)}" cy="${f(ly)}" rx="${f(s)}" ry="${f(s * 1.2)}" fill="${cols[k]}"/>`);
      }
      for (let i = 0; i < 14; i++) {
        const k = c.ri(0, cols.length - 1);
        const lx = c.r(0, W);
        const ly = H * c.r(0.76, 0.98);
        c.add(`<circle cx="${f(lx)}" cy="${f(ly)}" r="${f(24 * u)}" fill="${glows[k]}"/><circle cx="${f(lx)}" cy="${f(ly)}" r="${f(5 * u)}" fill="${cols[k]}"/>`);
      }
    },
  },
  bluefire: {
    times: ['malam'],
    draw(c) {
      const { W, H, u } = c;
      sky(c, { clouds: 0, sunY: H * 0.12 });
      ridge(c, H * 0.45, H * 0.1, '#1c2030', 5, 0.4);
      c.add(`<path d="M0,${f(H * 0.5)} Q${f(W * 0.5)},${f(H * 0.9)} ${W},${f(H * 0.5)} L${W},${H} L0,${H}Z" fill="#262838"/>`);
      const glow = c.radial([[0, '#3ad0ff', 0.55], [1, '#3ad0ff', 0]]);
      for (let i = 0; i < 5; i++) {
        const x = c.r(0.25, 0.75) * W;
        const y = H * c.r(0.62, 0.78);
        const s = c.r(30, 70) * u;
        c.add(`<circle cx="${f(x)}" cy="${f(y - s)}" r="${f(s * 2.5)}" fill="${glow}"/><path d="M${f(x - s * 0.5)},${f(y)} Q${f(x - s * 0.6)},${f(y - s)} ${f(x)},${f(y - s * 2.2)} Q${f(x + s * 0.1)},${f(y - s * 1.2)} ${f(x + s * 0.5)},${f(y - s * 1.6)} Q${f(x + s * 0.6)},${f(y - s * 0.6)} ${f(x + s * 0.5)},${f(y)}Z" fill="#4ad8ff" opacity="0.85"/><path d="M${f(x - s * 0.25)},${f(y)} Q${f(x - s * 0.3)},${f(y - s * 0.7)} ${f(x)},${f(y - s * 1.3)} Q${f(x + s * 0.3)},${f(y - s * 0.6)} ${f(x + s * 0.25)},${f(y)}Z" fill="#d8f6ff"/>`);
      }
      let s = '';
      for (let i = 0; i < 14; i++) s += `<circle cx="${f(c.r(0.2, 0.8) * W)}" cy="${f(H * c.r(0.2, 0.6))}" r="${f(c.r(40, 90) * u)}"/>`;
      c.add(`<g fill="#c8c89a" opacity="0.12">${s}</g>`);
      c.add(`<path d="M0,${f(H * 0.85)} Q${f(W * 0.4)},${f(H * 0.8)} ${W},${f(H * 0.9)} L${W},${H} L0,${H}Z" fill="#14161f"/>`);
      people(c, c.r(0.2, 0.5) * W, H * 0.86, 55 * u, c.ri(2, 4), '#0a0b10');
      for (let i = 0; i < 3; i++) c.add(`<circle cx="${f(c.r(0.2, 0.5) * W)}" cy="${f(H * 0.79)}" r="${f(4 * u)}" fill="#fff3c0"/>`);
    },
  },
  phinisi: {
    times: ['senja', 'sore', 'siang', 'pagi'],
    draw(c, v) {
      const { W, H } = c;
      const hz = H * c.r(0.55, 0.62);
      sky(c, { sunY: hz - H * c.r(0.05, 0.25) });
      water(c, hz, c.pal.water, () =>
        reflect(c, hz, () => {
          for (let i = 0; i < c.ri(3, 5); i++) hump(c, c.r(0, W), hz, c.r(0.15, 0.4) * W, c.r(0.06, 0.16) * H, c.land('#6a7a5a', 0.5 - i * 0.08));
        }, 0.25),
      );
      const x = c.r(0.35, 0.65) * W;
      const y = hz + H * c.r(0.18, 0.26);
      const s = c.u * c.r(0.9, 1.15);
      const sil = c.pal.dark > 0.4;
      if (v === 'felucca') {
        const sail = sil ? c.land('#e8dccb', 0.1) : '#f6f1e6';
        c.add(`<path d="M${f(x - 90 * s)},${f(y - 20 * s)} L${f(x + 100 * s)},${f(y - 24 * s)} Q${f(x + 80 * s)},${f(y + 6 * s)} ${f(x + 50 * s)},${f(y + 6 * s)} L${f(x - 60 * s)},${f(y + 6 * s)}Z" fill="${c.land('#5a3420', 0)}"/>`);
        c.add(`<path d="M${f(x - 10 * s)},${f(y - 24 * s)} L${f(x - 10 * s)},${f(y - 200 * s)}" stroke="${c.land('#5a3420', 0)}" stroke-width="${f(4 * s)}"/><path d="M${f(x - 80 * s)},${f(y - 40 * s)} L${f(x + 60 * s)},${f(y - 260 * s)} Q${f(x + 40 * s)},${f(y - 120 * s)} ${f(x + 70 * s)},${f(y - 34 * s)}Z" fill="${sail}"/>`);
        for (let i = 0; i < 3; i++) palm(c, c.r(0, 1) * W, hz + 4, H * c.r(0.12, 0.2), c.land('#2f4a28', 0.3));
        return;
      }
      phinisiShip(c, x, y, s, c.land('#5a3420', 0), sil ? c.land('#e8dccb', 0.1) : '#f6f1e6');
      c.add(`<path d="M${f(x - 170 * s)},${f(y + 6 * s)} L${f(x + 160 * s)},${f(y + 6 * s)}" stroke="#ffffff" stroke-width="${f(3 * s)}" opacity="0.5"/>`);
    },
  },
};

export const SCENE_KINDS = Object.keys(SCENES) as SceneKind[];

export function parseScene(ref: SceneRef): { kind: SceneKind; variant: string; time?: Time } {
  const [head, time] = ref.split(':');
  const [kind, variant = ''] = head.split('/');
  if (!(kind in SCENES)) throw new Error(`Unknown scene kind: ${kind}`);
  return { kind: kind as SceneKind, variant, time: time as Time | undefined };
}

/** The SVG of one scene. Same (ref, seed, size) → same picture. */
export function sceneSvg(ref: SceneRef, seed: string, W: number, H: number, overlay?: (c: Canvas) => void): string {
  const { kind, variant, time: fixed } = parseScene(ref);
  const rng = rngFrom(`${ref}|${seed}`);
  const def = SCENES[kind];
  const time = fixed ?? def.times[Math.floor(rng() * def.times.length)];
  const base = PALETTES[time];
  const tint = TINTS[Math.floor(rng() * TINTS.length)];
  const k = rng() * 0.14;
  const pal: Palette = { ...base, skyTop: mix(base.skyTop, tint, k), skyMid: mix(base.skyMid, tint, k * 0.7), haze: mix(base.haze, tint, k * 0.4) };
  const c = new Canvas(W, H, rng, pal, time);
  def.draw(c, variant);
  overlay?.(c);
  return c.svg();
}

/** A "group photo" for a portfolio: a scene with travellers in front. */
export function portfolioSvg(ref: SceneRef, seed: string, W: number, H: number): string {
  return sceneSvg(ref, seed, W, H, (c) => {
    const n = c.ri(4, 9);
    const base = H * c.r(0.96, 1.0);
    c.add(`<path d="M0,${f(H)} L0,${f(base - H * 0.03)} Q${f(W / 2)},${f(base - H * 0.08)} ${W},${f(base - H * 0.02)} L${W},${f(H)}Z" fill="${c.land('#2a3a2a', 0)}" opacity="0.92"/>`);
    people(c, W * c.r(0.4, 0.6), base, H * c.r(0.26, 0.34), n, c.land('#1c1822', 0));
  });
}

// ---------------------------------------------------------------- agent logos

export type Emblem = 'mountain' | 'wave' | 'sun' | 'compass' | 'plane' | 'island' | 'torii' | 'dome' | 'leaf' | 'boat';

/** A round agency logo: a coloured badge with a simple white emblem. */
export function logoSvg(seed: string, color: string, emblem: Emblem, S = 600): string {
  const rng = rngFrom(`logo|${seed}`);
  const c = new Canvas(S, S, rng, PALETTES.siang, 'siang');
  const bg = c.linear([[0, shade(color, 0.25)], [1, shade(color, -0.25)]], 1, 1);
  const m = S / 2;
  c.add(`<rect width="${S}" height="${S}" fill="${shade(color, 0.85)}"/>`);
  c.add(`<circle cx="${m}" cy="${m}" r="${f(S * 0.46)}" fill="${bg}"/>`);
  c.add(`<circle cx="${m}" cy="${m}" r="${f(S * 0.4)}" fill="none" stroke="#ffffff" stroke-width="${f(S * 0.012)}" opacity="0.7"/>`);
  const w = '#ffffff';
  const acc = shade(color, 0.6);
  const s = S / 600;
  const P = (d: string, fill = w) => c.add(`<path d="${d}" fill="${fill}"/>`);
  switch (emblem) {
    case 'mountain':
      c.add(`<circle cx="${f(m + 70 * s)}" cy="${f(m - 70 * s)}" r="${f(40 * s)}" fill="${acc}"/>`);
      P(`M${f(m - 170 * s)},${f(m + 100 * s)} L${f(m - 50 * s)},${f(m - 90 * s)} L${f(m + 20 * s)},${f(m + 10 * s)} L${f(m + 60 * s)},${f(m - 40 * s)} L${f(m + 170 * s)},${f(m + 100 * s)}Z`);
      P(`M${f(m - 50 * s)},${f(m - 90 * s)} L${f(m - 80 * s)},${f(m - 42 * s)} L${f(m - 50 * s)},${f(m - 55 * s)} L${f(m - 22 * s)},${f(m - 46 * s)}Z`, acc);
      break;
    case 'wave':
      for (let i = 0; i < 3; i++) c.add(`<path d="M${f(m - 170 * s)},${f(m + (i * 55 - 30) * s)} q${f(42 * s)},${f(-40 * s)} ${f(85 * s)},0 t${f(85 * s)},0 t${f(85 * s)},0 t${f(85 * s)},0" fill="none" stroke="${i === 1 ? acc : w}" stroke-width="${f(22 * s)}" stroke-linecap="round"/>`);
      break;
    case 'sun':
      c.add(`<circle cx="${m}" cy="${f(m + 10 * s)}" r="${f(70 * s)}" fill="${w}"/>`);
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        c.add(`<path d="M${f(m + Math.cos(a) * 100 * s)},${f(m + 10 * s + Math.sin(a) * 100 * s)} L${f(m + Math.cos(a) * 150 * s)},${f(m + 10 * s + Math.sin(a) * 150 * s)}" stroke="${acc}" stroke-width="${f(16 * s)}" stroke-linecap="round"/>`);
      }
      break;
    case 'compass':
      c.add(`<circle cx="${m}" cy="${m}" r="${f(140 * s)}" fill="none" stroke="${w}" stroke-width="${f(16 * s)}"/>`);
      P(`M${m},${f(m - 170 * s)} L${f(m + 36 * s)},${m} L${m},${f(m + 170 * s)} L${f(m - 36 * s)},${m}Z`);
      P(`M${m},${f(m - 170 * s)} L${f(m + 36 * s)},${m} L${f(m - 36 * s)},${m}Z`, acc);
      break;
    case 'plane':
      c.add(`<g transform="rotate(-35 ${m} ${m})">`);
      P(`M${f(m - 150 * s)},${f(m - 14 * s)} L${f(m + 130 * s)},${f(m - 14 * s)} Q${f(m + 170 * s)},${m} ${f(m + 130 * s)},${f(m + 14 * s)} L${f(m - 150 * s)},${f(m + 14 * s)}Z M${f(m - 10 * s)},${f(m - 10 * s)} L${f(m - 70 * s)},${f(m - 130 * s)} L${f(m - 30 * s)},${f(m - 130 * s)} L${f(m + 60 * s)},${f(m - 10 * s)}Z M${f(m - 10 * s)},${f(m + 10 * s)} L${f(m - 70 * s)},${f(m + 130 * s)} L${f(m - 30 * s)},${f(m + 130 * s)} L${f(m + 60 * s)},${f(m + 10 * s)}Z M${f(m - 150 * s)},${f(m - 10 * s)} L${f(m - 170 * s)},${f(m - 70 * s)} L${f(m - 130 * s)},${f(m - 70 * s)} L${f(m - 110 * s)},${f(m - 10 * s)}Z`);
      c.add('</g>');
      break;
    case 'island':
      P(`M${f(m - 160 * s)},${f(m + 80 * s)} Q${m},${f(m - 10 * s)} ${f(m + 160 * s)},${f(m + 80 * s)}Z`);
      c.add(`<path d="M${f(m - 20 * s)},${f(m + 40 * s)} Q${f(m - 10 * s)},${f(m - 60 * s)} ${f(m + 30 * s)},${f(m - 120 * s)}" stroke="${w}" stroke-width="${f(16 * s)}" fill="none" stroke-linecap="round"/>`);
      for (const a of [-2.6, -2, -1.3, -0.6, 0]) c.add(`<path d="M${f(m + 30 * s)},${f(m - 120 * s)} Q${f(m + 30 * s + Math.cos(a) * 60 * s)},${f(m - 150 * s + Math.sin(a) * 30 * s)} ${f(m + 30 * s + Math.cos(a) * 110 * s)},${f(m - 100 * s + Math.sin(a) * 40 * s)}" stroke="${acc}" stroke-width="${f(18 * s)}" fill="none" stroke-linecap="round"/>`);
      c.add(`<path d="M${f(m - 170 * s)},${f(m + 120 * s)} q${f(42 * s)},${f(-24 * s)} ${f(85 * s)},0 t${f(85 * s)},0 t${f(85 * s)},0 t${f(85 * s)},0" fill="none" stroke="${w}" stroke-width="${f(12 * s)}" stroke-linecap="round"/>`);
      break;
    case 'torii':
      P(`M${f(m - 100 * s)},${f(m - 60 * s)} h${f(24 * s)} v${f(200 * s)} h${f(-24 * s)}Z M${f(m + 76 * s)},${f(m - 60 * s)} h${f(24 * s)} v${f(200 * s)} h${f(-24 * s)}Z M${f(m - 130 * s)},${f(m - 40 * s)} h${f(260 * s)} v${f(22 * s)} h${f(-260 * s)}Z`);
      P(`M${f(m - 170 * s)},${f(m - 120 * s)} Q${m},${f(m - 80 * s)} ${f(m + 170 * s)},${f(m - 120 * s)} L${f(m + 160 * s)},${f(m - 86 * s)} Q${m},${f(m - 50 * s)} ${f(m - 160 * s)},${f(m - 86 * s)}Z`, acc);
      break;
    case 'dome':
      P(`M${f(m - 90 * s)},${f(m + 20 * s)} C${f(m - 90 * s)},${f(m - 130 * s)} ${f(m + 90 * s)},${f(m - 130 * s)} ${f(m + 90 * s)},${f(m + 20 * s)}Z M${f(m - 120 * s)},${f(m + 20 * s)} h${f(240 * s)} v${f(110 * s)} h${f(-240 * s)}Z`);
      P(`M${f(m - 170 * s)},${f(m + 130 * s)} v${f(-220 * s)} l${f(14 * s)},${f(-40 * s)} l${f(14 * s)},${f(40 * s)} v${f(220 * s)}Z M${f(m + 142 * s)},${f(m + 130 * s)} v${f(-220 * s)} l${f(14 * s)},${f(-40 * s)} l${f(14 * s)},${f(40 * s)} v${f(220 * s)}Z`, acc);
      c.add(`<path d="M${f(m - 30 * s)},${f(m + 130 * s)} v${f(-50 * s)} a${f(30 * s)},${f(30 * s)} 0 0 1 ${f(60 * s)},0 v${f(50 * s)}Z" fill="${shade(color, -0.2)}"/>`);
      break;
    case 'leaf':
      P(`M${f(m - 120 * s)},${f(m + 120 * s)} C${f(m - 140 * s)},${f(m - 60 * s)} ${f(m + 20 * s)},${f(m - 170 * s)} ${f(m + 150 * s)},${f(m - 150 * s)} C${f(m + 150 * s)},${f(m - 20 * s)} ${f(m + 40 * s)},${f(m + 130 * s)} ${f(m - 120 * s)},${f(m + 120 * s)}Z`);
      c.add(`<path d="M${f(m - 120 * s)},${f(m + 120 * s)} Q${f(m)},${f(m - 10 * s)} ${f(m + 110 * s)},${f(m - 110 * s)}" stroke="${acc}" stroke-width="${f(12 * s)}" fill="none"/>`);
      break;
    case 'boat':
      P(`M${f(m - 160 * s)},${f(m + 60 * s)} L${f(m + 160 * s)},${f(m + 60 * s)} Q${f(m + 120 * s)},${f(m + 120 * s)} ${f(m + 90 * s)},${f(m + 120 * s)} L${f(m - 100 * s)},${f(m + 120 * s)}Z`);
      P(`M${f(m - 10 * s)},${f(m + 40 * s)} L${f(m - 10 * s)},${f(m - 160 * s)} L${f(m + 110 * s)},${f(m + 40 * s)}Z`);
      P(`M${f(m - 30 * s)},${f(m + 40 * s)} L${f(m - 30 * s)},${f(m - 120 * s)} L${f(m - 130 * s)},${f(m + 40 * s)}Z`, acc);
      break;
  }
  return c.svg();
}

// ---------------------------------------------------------------- rasterising and storing

/** SVG → JPEG bytes (quick to encode and decode; the media pipeline re-encodes to WebP anyway). */
export async function rasterize(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** Renders a scene and stores it through the media pipeline; answers the media id. */
export async function storeScene(db: DB, ref: SceneRef, seed: string, W: number, H: number): Promise<string> {
  return storeImage(db, await rasterize(sceneSvg(ref, seed, W, H)));
}

export async function storePortfolioPhoto(db: DB, ref: SceneRef, seed: string, W: number, H: number): Promise<string> {
  return storeImage(db, await rasterize(portfolioSvg(ref, seed, W, H)));
}

export async function storeLogo(db: DB, seed: string, color: string, emblem: Emblem, size = 600): Promise<string> {
  return storeImage(db, await rasterize(logoSvg(seed, color, emblem, size)));
}

/** Runs fn over items with at most `limit` in flight; answers results in input order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
