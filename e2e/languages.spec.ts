import { expect, test } from '@playwright/test';
import ar from '../packages/i18n/locales/ar.json' with { type: 'json' };
import de from '../packages/i18n/locales/de.json' with { type: 'json' };
import ri from '../packages/i18n/locales/ri.json' with { type: 'json' };
import catalogue from '../apps/server/src/seed/translations/ri.json' with { type: 'json' };
import catalogueDe from '../apps/server/src/seed/translations/de.json' with { type: 'json' };
import { newShopper, snap } from './support';

test('a guest with a Japanese browser reads Japanese and switches to Deutsch from Home', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByText(ri.home.hot_products)).toBeVisible();
  const firstName = page.locator('.product-card-name').first();
  const japaneseName = await firstName.innerText();
  const english = Object.entries(catalogue.products).find(([, texts]) => texts.name === japaneseName)?.[0];
  const germanName = catalogueDe.products[english as keyof typeof catalogueDe.products].name;

  // The globe opens the list in place: no login, no other route.
  await page.getByRole('button', { name: ri.route.language }).click();
  const picker = page.getByRole('dialog', { name: ri.route.language });
  await expect(picker).toBeVisible();
  await snap(page, 'language-picker');
  await picker.getByTestId('language-de').click();
  await expect(picker).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText(de.home.hot_products)).toBeVisible();
  // The confirmation in the language chosen, and the names already on screen fetched again in it, unreloaded.
  await expect(page.getByText(de.msg.setting_success)).toBeVisible();
  await expect(firstName).toHaveText(germanName);
  // Prices as German writes them: comma decimals, point groups, the dollar label after the amount.
  await expect(page.locator('.product-card .price > bdi').first()).toHaveText(
    /^\d{1,3}(\.\d{3})*,\d{2}\s\$$/,
  );
  await page.reload();
  await expect(page.getByText(de.home.hot_products)).toBeVisible();
  await snap(page, 'home-german');
  await context.close();
});

test('login and register offer the language list to a guest', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('language-button').click();
  await page.getByRole('dialog').getByTestId('language-ar').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(ar.msg.setting_success)).toBeVisible();
  // A toast breaks its lines between words, not inside one as antd-mobile's own style would.
  await expect(page.locator('.adm-toast-main')).toHaveCSS('word-break', 'normal');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: ar.auth.login, exact: true })).toBeVisible();
  await snap(page, 'login-arabic');

  await page.goto('/register');
  await page.getByTestId('language-button').click();
  await page.getByRole('dialog').getByTestId('language-de').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: de.auth.register, exact: true })).toBeVisible();
});

test('a Japanese browser shows a product, its shop, Explore and help in Japanese', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const list = (await (await page.request.get('/api/index/product?limit=50&lang=en')).json()).data.list;
  const english = await Promise.all(
    list.map(
      async (row: { id: number }) =>
        (await (await page.request.get(`/api/product/detail?id=${row.id}&lang=en`)).json()).data,
    ),
  );
  const product = english.find((row: { specs: unknown[] }) => row.specs.length > 0);
  const japanese = catalogue.products[product.name as keyof typeof catalogue.products];
  await page.goto(`/detail/${product.id}/${product.shop.id}`);
  await expect(page.getByRole('heading', { level: 2, name: japanese.name })).toBeVisible();
  await expect(page.getByText(japanese.description)).toBeVisible();
  const specName = catalogue.specNames[product.specs[0].name as keyof typeof catalogue.specNames];
  await expect(page.getByText(specName, { exact: true }).first()).toBeVisible();
  const shop = catalogue.shops[product.shop.name as keyof typeof catalogue.shops];
  await expect(page.getByText(shop.name)).toBeVisible();

  // Its shop, Explore and the help page speak Japanese too.
  await page.goto(`/shop/${product.shop.id}`);
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await expect(page.getByText(shop.description)).toBeVisible();
  await page.goto('/explore');
  await expect(page.locator('.adm-side-bar-item').first()).toContainText(ri.category.computer);
  const japaneseNames = Object.values(catalogue.products).map((texts) => texts.name);
  await expect(page.locator('.product-card-name').first()).toBeVisible();
  expect(japaneseNames).toContain(await page.locator('.product-card-name').first().textContent());
  // Help is for signed-in shoppers (the spec's guard); one signs in on the Japanese page.
  const shopper = newShopper();
  await page.request.post('/api/user/register?lang=ja', { data: shopper });
  await page.goto('/login');
  await page.getByRole('textbox', { name: ri.field.account }).fill(shopper.username);
  await page.getByRole('textbox', { name: ri.field.password }).fill(shopper.password);
  await page.getByRole('button', { name: ri.auth.login, exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/helpAndSupport');
  await expect(page.getByText(catalogue.articles.help.ordering.title)).toBeVisible();
  await expect(page.getByText(catalogue.articles.help.ordering.content)).toBeVisible();
  await context.close();
});

test('a phone asks for its language file before i18next has arrived', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // i18next's chunk held back on a slow network: the page's preload entry must not wait for it to ask for the
  // German texts, which the first screen waits on as well.
  const HELD_MS = 1_500;
  let i18nextReleasedAt = Number.POSITIVE_INFINITY;
  let germanAskedAt = Number.POSITIVE_INFINITY;
  await page.route('**/assets/*.js', async (route) => {
    const askedAt = Date.now();
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(de.home.hot_products)) germanAskedAt = Math.min(germanAskedAt, askedAt);
    if (body.includes('i18next:')) {
      await new Promise((resolve) => setTimeout(resolve, HELD_MS));
      i18nextReleasedAt = Date.now();
    }
    await route.fulfill({ response, body });
  });
  await page.goto('/home');
  await expect(page.getByText(de.home.hot_products)).toBeVisible();
  expect(germanAskedAt).toBeLessThan(i18nextReleasedAt - HELD_MS / 2);
  await context.close();
});
