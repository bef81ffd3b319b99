import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import {
  builtAppFolders,
  catalogueTranslationsFolder,
  iconNodesFile,
  migrationsFolder,
  serverRoot,
} from '../src/paths';

/**
 * The deployable server, `apps/server/dist`: everything it runs or reads at run time, and nothing from `src/`.
 *
 * - `main.js` (the server), `telemetry.js` (loaded first with `node --import`, to trace what main loads) and the
 *   command-line tools `operator.js`, `backup.js`, `restore.js`, `reconcile.js`, as ES modules whose shared code
 *   is in chunks beside them. The workspace packages are bundled in; every other package stays in node_modules,
 *   where native and WebAssembly parts (sharp, PGlite, argon2) find their files.
 * - `db/migrations/`, `seed/translations/` and `icons/`: the files read at run time, at the places `paths.ts`
 *   names inside the build.
 * - `public/web/` and `public/admin/`: the shopper app and the console, built before the server.
 *
 * Copied anywhere beside a `node_modules` installed with `npm ci --omit=dev` it runs alone (docs/deploy.md).
 */
const workspaceInsideOthersOutside: Plugin = {
  name: 'workspace-inside-others-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@storefront/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const source = path.join(serverRoot, 'src');
const outdir = path.join(serverRoot, 'dist');
await rm(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    main: path.join(source, 'main.ts'),
    telemetry: path.join(source, 'telemetry.ts'),
    ...Object.fromEntries(
      ['operator', 'backup', 'restore', 'reconcile'].map((tool) => [
        tool,
        path.join(source, `cli/${tool}.ts`),
      ]),
    ),
  },
  outdir,
  // Chunks at the top of dist, like the entries: `paths.ts` finds the copied files from its own folder.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  define: { STOREFRONT_BUILD: 'true' },
  // Stack traces in the logs name the TypeScript lines (node runs with --enable-source-maps).
  sourcemap: 'linked',
  plugins: [workspaceInsideOthersOutside],
  logLevel: 'warning',
  metafile: true,
});

const copies: [from: string, to: string][] = [
  [migrationsFolder, 'db/migrations'],
  [catalogueTranslationsFolder, 'seed/translations'],
  [iconNodesFile, 'icons/tabler-nodes-outline.json'],
  [builtAppFolders.web, 'public/web'],
  [builtAppFolders.admin, 'public/admin'],
];
for (const [from, to] of copies) {
  if (!existsSync(from))
    throw new Error(`${from} is missing: \`npm run build\` at the root builds the apps first`);
  // The translations' folder also holds the TypeScript that reads them.
  await cp(from, path.join(outdir, to), { recursive: true, filter: (file) => !file.endsWith('.ts') });
}

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
process.stdout.write(
  `server built: ${path.relative(process.cwd(), outdir)} (${(bytes / 2 ** 20).toFixed(1)} MB of code)\n`,
);
