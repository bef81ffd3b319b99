import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { apiData, newShopperWithMoney, openShopThroughApi, signInAs, uploadPicture } from './support';

/** The header's Log Out as each language names it. */
const logOutIn = (code: string) =>
  JSON.parse(readFileSync(`packages/i18n/locales/${code}.json`, 'utf8')).common.logout as string;

const DOCUMENTED = ['seller-phone-products', 'seller-phone-shop-arabic', 'seller-phone-dashboard-arabic'];

const PAGES = ['/', '/orders', '/products', '/refunds', '/consults', '/reviews', '/money', '/staff', '/shop'];

/** How far the page and the header's Log Out reach past the phone's width, and whether Log Out is there. */
async function overflow(page: Page, logOut: string) {
  return page.evaluate((logOut) => {
    const logout = [...document.querySelectorAll('header button')].find(
      (button) => button.textContent?.trim() === logOut,
    );
    const box = logout?.getBoundingClientRect();
    return {
      scrollWidth: document.documentElement.scrollWidth,
      logout: box ? { left: Math.round(box.left), right: Math.round(box.right) } : null,
    };
  }, logOut);
}

for (const language of [
  { code: 'en', dir: 'ltr', suffix: '' },
  { code: 'ar', dir: 'rtl', suffix: '-arabic' },
]) {
  test(`the seller centre fits a phone's width (${language.code})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const token = (await signInAs(page, 'merchant')).token;
    await page.addInitScript(
      ({ token, lang }) => {
        localStorage.setItem('seller.token', token);
        localStorage.setItem('console.lang', lang);
      },
      { token, lang: language.code },
    );
    for (const path of PAGES) {
      await page.goto(`/seller${path === '/' ? '' : path}`);
      await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
      await expect(page.getByTestId('seller-shop')).not.toBeEmpty();
      await expect(page.locator('h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const measured = await overflow(page, logOutIn(language.code));
      expect.soft(measured.scrollWidth, `${path}: the page is wider than the phone`).toBeLessThanOrEqual(390);
      expect.soft(measured.logout, `${path}: Log Out`).not.toBeNull();
      expect
        .soft(measured.logout?.left ?? -1, `${path}: Log Out starts before the screen`)
        .toBeGreaterThanOrEqual(0);
      expect
        .soft(measured.logout?.right ?? Infinity, `${path}: Log Out ends past the screen`)
        .toBeLessThanOrEqual(390);
      // The shop's name stays on one line (cut with an ellipsis when long), never a letter a line.
      const name = page.getByTestId('seller-shop');
      const lineHeight = await name.evaluate(
        (element) => parseFloat(getComputedStyle(element).lineHeight) || 22,
      );
      expect
        .soft((await name.boundingBox())?.height ?? Infinity, `${path}: the shop's name wraps`)
        .toBeLessThanOrEqual(lineHeight * 1.5);
      if (path !== '/orders' && path !== '/money') {
        const slug = path === '/' ? 'dashboard' : path.slice(1);
        const shot = `seller-phone-${slug}${language.suffix}`;
        // The README shows a few; the rest are for looking at after a run.
        const folder = DOCUMENTED.includes(shot) ? 'docs/screenshots' : 'test-results';
        await page.screenshot({ path: `${folder}/${shot}.png` });
      }
    }
  });
}

test('a refund the shop refused shows what waits, not "Shop decides", as a card on a phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A shop of the journey's own, a shopper's paid order of it and their refund, refused by the shop.
  const { category, seller } = await openShopThroughApi(
    page,
    `Pocket Lamps and Lanterns of the Northern Coast ${Date.now() % 100_000}`,
    'Lamps',
  );
  const product = await apiData(page, 'POST', '/api/seller/product/save', seller.token, {
    name: 'Pocket lamp',
    price: '12.00',
    stock: 5,
    category_id: category.id,
  });
  const buyer = await newShopperWithMoney(page);
  const [address] = await apiData(page, 'GET', '/api/user/address_list', buyer.token);
  const order = await apiData(page, 'POST', '/api/order/create', buyer.token, {
    items: [{ product_id: product.id, quantity: 1 }],
    address_id: address.id,
  });
  await apiData(page, 'POST', '/api/order/pay', buyer.token, {
    order_id: order.order_id,
    pay_password: '123456',
  });
  const refund = await apiData(page, 'POST', '/api/refund/apply', buyer.token, {
    order_id: order.order_id,
    type: 'refund_only',
    amount: '12.00',
    goods_status: 'not_received',
    reason: 'changed_mind',
    explanation: 'Ordered twice',
    images: [await uploadPicture(page, buyer.token)],
  });
  await apiData(page, 'POST', '/api/seller/refund/audit', seller.token, {
    id: refund.id,
    pass: false,
    remark: 'Already on its way',
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((token) => localStorage.setItem('seller.token', token), seller.token as string);
  await page.goto('/seller/refunds');
  const card = page.getByTestId('desk-card').filter({ hasText: 'Already on its way' });
  await expect(card).toContainText('Refused by the shop; the shopper may take it to the platform');
  await expect(card).not.toContainText('Shop decides');
  await page.screenshot({ path: 'docs/screenshots/seller-phone-refunds.png' });
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await width()).toBeLessThanOrEqual(390);
  // The long shop name is one line, cut with an ellipsis; Log Out stays on the screen.
  const name = await page.getByTestId('seller-shop').boundingBox();
  expect(name?.height ?? Infinity).toBeLessThan(30);
  const logOut = await page.locator('header').getByRole('button', { name: 'Log Out' }).boundingBox();
  expect((logOut?.x ?? Infinity) + (logOut?.width ?? 0)).toBeLessThanOrEqual(390);
  // The menu opens in a drawer over the page, which keeps its width, and takes the seller to another page.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('.ant-drawer').getByRole('menuitem', { name: 'Products' })).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(390);
  expect((await page.locator('h1').boundingBox())?.width ?? 0).toBeGreaterThan(300);
  await page.screenshot({ path: 'test-results/seller-phone-menu.png' });
  await page.getByRole('menuitem', { name: 'Products' }).click();
  await expect(page.locator('h1')).toHaveText('Products');
});
