import { expect, type Locator, test } from '@playwright/test';
import en from '../packages/i18n/locales/en.json' with { type: 'json' };
import ri from '../packages/i18n/locales/ri.json' with { type: 'json' };
import { IPHONE_AGENT } from '../playwright.config';
import { ownServer } from './built-server';
import {
  chooseEverySpec,
  firstValuesOf,
  newShopperWithMoney,
  outOfBounds,
  OWN_SHOPPER,
  signInAs,
  signInOnScreen,
  snap,
} from './support';

/**
 * Display currencies (decision 062) on a server of this journey's own: the rates it imports would otherwise show
 * estimates on every other journey's screens in the languages the file prices.
 */
const PORT = 3241;
const ownBase = ownServer(PORT);

/** The ECB's daily file for a day: 1.08 dollars and 162 yen a euro, so 150 yen a dollar. */
function ecbFile(day: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
  <Cube>
    <Cube time='${day}'>
      <Cube currency='USD' rate='1.08'/>
      <Cube currency='JPY' rate='162'/>
      <Cube currency='GBP' rate='0.8316'/>
    </Cube>
  </Cube>
</gesmes:Envelope>
`;
}
const YEN_PER_DOLLAR = 150;

/** Whole yen of an amount of dollar cents at 150 yen a dollar, rounded half up (JPY has no minor unit). */
const yenOf = (cents: number) => Math.round((cents * YEN_PER_DOLLAR) / 100);

/** The whole number an estimate shows ("≈ ￥8,085" → 8085). */
async function yenShown(estimate: Locator) {
  const text = (await estimate.textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

const centsOf = async (money: Locator) => Math.round(Number(await money.getAttribute('data-money')) * 100);

test('the operator imports the ECB file; a Japanese shopper sees yen beside dollars and the receipt keeps the rate', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const base = ownBase();

  // The operator imports yesterday's file (rates hold from its day at 14:00 UTC, so it is under a day old).
  const desk = await (
    await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } })
  ).newPage();
  await signInOnScreen(desk, 'operator');
  await desk.goto('/admin/currency-rates');
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await desk.locator('input[type=file]').setInputFiles({
    name: 'eurofxref-daily.xml',
    mimeType: 'text/xml',
    buffer: Buffer.from(ecbFile(yesterday)),
  });
  await desk.getByTestId('import-rates').click();
  await expect(desk.getByText(en.console.rates_set.replace('{{codes}}', 'EUR, GBP, JPY'))).toBeVisible();
  const yenRow = desk.locator('tr').filter({ has: desk.getByRole('cell', { name: 'JPY', exact: true }) });
  await expect(yenRow).toContainText(String(YEN_PER_DOLLAR));
  await expect(yenRow).toContainText(en.console.rate_fresh);
  await desk.screenshot({ path: 'docs/screenshots/console-rates.png' });

  // A shopper whose app speaks Japanese: yen is the language's currency.
  const phone = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE_AGENT,
    isMobile: true,
    hasTouch: true,
  });
  await phone.addInitScript(() => localStorage.setItem('setting', JSON.stringify({ lang: 'ri' })));
  const page = await phone.newPage();
  const shopper = await newShopperWithMoney(page);
  // The account speaks Japanese too (the account's language wins once signed in).
  const chosen = await page.request.get('/api/user/set_language?lang=en&file_name=ri', {
    headers: { token: shopper.token },
  });
  expect((await chosen.json()).code).toBe(1);
  await phone.addCookies([{ name: 'token', value: shopper.token, url: base }]);

  const found = await (await page.request.get('/api/index/product?keyword=backpack&lang=en')).json();
  const product = found.data.list.find((item: { is_virtual: boolean }) => !item.is_virtual);
  await page.goto(`/detail/${product.id}`);
  const price = page.locator('.price').first().locator('[data-money]').first();
  const estimate = price.locator('[data-estimate="JPY"]');
  await expect(estimate).toBeVisible();
  expect(await yenShown(estimate)).toBe(yenOf(await centsOf(price)));

  // Bought through the app: the dollars are what is paid, the order keeps the yen it was shown.
  expect(await firstValuesOf(page, product.id)).not.toBe('');
  await expect(page.locator('.spec-group').first()).toBeVisible();
  await chooseEverySpec(page);
  await page.getByRole('button', { name: ri.detail.buy_now }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-address')).toContainText(OWN_SHOPPER.address.consignee);
  const total = page.locator('.checkout-bar [data-money]').first();
  // The bar shows 0.00 until the checkout's preview answers.
  await expect(total).not.toHaveAttribute('data-money', '0.00');
  await expect(total.locator('[data-estimate="JPY"]')).toBeVisible();
  const totalCents = await centsOf(total);
  expect(await yenShown(total.locator('[data-estimate="JPY"]'))).toBe(yenOf(totalCents));
  await snap(page, 'checkout-yen');
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/payment\?order_id=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  await page.getByRole('textbox', { name: ri.field.pay_password }).fill(OWN_SHOPPER.payCode);
  await page.getByTestId('pay').click();
  await expect(page).toHaveURL(new RegExp(`/orderInfo/${orderId}$`));

  // The receipt: the total in yen at the order's rate, as the order stored it.
  const receipt = page.getByTestId('order-display');
  await expect(receipt).toContainText(yenOf(totalCents).toLocaleString('en-US'));
  await expect(receipt).toContainText(new RegExp(`${YEN_PER_DOLLAR}\\W* JPY`));
  const order = await (
    await page.request.get(`/api/order/detail?id=${orderId}&lang=en`, { headers: { token: shopper.token } })
  ).json();
  expect(order.data.display).toEqual({
    currency: 'JPY',
    rate: String(YEN_PER_DOLLAR),
    total: String(yenOf(totalCents)),
  });
  await snap(page, 'order-yen');

  // The balance fell by the dollars, to the cent.
  const info = await (
    await page.request.get('/api/user/getUserInfo?lang=en', { headers: { token: shopper.token } })
  ).json();
  expect(Math.round(Number(info.data.balance) * 100)).toBe(50_000 - totalCents);
});

test('at 360 px, a price and its estimate stay whole in a product card, in Vietnamese and in Arabic', async ({
  browser,
}) => {
  const base = ownBase();
  const desk = await (await browser.newContext({ baseURL: base })).newPage();
  const operator = (await signInAs(desk, 'operator')).token;
  // Dong have no minor unit and seven digits for a few dollars: the longest estimates of the 14 languages.
  for (const [code, rate] of [
    ['VND', '25345'],
    ['SAR', '3.75'],
  ]) {
    const saved = await desk.request.post('/api/admin/currency_rate/save?lang=en', {
      headers: { token: operator },
      data: { code, rate },
    });
    expect((await saved.json()).code).toBe(1);
  }
  for (const language of ['vit', 'ar']) {
    const phone = await browser.newContext({
      baseURL: base,
      viewport: { width: 360, height: 780 },
      userAgent: IPHONE_AGENT,
      isMobile: true,
      hasTouch: true,
    });
    await phone.addInitScript(
      (code) => localStorage.setItem('setting', JSON.stringify({ lang: code })),
      language,
    );
    const page = await phone.newPage();
    await page.goto('/home');
    await expect(page.locator('.home-page .product-card .money-estimate').first()).toBeVisible();
    expect(await outOfBounds(page, '.home-page .product-card .price', 360), language).toEqual([]);
    await phone.close();
  }
});
