import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { designTokens } from './design-tokens-css';

const PRELOAD = 'preload';

/**
 * Texts of the desks and the server (mails, notifications, which the server writes in the shopper's language)
 * that the shopper app never shows: left out of its locale chunks.
 */
const NOT_SHOPPER_TEXTS = ['console', 'seller', 'mail', 'notify', 'statement', 'zones'];

/**
 * The locale files hold every app's texts (one file per language keeps the 14 in step); the shopper app's
 * chunk of a language carries its own only, which keeps the first load within its budget.
 */
function shopperTextsOnly(): Plugin {
  const serverMessages = serverMessagesTheAppNames();
  return {
    name: 'shopper-texts-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/[/\\]packages[/\\]i18n[/\\]locales[/\\][\w-]+\.json$/.test(id)) return null;
      const texts = Object.entries(JSON.parse(code) as Record<string, unknown>)
        .filter(([namespace]) => !NOT_SHOPPER_TEXTS.includes(namespace))
        .map(([namespace, namespaceTexts]) =>
          namespace === 'msg'
            ? [
                namespace,
                Object.fromEntries(
                  Object.entries(namespaceTexts as Record<string, unknown>).filter(([key]) =>
                    serverMessages.has(key),
                  ),
                ),
              ]
            : [namespace, namespaceTexts],
        );
      return { code: JSON.stringify(Object.fromEntries(texts)), map: null };
    },
  };
}

/**
 * The server's messages (`msg.*`) arrive translated in its answers; the app itself shows only the few its own code
 * names (`'msg.please_login'`, in the app or the shared client and schemas), so its chunks carry only those. A key
 * built at run time (`msg.${…}`) could not be found this way: the build refuses it.
 */
function serverMessagesTheAppNames(): Set<string> {
  const named = new Set<string>();
  // The contract's lists of each call's refusals (`failures`) name keys the server answers translated; the app
  // imports the contract only for types.
  const contractFolder = fileURLToPath(new URL('../../packages/shared/src/contract', import.meta.url));
  const read = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (file !== contractFolder) read(file);
      } else if (/\.tsx?$/.test(entry.name)) {
        const source = readFileSync(file, 'utf8');
        if (/[`'"]msg\.\$\{/.test(source)) throw new Error(`${file}: a msg key built at run time`);
        for (const match of source.matchAll(/['`"]msg\.([a-z_]+)/g)) named.add(match[1] ?? '');
      }
    }
  };
  for (const folder of ['src', '../../packages/shared/src'])
    read(fileURLToPath(new URL(folder, import.meta.url)));
  return named;
}

/**
 * Puts src/preload.ts into the page as a module script of its own, ahead of the app's, so that it runs as
 * soon as its few modules arrive instead of after the whole app. Vite would fold a second module script of
 * index.html into the app's entry, so it is a separate build entry, added to the page here.
 */
function preloadScript(): Plugin {
  return {
    name: 'preload-script',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // The dev server serves the source file; after the app's script, so React's refresh runtime comes first.
        if (!bundle)
          return [{ tag: 'script', attrs: { type: 'module', src: `/src/${PRELOAD}.ts` }, injectTo: 'body' }];

        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === PRELOAD);
        if (!entry) throw new Error(`no ${PRELOAD} entry in the bundle`);
        // Everything it imports, directly or not, is asked for at once instead of level by level; what it
        // imports later (Home's data, once the request layer is there) too, so that it does not wait a level.
        const needed = new Set<string>();
        const collect = (fileName: string) => {
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) {
            if (needed.has(imported)) continue;
            needed.add(imported);
            collect(imported);
          }
        };
        collect(entry.fileName);
        for (const imported of entry.dynamicImports) {
          needed.add(imported);
          collect(imported);
        }
        const preloads = [...needed].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        // Its imports are the app's too: moved up, ahead of the app's script, not repeated.
        const page = html
          .split('\n')
          .filter((line) => !preloads.includes(line.trim()))
          .join('\n');
        const appScript = page.indexOf('<script type="module"');
        if (appScript < 0) throw new Error('no module script in index.html');
        const tags = [
          `<script type="module" async crossorigin src="/${entry.fileName}"></script>`,
          ...preloads,
        ];
        return `${page.slice(0, appScript)}${tags.join('\n    ')}\n    ${page.slice(appScript)}`;
      },
    },
  };
}

/**
 * Writes `home.html`: the page with Home's header drawn in plain HTML and CSS inside the root (no text, no
 * script) and a slot the server fills with the first banner's picture, which it sends for /home. The phone paints it as soon as the page and its styles arrive,
 * instead of a blank screen until the app has run; React replaces it with the real header when it renders.
 */
function homeShell(): Plugin {
  return {
    name: 'home-shell',
    enforce: 'post',
    // After Vite's own HTML plugin has put index.html into the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('no index.html in the bundle');
        const root = '<div id="root"></div>';
        const html = String(page.source);
        if (!html.includes(root)) throw new Error(`no ${root} in index.html`);
        const shell = readFileSync(new URL('src/home-shell.html', import.meta.url), 'utf8').trim();
        this.emitFile({
          type: 'asset',
          fileName: 'home.html',
          source: html.replace(root, `<div id="root">${shell}</div>`),
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [shopperTextsOnly(), designTokens(), react(), preloadScript(), homeShell()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('src/lib/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        [PRELOAD]: fileURLToPath(new URL(`src/${PRELOAD}.ts`, import.meta.url)),
      },
    },
  },
});
