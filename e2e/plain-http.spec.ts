import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, expect, test } from '@playwright/test';
import { BUILT_SERVER_ARGS, CHROMIUM_ARGS, CHROMIUM_EXECUTABLE, IPHONE_AGENT } from '../playwright.config';

/**
 * Someone trying the product on a LAN address or a plain-HTTP test host: a second server on another loopback
 * address, reached by a host name, over plain HTTP. HTTPS-only headers there would rewrite the app's script
 * addresses to https and leave a white page (only Copy may fail off HTTPS, as the spec says).
 */
const HOST_ADDRESS = '127.0.0.2';
const HOST_NAME = 'shop.test';
const PORT = 3219;
const ORIGIN = `http://${HOST_NAME}:${PORT}`;

let server: ChildProcess | undefined;
let browser: Browser | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(process.execPath, BUILT_SERVER_ARGS, {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: HOST_ADDRESS,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'storefront-plain-http-')),
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'e2e-operator-secret',
    },
    stdio: 'inherit',
  });
  const deadline = Date.now() + 100_000;
  for (;;) {
    const up = await fetch(`http://${HOST_ADDRESS}:${PORT}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the second server did not start on ${HOST_ADDRESS}:${PORT}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOST_NAME} ${HOST_ADDRESS}`],
  });
});

test.afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
});

test('the app works over plain HTTP on a host name that is not localhost', async () => {
  if (!browser) throw new Error('the browser did not start');
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE_AGENT,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  const page = await context.newPage();
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));

  const answer = await page.goto(`${ORIGIN}/home`);
  expect(answer?.headers()['strict-transport-security']).toBeUndefined();
  expect(answer?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
  await expect(page.locator('.tab-bar')).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  // The app's own navigation keeps to the same origin and plain HTTP.
  await page.getByTestId('product-card').first().click();
  await expect(page).toHaveURL(new RegExp(`^${ORIGIN}/detail/`));
  await expect(page.getByRole('button', { name: 'Buy now' })).toBeVisible();
  expect(failed.filter((url) => url.startsWith('https:'))).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('plain-http-detail.png') });
  await context.close();
});
