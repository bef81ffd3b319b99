import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { serverRoot } from '../src/paths';

/**
 * The server as plain JavaScript for `npm start`: one ES module, `dist/main.js`, run by node. The workspace
 * packages (`@storefront/shared`, `@storefront/i18n`) are TypeScript source and are bundled in; every other
 * package stays in node_modules, where native and WebAssembly parts (sharp, PGlite, argon2) find their files.
 * The migrations and the demo catalogue's translations are read from `src/` at run time (`paths.ts`). `npm start`
 * runs `node --enable-source-maps --import ./apps/server/dist/telemetry.js apps/server/dist/main.js`.
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

const outdir = path.join(serverRoot, 'dist');
await rm(outdir, { recursive: true, force: true });
const result = await build({
  // `telemetry.js` is loaded before `main.js` (`node --import`), to trace what main loads.
  entryPoints: {
    main: path.join(serverRoot, 'src/main.ts'),
    telemetry: path.join(serverRoot, 'src/telemetry.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Stack traces in the logs name the TypeScript lines (node runs with --enable-source-maps).
  sourcemap: 'linked',
  plugins: [workspaceInsideOthersOutside],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
process.stdout.write(
  `server built: ${path.relative(process.cwd(), outdir)} (${(bytes / 2 ** 20).toFixed(1)} MB)\n`,
);
