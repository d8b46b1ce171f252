import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// One fresh seeded database per run; workers inherit the path through the environment.
process.env.E2E_DATABASE_PATH ??= join(mkdtempSync(join(tmpdir(), 'tripkita-e2e-')), 'e2e.db');
const PORT = Number(process.env.E2E_PORT ?? 4399);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu', '--no-first-run'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json']],
  use: { baseURL: BASE_URL, launchOptions: chromium, trace: 'off' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: {
    command: 'node server.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // The first start seeds the demo data (images included): ~15 s idle, far more on a busy machine.
    timeout: 300_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_PATH: process.env.E2E_DATABASE_PATH,
      SEED_DEMO: 'true',
      SESSION_SECRET: 'e2e-secret-0123456789-abcdefghijklmnop',
      // Every spec registers its own agents from one IP; the real limit is tested in tests/integration.
      THROTTLE_REGISTER_IP_MAX: '10000',
      THROTTLE_LOGIN_IP_MAX: '10000',
    },
  },
});
