/**
 * Shopper app budgets, measured against a running server (docs/performance.md): the JavaScript a first visit to
 * /home loads (gzipped, every chunk), and Lighthouse mobile runs of /home beside a bare page the same server
 * serves (its floor).
 *
 *   npx tsx bench/web.ts http://127.0.0.1:3350
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
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

/** Lighthouse now and then loses the trace of a load it recorded ("NO_NAVSTART"); that run is made again. */
async function lighthouseRun(url: string): Promise<LighthouseResult> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const run = await lighthouseOnce(url);
    if (run !== 'trace lost') return run;
  }
  throw new Error(`Lighthouse lost the trace of ${url} again and again`);
}

/** Each figure the median of its runs' values, so the score is the median score. */
const medianOf = (runs: LighthouseResult[]): LighthouseResult => ({
  score: median(runs.map((run) => run.score)),
  lcpMs: median(runs.map((run) => run.lcpMs)),
  tbtMs: median(runs.map((run) => run.tbtMs)),
  cls: median(runs.map((run) => run.cls)),
});

/**
 * Lighthouse of each page `runs` times (a single run varies by a few points), the pages taking turns so that
 * both see the same machine; each page's figures are the medians of its runs.
 */
export async function runLighthouse<Page extends string>(
  urls: Record<Page, string>,
  runs = 5,
): Promise<Record<Page, LighthouseResult>> {
  const pages = Object.keys(urls) as Page[];
  const results = new Map<Page, LighthouseResult[]>(pages.map((page) => [page, []]));
  for (let turn = 0; turn < runs; turn += 1) {
    for (const page of pages) results.get(page)?.push(await lighthouseRun(urls[page]));
  }
  return Object.fromEntries(pages.map((page) => [page, medianOf(results.get(page) ?? [])])) as Record<
    Page,
    LighthouseResult
  >;
}

const BARE_PAGE_SOURCE = fileURLToPath(new URL('bare-page', import.meta.url));
/** Where the built server serves the shopper app from: the bare page is put beside it for the bench's run. */
const WEB_PUBLIC = fileURLToPath(new URL('../apps/server/dist/public/web', import.meta.url));
export const BARE_PAGE_PATH = '/bench-bare/';

/** The `<head>` of an HTML page, to hold the bare page's shell to the shopper app's. */
const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

/**
 * The floor of a first paint: the shopper app's HTML shell with a React root rendering one static list of the
 * catalogue's first 20 product cards (their real pictures), no app code; built with Vite into the built
 * server's shopper folder, so the same server serves it the same way. Removed by the returned function.
 */
export async function buildBarePage(baseUrl: string): Promise<() => Promise<void>> {
  const [shell, bare] = await Promise.all([
    readFile(fileURLToPath(new URL('../apps/web/index.html', import.meta.url)), 'utf8'),
    readFile(path.join(BARE_PAGE_SOURCE, 'index.html'), 'utf8'),
  ]);
  if (headOf(shell) !== headOf(bare))
    throw new Error("bench/bare-page/index.html no longer has the app's <head>");
  const answer = (await (await fetch(`${baseUrl}/api/index/product?limit=20`)).json()) as {
    data: { list: { id: number; name: string; image: string; price: string }[] };
  };
  const products = answer.data.list.map(({ id, name, image, price }) => ({ id, name, image, price }));
  const outDir = path.join(WEB_PUBLIC, BARE_PAGE_PATH);
  await build({
    root: BARE_PAGE_SOURCE,
    base: BARE_PAGE_PATH,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    define: { BARE_PAGE_PRODUCTS: JSON.stringify(products) },
    build: { outDir, emptyOutDir: true },
  });
  return () => rm(outDir, { recursive: true, force: true });
}

/** KB of 1024 bytes, as bench/run.ts reads the budget. */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(baseUrl: string) {
  const firstLoad = await measureFirstLoad(baseUrl);
  const out = process.stdout;
  out.write(`First load of /home: ${kb(firstLoad.gzipBytes)} of JavaScript, gzipped (budget 110 KB)\n`);
  for (const chunk of firstLoad.chunks) {
    out.write(`  ${kb(chunk.gzipBytes).padStart(9)}  ${new URL(chunk.url).pathname}\n`);
  }
  const removeBarePage = await buildBarePage(baseUrl);
  try {
    const lighthouse = await runLighthouse({ home: `${baseUrl}/home`, bare: `${baseUrl}${BARE_PAGE_PATH}` });
    for (const [page, lh] of Object.entries(lighthouse)) {
      out.write(
        `Lighthouse mobile ${page}, median of 5: score ${lh.score}, LCP ${Math.round(lh.lcpMs)} ms, ` +
          `TBT ${Math.round(lh.tbtMs)} ms, CLS ${lh.cls.toFixed(3)}\n`,
      );
    }
  } finally {
    await removeBarePage();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main((process.argv[2] ?? 'http://127.0.0.1:3350').replace(/\/$/, ''));
}
