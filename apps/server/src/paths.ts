import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder. This module sits one level below it both as source (`src/paths.ts`, run by tsx)
 * and inside the build (`dist/main.js`, run by node), so the same line finds it either way.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The repository, where the shopper app's and the console's builds are. */
export const repositoryRoot = path.resolve(serverRoot, '../..');

/**
 * Files the server reads at run time rather than bundles: the migrations (read by Drizzle's migrator) and the
 * demo catalogue's translations (one JSON per language). The build leaves them in `src/`.
 */
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');
export const catalogueTranslationsFolder = path.join(serverRoot, 'src/seed/translations');
