// Serves the built site: Astro's node handler (static files and rendered pages) behind
// brotli/gzip compression and the security headers, since no proxy sits in front.
import http from 'node:http';
import compression from 'compression';

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = await import('./dist/server/entry.mjs');

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': [
    "default-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
};

const compress = compression({ threshold: 512 });

// Forwarded headers are believed only behind a proxy we were told about (TRUST_PROXY=true):
// otherwise anyone could pick their own IP and slip past the per-IP login throttling.
const trustProxy = process.env.TRUST_PROXY === 'true';

const server = http.createServer((req, res) => {
  if (!trustProxy) for (const h of ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded']) delete req.headers[h];
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  compress(req, res, () => handler(req, res));
});

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';
server.listen(port, host, async () => {
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  // Opens, migrates and (on first start) seeds the database before the first visitor waits for it.
  const res = await fetch(`${base}/api/health`).catch((err) => err);
  if (!(res instanceof Response) || !res.ok) {
    console.error('TripKita: database could not be prepared', res instanceof Response ? await res.text() : res);
    process.exit(1);
  }
  console.log(`TripKita siap di ${base}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
