// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layering of the apps is kept by ESLint rules (eslint.config.js); these cases show that the rules still
 * report what they are for, so that the guard cannot quietly disappear from the config.
 */
const ROOT = path.join(__dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });

/** The import rules `code` breaks as if it were the file at `file` (relative to the repository). */
async function importRulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).flatMap((message) =>
    message.ruleId?.startsWith('import-x/') ? [message.ruleId] : [],
  );
}

const BOUNDARY = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';

// The first lint loads the config, parsers and resolver: more than the default five seconds on a slow machine.
const LINT = { timeout: 30_000 };

describe('the layers of the shopper app', LINT, () => {
  it('lets a feature import its own files and the shared layer', async () => {
    const code = "import { useOrder } from '../../api/orders';\nimport { useRevealCards } from './api';\n";
    expect(await importRulesBroken('apps/web/src/features/order/Probe.ts', code)).toEqual([]);
  });

  it('reports a feature importing another feature', async () => {
    const code = "import { useFileComplaint } from '../after-sale/api';\n";
    expect(await importRulesBroken('apps/web/src/features/order/Probe.ts', code)).toEqual([BOUNDARY]);
  });

  it('reports shared code importing a feature or the app shell', async () => {
    const feature = "import { useRevealCards } from '../features/order/api';\n";
    const shell = "import { ROUTES } from '../app/routes';\n";
    expect(await importRulesBroken('apps/web/src/components/Probe.tsx', feature)).toEqual([BOUNDARY]);
    expect(await importRulesBroken('apps/web/src/lib/probe.ts', shell)).toEqual([BOUNDARY]);
  });

  it('reports an import cycle', async () => {
    // RefundSummary imports the order api: the api importing RefundSummary would close a circle.
    const code = "import { RefundSummary } from './RefundSummary';\nexport const probe = RefundSummary;\n";
    expect(await importRulesBroken('apps/web/src/features/order/api.ts', code)).toEqual([CYCLE]);
  });
});

describe("antd-mobile's imperative calls", LINT, () => {
  it('come from lib/antd-imperative, which sets their renderer, not straight from antd-mobile', async () => {
    const code = "import { Dialog } from 'antd-mobile';\nexport const probe = Dialog;\n";
    const [result] = await eslint.lintText(code, {
      filePath: path.join(ROOT, 'apps/web/src/features/order/Probe.ts'),
    });
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['no-restricted-imports']);
  });
});

describe('the layers of the console and the seller centre', LINT, () => {
  it('reports a component importing a screen, and the seller centre importing the console', async () => {
    const page = "import OrdersPage from '../pages/OrdersPage';\nexport const probe = OrdersPage;\n";
    const consoleClient = "import { call } from '../api';\nexport const probe = call;\n";
    expect(await importRulesBroken('apps/admin/src/components/Probe.tsx', page)).toEqual([BOUNDARY]);
    expect(await importRulesBroken('apps/admin/src/seller/Probe.tsx', consoleClient)).toEqual([BOUNDARY]);
  });

  it('reports an import cycle', async () => {
    // i18n imports component-locales: component-locales importing i18n would close a circle.
    const code = "import { initI18n } from './i18n';\nexport const probe = initI18n;\n";
    expect(await importRulesBroken('apps/admin/src/component-locales.ts', code)).toEqual([CYCLE]);
  });
});
