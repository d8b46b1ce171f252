// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwind from '@astrojs/tailwind';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'server',
  // One write per page instead of one per streamed chunk: pages here are small and rendered fast.
  adapter: node({ mode: 'standalone', experimentalDisableStreaming: true }),
  integrations: [react(), tailwind({ applyBaseStyles: false })],
  // Our middleware checks Origin itself (see src/server/http/csrf.ts): Astro's checkOrigin
  // refuses same-origin forms behind a proxy and never looks at JSON posts.
  security: { checkOrigin: false },
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  vite: {
    // Never inline fonts or images as data: URLs: the CSP serves them from our own origin only.
    build: { assetsInlineLimit: 0 },
    ssr: { external: ['better-sqlite3', 'sharp', '@node-rs/argon2', 'pg'] },
  },
});
