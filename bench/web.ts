/**
 * Shopper app budgets, measured against a running server (see shared/design/architecture.md, "Budgets"):
 * the JavaScript a first visit to /home loads (gzipped, every chunk) and a Lighthouse mobile run of /home.
 *
 *   npx tsx bench/web.ts http://127.0.0.1:3350
 */
import { pathToFileURL } from 'node:url';
import { chromium, type Response } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The machine's network is closed: without these Chromium keeps trying to reach Google and stalls. */
const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A phone agent: any other agent gets the app inside a desktop frame, which would load it twice. */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

export type FirstLoad = { gzipBytes: number; chunks: { url: string; gzipBytes: number }[] };

/**
 * Opens /home in a fresh phone-sized context and adds up every JavaScript response until the network is idle.
 *
 * The size counted is what the server really sent, not a recompression here: the encoded (on-the-wire) body
 * size Chromium reports for each response, asked for with `accept-encoding: gzip` only, so the server's own
 * gzip decides the number (it also counts the few bytes of chunked framing, about 20 per file).
 */
export async function measureFirstLoad(baseUrl: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: QUIET_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent: PHONE_AGENT,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      // Without this Chromium asks for brotli too and the server prefers it; the budget is in gzip.
      extraHTTPHeaders: { 'accept-encoding': 'gzip' },
    });
    const page = await context.newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (/javascript/.test(response.headers()['content-type'] ?? '')) scripts.push(response);
    });
    const home = await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
    // Without the built app the server answers 404 and no script loads: that is no figure, not a small one.
    if (!home?.ok() || scripts.length === 0) {
      throw new Error(`${baseUrl}/home gave ${home?.status() ?? 'no answer'} and ${scripts.length} scripts`);
    }
    const chunks = await Promise.all(
      scripts.map(async (response) => {
        const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
        // Files under the server's compression threshold come as they are; anything else would skew the sum.
        if (encoding !== 'gzip' && encoding !== 'identity') {
          throw new Error(`${response.url()} came as ${encoding}, not gzip`);
        }
        const sizes = await response.request().sizes();
        return { url: response.url(), gzipBytes: sizes.responseBodySize };
      }),
    );
    chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0), chunks };
  } finally {
    await browser.close();
  }
}

export type LighthouseResult = { score: number; lcpMs: number; tbtMs: number; cls: number };

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** One Lighthouse run in its own fresh Chromium: mobile form factor, default simulated throttling. */
async function lighthouseOnce(url: string): Promise<LighthouseResult | 'trace lost'> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...QUIET_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
    });
    const lhr = result?.lhr;
    const score = lhr?.categories.performance?.score;
    if (lhr?.runtimeError?.code === 'NO_NAVSTART') return 'trace lost';
    if (!lhr || score === null || score === undefined) {
      throw new Error(`Lighthouse gave no performance score for ${url}: ${lhr?.runtimeError?.message ?? ''}`);
    }
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round(score * 100),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Three Lighthouse runs (a single one varies by a few points); each figure is the median of its three values,
 * so the score is the median score.
 */
export async function runLighthouse(url: string): Promise<LighthouseResult> {
  const runs: LighthouseResult[] = [];
  // Lighthouse now and then loses the trace of a load it recorded ("NO_NAVSTART"); that run is made again.
  for (let attempt = 0; runs.length < 3; attempt += 1) {
    const run = await lighthouseOnce(url);
    if (run !== 'trace lost') runs.push(run);
    else if (attempt >= 5) throw new Error(`Lighthouse lost the trace of ${url} again and again`);
  }
  return {
    score: median(runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
  };
}

/** KB of 1024 bytes, as bench/run.ts reads the budget. */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(baseUrl: string) {
  const firstLoad = await measureFirstLoad(baseUrl);
  const out = process.stdout;
  out.write(`First load of /home: ${kb(firstLoad.gzipBytes)} of JavaScript, gzipped (budget 150 KB)\n`);
  for (const chunk of firstLoad.chunks) {
    out.write(`  ${kb(chunk.gzipBytes).padStart(9)}  ${new URL(chunk.url).pathname}\n`);
  }
  const lh = await runLighthouse(`${baseUrl}/home`);
  out.write(
    `Lighthouse mobile, median of 3: score ${lh.score} (budget 95), LCP ${Math.round(lh.lcpMs)} ms, ` +
      `TBT ${Math.round(lh.tbtMs)} ms, CLS ${lh.cls.toFixed(3)}\n`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main((process.argv[2] ?? 'http://127.0.0.1:3350').replace(/\/$/, ''));
}
