import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** `E2E_PORT` lets two checkouts run their journeys on one machine at once. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
const PORT = E2E_PORT;
// Only the main process starts the server; it gets a fresh embedded database every run.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/**
 * Debian's headless shell of Chromium (package chromium-headless-shell), the build Playwright itself runs
 * headless: about a sixth faster than the full browser on these journeys, with the same engine.
 */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Chromium as root, with nothing reaching out to the network (closed here). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The server as `npm start` runs it once built (`npm run test:e2e` builds it first), paths from the repository. */
export const BUILT_SERVER_ARGS = [
  '--enable-source-maps',
  '--import',
  './apps/server/dist/telemetry.js',
  'apps/server/dist/main.js',
];

export const IPHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** The operator's journeys, at a desktop's size. */
const CONSOLE = /(console|console-queues|webhooks|tax-rules)\.spec\.ts/;

/**
 * Shopper journeys in Debian's Chromium at a phone viewport, against the real server on a temporary
 * embedded database with the demo catalog. Playwright cannot download browsers here.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Every journey makes the shopper it uses (`newShopperWithMoney`), so any two run side by side: two workers,
  // each one file at a time, take the files as they come. Most of a journey's time is waiting for the page, so
  // two overlap well on two cores.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE_AGENT,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    // Recording a trace of every journey cost about a fifth of the run: only a retry records one (there is
    // one when `CI` is set; otherwise pass `--trace on`).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_EXECUTABLE,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'console',
      workers: 1,
      testMatch: CONSOLE,
      use: {
        viewport: { width: 1280, height: 800 },
        userAgent:
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
        isMobile: false,
        hasTouch: false,
      },
    },
    // Last, so that the console's one worker starts with the first files instead of running alone at the end.
    { name: 'shopper', testIgnore: CONSOLE },
  ],
  webServer: {
    command: `node ${BUILT_SERVER_ARGS.join(' ')}`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'e2e-operator-secret',
      RATE_LIMIT_PER_MINUTE: '1000',
      // Every journey uploads from 127.0.0.1: the per-address picture limit (five accounts' worth a minute) is
      // for the public, not for two lanes of journeys at once.
      UPLOADS_PER_MINUTE: '1000',
      // The webhooks journey's receiver listens on 127.0.0.1 and fails on purpose: retries a second apart.
      WEBHOOKS_ALLOW_PRIVATE: '1',
      JOB_RETRY_DELAY_SECONDS: '1',
    },
  },
});
