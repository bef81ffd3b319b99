import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ADJECTIVES,
  CATALOG_DATABASE,
  CATALOG_PRODUCTS,
  ensureCatalog,
  GERMAN_ADJECTIVES,
  GERMAN_NOUNS,
  NOUNS,
} from './catalog-data';
import { databaseUrl, onServer, startStorefront, waitHealthy } from './lib/processes';
import { percentile, round } from './lib/stats';

const PORT = 3403;
const REQUESTS_PER_KIND = 200;

type Kind = 'category' | 'keyword' | 'price' | 'germanKeyword';
const KINDS: Kind[] = ['category', 'keyword', 'price', 'germanKeyword'];

/** Query strings the way the app sends them: random category, word, sort direction and one of the first pages. */
function queryFor(kind: Kind, categoryIds: number[], random: () => number) {
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  const page = 1 + Math.floor(random() * 50);
  const limit = 20;
  if (kind === 'category') return { category_id: pick(categoryIds), page, limit };
  if (kind === 'price') {
    const sort = pick(['price_asc', 'price_desc']);
    return random() < 0.5 ? { sort, page, limit } : { category_id: pick(categoryIds), sort, page, limit };
  }
  // A German shopper's words match the German names (and the English names where they are the same word).
  const [adjectives, nouns] =
    kind === 'germanKeyword' ? [GERMAN_ADJECTIVES, GERMAN_NOUNS] : [ADJECTIVES, NOUNS];
  const keyword = pick([
    pick(nouns).toLowerCase(),
    pick(adjectives),
    `${pick(adjectives)} ${pick(nouns)}`,
    `${pick(nouns)} ${Math.floor(random() * 997)}`,
    'zebra',
  ]);
  return { keyword, page, limit };
}

/** A repeatable stream of numbers, so every run asks the same questions. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * Latency of one shopper at a time asking a server on the million-product catalog, after a warm-up. No
 * question is asked twice, so the in-memory catalog cache never answers: what is timed is the database.
 */
export async function millionProductCatalog(log: (line: string) => void) {
  await ensureCatalog(log);
  const categoryIds = await onServer(
    async (client) =>
      (await client.query<{ id: number }>('select id from categories')).rows.map((row) => row.id),
    CATALOG_DATABASE,
  );
  const server = startStorefront(PORT, {
    DATABASE_URL: databaseUrl(CATALOG_DATABASE),
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'bench-catalog-')),
  });
  try {
    await waitHealthy(PORT);
    const results = {} as Record<Kind, { p50Ms: number; p95Ms: number; requests: number }>;
    for (const [index, kind] of KINDS.entries()) {
      const random = seeded(index + 1);
      const asked = new Set<string>();
      const samples: number[] = [];
      for (let request = 0; request < REQUESTS_PER_KIND + 20; request += 1) {
        const query = new URLSearchParams(
          Object.entries(queryFor(kind, categoryIds, random)).map(([key, value]) => [key, String(value)]),
        );
        query.set('lang', kind === 'germanKeyword' ? 'de' : 'en');
        if (asked.has(query.toString())) {
          request -= 1;
          continue;
        }
        asked.add(query.toString());
        const started = performance.now();
        const response = await fetch(`http://127.0.0.1:${PORT}/api/index/product?${query}`);
        const body = (await response.json()) as { code: number };
        const elapsed = performance.now() - started;
        if (body.code !== 1) throw new Error(`catalog ${kind} failed: ${JSON.stringify(body)}`);
        if (request < 20) continue;
        samples.push(elapsed);
      }
      results[kind] = {
        p50Ms: round(percentile(samples, 50)),
        p95Ms: round(percentile(samples, 95)),
        requests: samples.length,
      };
    }
    return { products: CATALOG_PRODUCTS, ...results };
  } finally {
    await server.stop();
  }
}
