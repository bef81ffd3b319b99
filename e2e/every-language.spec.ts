import { expect, type Page, test } from '@playwright/test';
import { LANGUAGES } from '@storefront/shared';
import ar from '../packages/i18n/locales/ar.json' with { type: 'json' };
import { chooseAccountLanguage, inLanguage, loginAs, newShopper, outOfBounds, snap } from './support';

/** The main screens in each of the 14 languages at a small phone's width, and Arabic read right to left. */

const WIDTH = 360;
const CONTROLS = [
  'button',
  'a[href]',
  'input',
  '.adm-tabs-tab',
  '.tab-bar-item',
  '.adm-form-item-label',
  '.choice-chip',
  '.adm-list-item-content-main',
  '.adm-side-bar-item',
].join(', ');

type Language = (typeof LANGUAGES)[number];

/**
 * Each screen (a path and what shows its content has loaded) in each language, chosen by `choose`: the
 * controls that leave the screen or are cut, all of them, so that one run names every problem.
 */
async function problemsOf(
  page: Page,
  screens: [path: string, ready: string][],
  choose: (language: Language) => Promise<void>,
) {
  const problems: object[] = [];
  for (const language of LANGUAGES) {
    await choose(language);
    for (const [path, ready] of screens) {
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language.bcp47);
      const found = await outOfBounds(page, CONTROLS, WIDTH);
      problems.push(...found.map((control) => ({ at: `${language.code} ${path}`, ...control })));
    }
  }
  return problems;
}

test.describe(`at ${WIDTH} px, in each of the 14 languages`, () => {
  test.use({ viewport: { width: WIDTH, height: 740 } });

  test('no control of the guest’s main screens leaves the screen or is cut', async ({ page }) => {
    test.setTimeout(180_000);
    const screens: [string, string][] = [
      ['/home', '.product-card'],
      ['/explore', '.adm-side-bar-item'],
      ['/search?keyword=a', '.product-card'],
      ['/shop/1', '.product-card'],
      ['/login', '.adm-form-item-label'],
      ['/register', '.adm-form-item-label'],
    ];
    expect(await problemsOf(page, screens, (language) => inLanguage(page, language.code))).toEqual([]);
  });

  test('nor of the shopper’s bag, profile and orders', async ({ page }) => {
    test.setTimeout(180_000);
    const shopper = newShopper();
    const registered = await (
      await page.request.post('/api/user/register?lang=en', { data: shopper })
    ).json();
    const token = registered.data.userinfo.token as string;
    // Something in the bag, so that its lines, stepper and check-out bar are measured too.
    const found = await (await page.request.get('/api/index/product?keyword=Mouse&lang=en')).json();
    const product = found.data.list[0];
    const detail = await (await page.request.get(`/api/product/detail?id=${product.id}&lang=en`)).json();
    const spec = detail.data.specs
      .map((choice: { name: string; values: string[] }) => `${choice.name}: ${choice.values[0]}`)
      .join('; ');
    await page.request.post('/api/cart/add?lang=en', {
      headers: { token },
      data: { product_id: product.id, quantity: 1, spec: spec || undefined },
    });
    await loginAs(page, shopper.username, shopper.password);
    const screens: [string, string][] = [
      ['/bag', '.bag-line-name'],
      ['/profile', '.adm-list-item-content-main'],
      ['/myPurchases/all', '.adm-tabs-tab'],
      ['/setting', '.adm-list-item-content-main'],
    ];
    const problems = await problemsOf(page, screens, (language) =>
      chooseAccountLanguage(page, language.file_name),
    );
    expect(problems).toEqual([]);
  });
});

test('in Arabic, tabs start at the right and names keep their own direction', async ({ page }) => {
  await inLanguage(page, 'ar');
  await page.goto('/search?keyword=Mouse');
  await expect(page.locator('.product-card').first()).toBeVisible();
  const sortTabs = page.locator('.sort-tabs .adm-tabs-tab');
  const first = await sortTabs.first().boundingBox();
  const second = await sortTabs.nth(1).boundingBox();
  expect(first && second && first.x > second.x, 'the first sort tab is the rightmost').toBe(true);
  // Product names are isolated, so a Latin name inside the Arabic page keeps its own word order.
  await expect(page.locator('.product-card-name > bdi').first()).toBeVisible();
});

test('in Arabic, the order tabs start with "all" at the right', async ({ page }) => {
  const shopper = newShopper();
  await page.request.post('/api/user/register?lang=en', { data: shopper });
  await loginAs(page, shopper.username, shopper.password);
  await chooseAccountLanguage(page, 'ar');
  await page.goto('/myPurchases/all');
  const orderTabs = page.locator('.order-tabs .adm-tabs-tab');
  await expect(orderTabs.first()).toHaveText(ar.order.status.all);
  const all = await orderTabs.first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(all && all.x + all.width > width - 40, 'the "all" tab is at the right').toBe(true);
  await snap(page, 'orders-arabic');
});
