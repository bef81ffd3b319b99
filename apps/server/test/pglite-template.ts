import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, openPglite } from '../src/db/client';
import { seedBase } from '../src/seed/base';
import { seedDemo } from '../src/seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: { base: string; demo: string };
  }
}

/**
 * Creating and migrating a PGlite database takes seconds; doing it once per run and loading a dump per test
 * file takes a fraction of that. Two templates: migrated with the base data, and with the demo catalog too.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'storefront-templates-'));
  const client = await createPglite();
  const database = openPglite(client);
  await database.migrate();
  await seedBase(database.db);
  const base = path.join(folder, 'base.tar');
  await writeFile(base, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await seedDemo(database.db);
  const demo = path.join(folder, 'demo.tar');
  await writeFile(demo, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplates', { base, demo });
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
