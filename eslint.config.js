import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The layers of a front-end app as ESLint rules: its imports resolved with its own tsconfig, no import cycle
 * (type-only imports aside), and `zones` of folders (relative to the app's src) that may not import others.
 */
function appImportRules(app, zones) {
  const appFolder = path.join(import.meta.dirname, 'apps', app);
  return {
    files: [`apps/${app}/src/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(appFolder, 'tsconfig.json') }),
      ],
    },
    rules: {
      // Packages cannot import the app back: following them would only cost time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: path.join(appFolder, 'src'), zones }],
    },
  };
}

/** The shopper app's features, read from disk so that a new one is fenced in as well. */
const WEB_FEATURES = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Shopper app: app (router, shell) -> features -> components -> api -> lib. */
const WEB_ZONES = [
  ...WEB_FEATURES.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`],
    message: 'A feature does not import another: move what both need to components/, api/ or lib/.',
  })),
  {
    target: ['./features', './components', './api', './lib'],
    from: './app',
    message: 'Only the app shell imports app/ (route paths and titles are in lib/route-paths.ts).',
  },
  {
    target: ['./components', './api', './lib'],
    from: './features',
    message: 'Shared code does not import a feature: move the piece out of the feature.',
  },
  { target: ['./api', './lib'], from: './components', message: 'api/ and lib/ do not import components.' },
  { target: './lib', from: './api', message: 'lib/ does not import the server queries of api/.' },
];

const ADMIN_SHELLS = ['./App.tsx', './Layout.tsx', './main.tsx'];

/** Console and seller centre: screens (pages/, seller/) -> components -> the shared modules at the root. */
const ADMIN_ZONES = [
  {
    target: './components',
    from: ['./pages', './seller', ...ADMIN_SHELLS],
    message: 'Components serve both desks: they import no screen and no shell.',
  },
  {
    target: './pages',
    from: ['./seller'],
    message: 'The console does not import the seller centre: move what both need to components/.',
  },
  {
    target: './seller',
    from: ['./pages', './api.ts', ...ADMIN_SHELLS],
    message:
      "The seller centre has its own client (seller/api.ts) and imports none of the console's screens.",
  },
  {
    target: ['./api.ts', './desk-client.ts', './i18n.ts', './theme.ts', './component-locales.ts'],
    from: ['./components', './pages', './seller'],
    message: 'The shared modules at the root import no component and no screen.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/coverage/**', '**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/test/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // antd-mobile's imperative calls render through the renderer lib/antd-imperative sets (React 19), which
    // the first screen does not load: they come from there, never straight from antd-mobile.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/antd-imperative.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd-mobile',
              importNames: ['Dialog', 'Toast', 'Modal', 'ActionSheet', 'ImageViewer', 'unstableSetRender'],
              message: 'Import it from lib/antd-imperative, which sets up its renderer first.',
            },
          ],
        },
      ],
    },
  },
  appImportRules('web', WEB_ZONES),
  appImportRules('admin', ADMIN_ZONES),
);
