import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Set to true by the build (esbuild's `define`): the code runs as `dist/*.js`, with every file it reads copied
 * beside it. From source (tsx, Vitest) the identifier is not defined.
 */
declare const STOREFRONT_BUILD: boolean | undefined;
const insideBuild = typeof STOREFRONT_BUILD !== 'undefined' && STOREFRONT_BUILD;

/**
 * The folder of the running code: `src/` from source, `dist/` in the build (every entry and shared chunk of the
 * build sits at the top of `dist/`, so this line finds the same folder from any of them).
 */
const codeFolder = path.dirname(fileURLToPath(import.meta.url));

/** The server package's folder, from source. */
export const serverRoot = path.resolve(codeFolder, '..');

/** The repository, from source: where the shopper app's and the console's builds and node_modules are. */
export const repositoryRoot = path.resolve(serverRoot, '../..');

/**
 * Files the server reads at run time rather than bundles: the migrations (read by Drizzle's migrator) and the
 * demo catalogue's translations (one JSON per language). They keep the same place under `src/` and `dist/`.
 */
export const migrationsFolder = path.join(codeFolder, 'db/migrations');
export const catalogueTranslationsFolder = path.join(codeFolder, 'seed/translations');

/** Tabler's outline icons as one file of drawing nodes (any of them can be a category's icon). */
export const iconNodesFile = insideBuild
  ? path.join(codeFolder, 'icons/tabler-nodes-outline.json')
  : path.join(repositoryRoot, 'node_modules/@tabler/icons/tabler-nodes-outline.json');

/** The shopper app's and the console's builds: copied into `dist/public/` by the build. */
export const builtAppFolders = insideBuild
  ? { web: path.join(codeFolder, 'public/web'), admin: path.join(codeFolder, 'public/admin') }
  : { web: path.join(repositoryRoot, 'apps/web/dist'), admin: path.join(repositoryRoot, 'apps/admin/dist') };
