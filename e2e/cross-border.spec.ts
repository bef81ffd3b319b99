import { type Browser, expect, type Page, test } from '@playwright/test';
import ar from '../packages/i18n/locales/ar.json' with { type: 'json' };
import de from '../packages/i18n/locales/de.json' with { type: 'json' };
import ri from '../packages/i18n/locales/ri.json' with { type: 'json' };
import { IPHONE_AGENT } from '../playwright.config';
import { ownServer } from './built-server';
import {
  fill,
  firstValuesOf,
  newShopperWithMoney,
  outOfBounds,
  OWN_SHOPPER,
  signInAs,
  snap,
} from './support';

/**
 * Shipping by destination and import taxes (decision 064) on a server of this journey's own: the zones and tax
 * rules it sets would otherwise change every other journey's checkout.
 */
const PORT = 3242;
const ownBase = ownServer(PORT);

type Product = { id: number; shop_id: number; name: string; price: string; is_virtual: boolean };

/** Two physical products of two different shops: the first ships everywhere, the second's shop only to the US. */
async function twoShopsProducts(page: Page): Promise<[Product, Product]> {
  const found = await (await page.request.get('/api/index/product?limit=50&lang=en')).json();
  const physical = (found.data.list as Product[]).filter((product) => !product.is_virtual);
  const [first] = physical;
  const second = physical.find((product) => product.shop_id !== first?.shop_id);
  if (!first || !second) throw new Error('the demo catalogue has physical products of two shops');
  return [first, second];
}

async function operatorSets(page: Page, usOnlyShopId: number) {
  const headers = { token: (await signInAs(page, 'operator')).token };
  const post = async (path: string, data: object) => {
    const answer = await (await page.request.post(`${path}?lang=en`, { headers, data })).json();
    expect(answer.code, `${path}: ${answer.msg}`).toBe(1);
  };
  await post('/api/admin/currency_rate/save', { code: 'JPY', rate: '150' });
  // Japan: consumption tax on every import, charged at checkout; Germany: 19 % on goods up to 160 dollars.
  await post('/api/admin/tax_rule/save', { country: 'JP', rate: '10', collect_up_to: null });
  await post('/api/admin/tax_rule/save', { country: 'DE', rate: '19', collect_up_to: '160.00' });
  await post('/api/admin/shop/shipping_zone/save', {
    shop_id: usOnlyShopId,
    name: 'United States',
    countries: ['US'],
    rule: 'flat',
    base: '5.00',
    handling_days: 1,
    transit_days_min: 2,
    transit_days_max: 5,
  });
}

async function phoneIn(browser: Browser, language: string) {
  const context = await browser.newContext({
    baseURL: ownBase(),
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE_AGENT,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(
    (code) => localStorage.setItem('setting', JSON.stringify({ lang: code })),
    language,
  );
  return context.newPage();
}

/** A new shopper speaking `language`, signed in on the phone. */
async function shopperIn(page: Page, language: string) {
  const shopper = await newShopperWithMoney(page);
  const chosen = await page.request.get(`/api/user/set_language?lang=en&file_name=${language}`, {
    headers: { token: shopper.token },
  });
  expect((await chosen.json()).code).toBe(1);
  await page.context().addCookies([{ name: 'token', value: shopper.token, url: ownBase() }]);
  return shopper;
}

async function toBag(page: Page, token: string, product: Product) {
  const spec = await firstValuesOf(page, product.id);
  const added = await page.request.post('/api/cart/add?lang=en', {
    headers: { token },
    data: { product_id: product.id, quantity: 1, spec: spec || undefined },
  });
  expect((await added.json()).code).toBe(1);
}

/** Checks out the bag's lines of these products through the app, finding each by its name in `language`. */
async function checkoutFromBag(page: Page, products: Product[], language: string) {
  await page.goto('/bag');
  for (const product of products) {
    const detail = await (
      await page.request.get(`/api/product/detail?id=${product.id}&lang=${language}`)
    ).json();
    const name = detail.data.name as string;
    await page.getByTestId('bag-line').filter({ hasText: name }).locator('.adm-checkbox').click();
  }
  await expect(page.getByTestId('checkout')).toContainText(String(products.length));
  await page.getByTestId('checkout').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('shop-order').first()).toBeVisible();
}

const centsOf = (money: string) => Math.round(Number(money) * 100);

test('a Japanese shopper enters a Japanese address, is told before paying which shop does not ship to Japan, and pays the consumption tax', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const desk = await (await browser.newContext({ baseURL: ownBase() })).newPage();
  const [everywhere, usOnly] = await twoShopsProducts(desk);
  await operatorSets(desk, usOnly.shop_id);

  const page = await phoneIn(browser, 'ri');
  const shopper = await shopperIn(page, 'ri');

  // The address in Japan's own layout: postcode and prefecture first, the phone as the Japanese write it.
  await page.goto('/address');
  await page.getByRole('button', { name: ri.address.add }).click();
  await page.getByTestId('address-country').click();
  await page.getByPlaceholder(ri.address.country_search).fill('日本');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^日本 JP$/ })
    .click();
  // Japan's form comes with its country file, fetched when it is chosen: its parts are read once it is drawn.
  await expect(page.locator('.adm-form-item-label').filter({ hasText: ri.field.part.postal })).toBeVisible();
  const labels = await page.locator('.adm-form-item-label').allTextContents();
  expect(labels.findIndex((label) => label.includes(ri.field.part.postal))).toBeLessThan(
    labels.findIndex((label) => label.includes(ri.field.part.prefecture)),
  );
  await fill(page, ri.field.part.postal, '150-0002');
  await fill(page, ri.field.part.prefecture, '東京都');
  await fill(page, ri.field.address, '渋谷区渋谷2-21-1 ヒカリエ 11階');
  await fill(page, ri.field.consignee, '山田 花子');
  await fill(page, ri.field.mobile, '090-1234-5678');
  await page.locator('.tag-selector').getByText(ri.address.tags.home).click();
  await page
    .locator('.adm-form-item')
    .filter({ hasText: ri.address.set_default })
    .locator('.adm-switch')
    .click();
  await page.getByRole('button', { name: ri.common.save }).click();
  await expect(page).toHaveURL(/\/address$/);
  const japanese = page.getByTestId('address-card').filter({ hasText: '山田 花子' });
  await expect(japanese).toContainText('090-1234-5678');
  const stored = await (
    await page.request.get('/api/user/address_list?lang=en', { headers: { token: shopper.token } })
  ).json();
  const japan = stored.data.find((address: { consignee: string }) => address.consignee === '山田 花子');
  const japanAddressId = japan.id as number;
  expect(japan).toMatchObject({
    country: 'JP',
    mobile: '+819012345678',
    postcode: '150-0002',
    is_default: true,
  });

  // Both shops' goods in the bag: the shop that ships to the US only is named before payment.
  await toBag(page, shopper.token, everywhere);
  await toBag(page, shopper.token, usOnly);
  await checkoutFromBag(page, [everywhere, usOnly], 'ri');
  await expect(page.getByTestId('checkout-address')).toContainText('山田 花子');
  const refused = page.locator('[data-testid=shop-order][data-ships=false]');
  await expect(refused.getByTestId('not-shipping')).toContainText('日本');
  await expect(page.getByTestId('place-order')).toBeDisabled();
  await snap(page, 'checkout-ja-not-shipping');

  // Without it, the parcel to Japan: its window, 10 % tax on goods and shipping, yen beside every dollar.
  await checkoutFromBag(page, [everywhere], 'ri');
  const lines = await (
    await page.request.get('/api/cart/list?lang=en', { headers: { token: shopper.token } })
  ).json();
  const line = lines.data.find((candidate: { product_id: number }) => candidate.product_id === everywhere.id);
  const preview = await (
    await page.request.post('/api/order/preview?lang=en', {
      headers: { token: shopper.token },
      data: { cart_ids: [line.id], address_id: japanAddressId },
    })
  ).json();
  const goods = centsOf(preview.data.goods);
  const freight = centsOf(preview.data.freight);
  expect(centsOf(preview.data.tax)).toBe(Math.floor((goods + freight) * 0.1 + 0.5));
  await expect(page.getByTestId('delivery-window')).toBeVisible();
  const taxLine = page.getByTestId('checkout-tax');
  await expect(taxLine).toContainText(ri.order.tax);
  await expect(taxLine.locator('[data-money]').first()).toHaveAttribute('data-money', preview.data.tax);
  await expect(taxLine.locator('[data-estimate="JPY"]')).toBeVisible();
  const total = page.locator('.checkout-bar [data-money]').first();
  await expect(total).toHaveAttribute('data-money', preview.data.total);
  await expect(page.getByTestId('place-order')).toBeEnabled();
  expect(await outOfBounds(page, '.checkout-page .adm-list-item, .checkout-page .card-section', 390)).toEqual(
    [],
  );
  await snap(page, 'checkout-ja');

  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/payment\?order_id=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  await page.getByRole('textbox', { name: ri.field.pay_password }).fill(OWN_SHOPPER.payCode);
  await page.getByTestId('pay').click();
  await expect(page).toHaveURL(new RegExp(`/orderInfo/${orderId}$`));
  await expect(page.getByText(ri.order.tax)).toBeVisible();
  await expect(page.getByTestId('order-delivery')).toBeVisible();
  const info = await (
    await page.request.get('/api/user/getUserInfo?lang=en', { headers: { token: shopper.token } })
  ).json();
  expect(Math.round(Number(info.data.balance) * 100)).toBe(50_000 - centsOf(preview.data.total));
});

test('checkout in German and in Arabic to Germany: 19 % of goods and shipping included, or due on delivery above 160.00', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const desk = await (await browser.newContext({ baseURL: ownBase() })).newPage();
  const [everywhere] = await twoShopsProducts(desk);
  for (const [language, texts] of [
    ['de', de],
    ['ar', ar],
  ] as const) {
    const page = await phoneIn(browser, language);
    const shopper = await shopperIn(page, language);
    const added = await (
      await page.request.post('/api/user/address_add?lang=en', {
        headers: { token: shopper.token },
        data: {
          country: 'DE',
          consignee: 'Lena Schmidt',
          mobile: '0151 23456789',
          locality: 'Berlin',
          postcode: '10115',
          address: 'Invalidenstraße 117',
          tag: 'Home',
          is_default: true,
        },
      })
    ).json();
    expect(added.code, added.msg).toBe(1);
    await toBag(page, shopper.token, everywhere);
    await checkoutFromBag(page, [everywhere], language);
    await expect(page.getByTestId('checkout-address')).toContainText('Lena Schmidt');
    await expect(page.getByTestId('checkout-tax')).toContainText(texts.order.tax);
    // 19 % of goods and shipping, to the cent, as the screen shows it (within the rule's 160.00).
    const goods = centsOf(everywhere.price);
    const shown = page.getByTestId('checkout-tax').locator('[data-money]').first();
    const shipping = centsOf(
      (await page
        .getByTestId('checkout-freight')
        .locator('[data-money]')
        .first()
        .getAttribute('data-money')) ?? '',
    );
    expect(goods).toBeLessThanOrEqual(16_000);
    await expect(shown).toHaveAttribute(
      'data-money',
      (Math.floor((goods + shipping) * 0.19 + 0.5) / 100).toFixed(2),
    );
    expect(
      await outOfBounds(page, '.checkout-page .adm-list-item, .checkout-page .card-section', 390),
    ).toEqual([]);
    await snap(page, `checkout-${language}`);

    // Two of them are worth more than the rule's 160.00: nothing charged now, the note says it may be on delivery.
    await toBag(page, shopper.token, everywhere);
    await checkoutFromBag(page, [everywhere], language);
    await expect(page.getByTestId('checkout-tax-on-delivery')).toHaveText(texts.order.tax_on_delivery);
    await expect(page.getByTestId('checkout-tax')).toHaveCount(0);
    await page.context().close();
  }
});
