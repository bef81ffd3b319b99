import { type APIResponse, type Browser, expect, type Page, test } from '@playwright/test';
import ar from '../packages/i18n/locales/ar.json' with { type: 'json' };
import en from '../packages/i18n/locales/en.json' with { type: 'json' };
import { axeViolations, latestCode, newShopperWithMoney, orderThroughApi, uploadPicture } from './support';

type Texts = typeof en;
type Finding = { page: string; rule: string; impact: string; target: string };

/**
 * A shopper's requests in every queue the console shows (a top-up with its evidence, a withdrawal, a refund
 * with its proof, a complaint with its certificate, a consultation), so that no page is scanned empty.
 */
async function fillQueues(browser: Browser) {
  const made = async (answer: Promise<APIResponse>, what: string) =>
    expect((await (await answer).json()).code, what).toBe(1);
  const context = await browser.newContext();
  const page = await context.newPage();
  const shopper = await newShopperWithMoney(page);
  const headers = { token: shopper.token };
  const image = await uploadPicture(page, shopper.token, 'evidence.png');
  await made(
    page.request.post('/api/user/recharge?lang=en', {
      headers,
      data: { method: 'card', amount: '30.00', image },
    }),
    'top-up',
  );
  await made(
    page.request.post('/api/user/complain?lang=en', {
      headers,
      data: { content: 'The parcel came late.', image },
    }),
    'complaint',
  );
  await page.request.post('/api/ems/send?lang=en', {
    headers,
    data: { email: shopper.email, event: 'withdraw' },
  });
  await made(
    page.request.post('/api/user/extract?lang=en', {
      headers,
      data: {
        type: 'bank',
        amount: '20',
        bank_name: 'Harbor Bank',
        card_no: '6222020200114455',
        holder: 'Axe Buyer',
        email_code: await latestCode(shopper.email),
      },
    }),
    'withdrawal',
  );
  const { orderId, product } = await orderThroughApi(page, shopper.token, 'Kettle');
  await page.request.post('/api/order/pay?lang=en', {
    headers,
    data: { order_id: orderId, pay_password: '123456' },
  });
  await made(
    page.request.post('/api/refund/apply?lang=en', {
      headers,
      data: {
        order_id: orderId,
        type: 'refund_only',
        amount: '1.00',
        goods_status: 'not_received',
        reason: 'changed_mind',
        explanation: 'The same kettle was ordered twice.',
        images: [image],
      },
    }),
    'refund',
  );
  await made(
    page.request.post('/api/consult/add?lang=en', {
      headers,
      data: { product_id: product.id, mch_id: product.shop_id, content: 'Does it switch off by itself?' },
    }),
    'consultation',
  );
  await context.close();
}

/** Waits until the page's data has arrived and antd's motions (drawers, dropdowns) have ended. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Scans the page as it shows now: the serious and critical violations, and its one named h1. */
async function scan(page: Page, name: string, findings: Finding[]) {
  await settle(page);
  for (const violation of await axeViolations(page)) {
    if (violation.impact !== 'critical' && violation.impact !== 'serious') continue;
    for (const node of violation.nodes) {
      findings.push({
        page: name,
        rule: violation.id,
        impact: violation.impact,
        target: node.target.map(String).join(' '),
      });
    }
  }
  const headings = page.getByRole('heading', { level: 1 });
  const count = await headings.count();
  if (count !== 1) {
    findings.push({ page: name, rule: 'one-h1', impact: 'serious', target: `${count} h1 headings` });
  } else {
    try {
      await expect(headings).toHaveAccessibleName(/\S/, { timeout: 1_000 });
    } catch {
      findings.push({ page: name, rule: 'one-h1', impact: 'serious', target: 'the h1 has no name' });
    }
  }
}

function report(findings: Finding[]) {
  const counts = new Map<string, number>();
  for (const finding of findings) counts.set(finding.rule, (counts.get(finding.rule) ?? 0) + 1);
  return [
    `${findings.length} serious or critical findings: ${[...counts].map(([rule, n]) => `${rule} ${n}`).join(', ')}`,
    ...findings.map(
      (finding) => `  ${finding.page} · ${finding.rule} (${finding.impact}) · ${finding.target}`,
    ),
  ].join('\n');
}

const LANGUAGES: { locale: string; texts: Texts; dir: 'ltr' | 'rtl' }[] = [
  { locale: 'en-US', texts: en, dir: 'ltr' },
  { locale: 'ar', texts: ar as Texts, dir: 'rtl' },
];

/** Every console page, by its address and the name the findings give it. */
const PAGES = [
  ['dashboard', '/admin/'],
  ['orders', '/admin/orders'],
  ['recharges', '/admin/recharges'],
  ['withdrawals', '/admin/withdrawals'],
  ['refunds', '/admin/refunds'],
  ['complaints', '/admin/complaints'],
  ['consults', '/admin/consults'],
  ['shoppers', '/admin/shoppers'],
  ['shops', '/admin/catalog/shops'],
  ['categories', '/admin/catalog/categories'],
  ['promos', '/admin/catalog/promos'],
  ['networks', '/admin/catalog/networks'],
  ['transfer accounts', '/admin/catalog/accounts'],
  ['articles', '/admin/catalog/articles'],
  ['audit log', '/admin/audits'],
  ['ledger', '/admin/ledger'],
  ['webhooks', '/admin/webhooks'],
  ['exchange rates', '/admin/currency-rates'],
  ['duties and taxes', '/admin/tax-rules'],
] as const;

test.beforeAll(async ({ browser }) => {
  await fillQueues(browser);
});

for (const { locale, texts, dir } of LANGUAGES) {
  test.describe(`in ${locale}`, () => {
    // The app's CSP forbids the script axe injects.
    test.use({ locale, bypassCSP: true });

    test(`the console passes WCAG 2.2 AA as axe measures it (${locale})`, async ({ page }) => {
      test.setTimeout(240_000);
      const findings: Finding[] = [];

      await page.goto('/admin/login');
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await scan(page, `${locale} login`, findings);
      await page.locator('#username').fill('admin');
      await page.locator('#password').fill('e2e-operator-secret');
      await page.getByRole('button', { name: texts.auth.login }).click();
      await expect(page.getByTestId('operator')).toHaveText('admin');

      for (const [name, path] of PAGES) {
        await page.goto(path);
        await scan(page, `${locale} ${name}`, findings);
      }

      await page.goto('/admin/products');
      await settle(page);
      await page.getByRole('button', { name: texts.common.edit, exact: true }).first().click();
      await expect(page.locator('.ant-drawer-open')).toHaveCount(1);
      await scan(page, `${locale} products, editor open`, findings);
      await page.keyboard.press('Escape');
      await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
      // The drawer leaves the page only when its closing animation ends, later on a busy machine.
      await expect(page.locator('.ant-drawer-content-wrapper')).toBeHidden();
      await scan(page, `${locale} products`, findings);
      await page.getByRole('button', { name: texts.console.translations }).first().click();
      await expect(page.locator('.ant-drawer-open')).toHaveCount(1);
      await scan(page, `${locale} products, translations open`, findings);

      expect(findings.length, report(findings)).toBe(0);
    });
  });
}
