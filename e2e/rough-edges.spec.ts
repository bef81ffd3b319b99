import { expect, type Page, test } from '@playwright/test';
import { LANGUAGES } from '@storefront/shared';
import en from '../packages/i18n/locales/en.json' with { type: 'json' };
import {
  chooseEverySpec,
  chooseAccountLanguage,
  credit,
  fill,
  inLanguage,
  loginAs,
  newShopper,
  orderThroughApi,
  outOfBounds,
  toast,
} from './support';

/** What a shopper met on the way through the app: ways in, dead ends, silent refusals, cut-off buttons. */

async function registered(page: Page) {
  const shopper = newShopper();
  const response = await page.request.post('/api/user/register?lang=en', { data: shopper });
  const body = await response.json();
  expect(body.code).toBe(1);
  return { ...shopper, id: body.data.userinfo.id as number, token: body.data.userinfo.token as string };
}

test('the favicon is there, at /favicon.ico and linked from the page', async ({ page }) => {
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  await page.goto('/home');
  const linked = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect((await page.request.get(linked ?? '/none')).status()).toBe(200);
});

test('complaints are reached from an order, from Me and from customer service', async ({ page }) => {
  const shopper = await registered(page);
  const as = { headers: { token: shopper.token } };
  await page.request.post('/api/user/address_add?lang=en', {
    ...as,
    data: {
      consignee: 'Kim',
      mobile: '+1 555 0109',
      area: 'US, WA, Seattle',
      address: '5 Elm St',
      tag: 'home',
    },
  });
  const unpaid = (await orderThroughApi(page, shopper.token, 'Mouse')).orderId;
  const paid = (await orderThroughApi(page, shopper.token, 'Mouse')).orderId;
  await page.request.post('/api/user/resetPay?lang=en', {
    ...as,
    data: { pay_password: '135790', password: shopper.password },
  });
  await credit(page, shopper.id, '500.00');
  const payment = await page.request.post('/api/order/pay?lang=en', {
    ...as,
    data: { order_id: paid, pay_password: '135790' },
  });
  expect((await payment.json()).code).toBe(1);
  await loginAs(page, shopper.username, shopper.password);

  // Nothing to complain about before paying.
  await page.goto(`/orderInfo/${unpaid}`);
  await expect(page.getByTestId('order-info-status')).toBeVisible();
  await expect(page.getByTestId('complain')).toHaveCount(0);

  // A paid one has its way in.
  await page.goto(`/orderInfo/${paid}`);
  await page.getByTestId('complain').click();
  await expect(page).toHaveURL(new RegExp(`/complaint/${paid}$`));
  await expect(page.getByText(en.complaint.order_hint)).toBeVisible();

  // From Me and from customer service, the platform complaint.
  await page.goto('/profile');
  await page.getByText(en.profile.complaints, { exact: true }).click();
  await expect(page).toHaveURL(/\/platformComplaint$/);
  await expect(page.getByText(en.complaint.platform_hint)).toBeVisible();
  await page.goto('/service');
  await page.getByText(en.service.complain).click();
  await expect(page).toHaveURL(/\/platformComplaint$/);
  await page.goto('/helpAndSupport');
  await page.getByText(en.service.complain).click();
  await expect(page).toHaveURL(/\/platformComplaint$/);
});

test('an address added from checkout is chosen there when the shopper comes back', async ({ page }) => {
  const shopper = await registered(page);
  await loginAs(page, shopper.username, shopper.password);
  await page.goto('/search?keyword=Mouse');
  await page.getByTestId('product-card').first().click();
  await expect(page.locator('.detail-name')).toBeVisible();
  await chooseEverySpec(page);
  await page.getByRole('button', { name: en.detail.buy_now }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByTestId('checkout-address').click();
  await page.getByText(en.address.add).click();
  await expect(page).toHaveURL(/\/addressForm$/);
  // The country first (decision 063), then its fields.
  await page.getByTestId('address-country').click();
  await page.getByPlaceholder(en.address.country_search).fill('United States');
  await page.getByRole('dialog').getByRole('button', { name: 'United States US', exact: true }).click();
  await fill(page, 'Addressee', 'Robin Checkout');
  await fill(page, 'Mobile number', '(201) 555-0177');
  await fill(page, 'Detailed address', '77 Market Street');
  await fill(page, 'City', 'Portland');
  await fill(page, 'State', 'OR');
  await fill(page, 'ZIP code', '97205');
  await page.locator('.tag-selector').getByText('Home').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-address')).toContainText('Robin Checkout');
  await expect(page.getByTestId('checkout-address')).toContainText('77 Market Street');
});

test('/payment without an order says so and leads to the orders, instead of spinning', async ({ page }) => {
  const shopper = await registered(page);
  await loginAs(page, shopper.username, shopper.password);
  await page.goto('/payment');
  await expect(page.getByText(en.msg.order_not_found)).toBeVisible();
  await page.getByRole('button', { name: en.profile.all_orders }).click();
  await expect(page).toHaveURL(/\/myPurchases\/all$/);
});

test('a bad email gets the app’s translated message, not the browser’s bubble', async ({ page }) => {
  await page.goto('/register');
  await fill(page, 'Username', 'someone_new');
  await fill(page, 'Email', 'not-an-email');
  await fill(page, 'Mobile number', '+1 555 0199');
  await page.locator('input[type="password"]').nth(0).fill('secret123');
  await page.locator('input[type="password"]').nth(1).fill('secret123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page)).toHaveText(en.validation.email);
  expect(await page.locator('input:invalid').count()).toBe(0);
});

test('a second tap within a second shows the spec’s message, and no uncaught error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const shopper = await registered(page);
  await loginAs(page, shopper.username, shopper.password);
  await page.goto('/detail/1/1');
  await expect(page.locator('.detail-name')).toBeVisible();
  await chooseEverySpec(page);
  const add = page.getByRole('button', { name: en.detail.add_to_bag });
  // A first tap on its own, so that the toast's code has arrived: before it has, two toasts asked for at once
  // are drawn together and only the last is seen, whatever the taps.
  await add.click();
  await expect(toast(page)).toHaveText(en.msg.cart_added);
  await expect(toast(page)).toBeHidden();
  // Every toast the page shows from now on: the first tap's "Added to bag" may replace the second's message
  // as soon as its answer is back, sooner than a look at the screen can catch.
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { toastsShown: string[] }).toastsShown = shown;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('.adm-toast-main')) {
        const text = node.textContent ?? '';
        if (text && shown.at(-1) !== text) shown.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  // Two taps before the first answer is back, as a thumb does.
  await add.dblclick();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { toastsShown: string[] }).toastsShown))
    .toContain(en.msg.duplicate_submit);
  expect(errors).toEqual([]);
});

test('a picture over 5 MB is refused with a message and leaves no tile', async ({ page }) => {
  const shopper = await registered(page);
  await loginAs(page, shopper.username, shopper.password);
  await page.goto('/platformComplaint');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  });
  await expect(toast(page)).toHaveText(en.msg.upload_too_large);
  const tiles = page.locator('.adm-image-uploader-cell-image, .adm-image-uploader-cell-fail');
  await expect(tiles).toHaveCount(0);
  // One the server refuses (not a picture at all) leaves none either.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not a picture'),
  });
  await expect(toast(page)).toBeVisible();
  await expect(tiles).toHaveCount(0);
});

test('the withdrawal form says the amount is over the balance before any code is sent', async ({ page }) => {
  const shopper = await registered(page);
  await loginAs(page, shopper.username, shopper.password);
  await page.goto('/withDraw');
  await page.locator('.withdraw-form input[inputmode="decimal"]').fill('25.00');
  await expect(page.getByTestId('amount-above-balance')).toHaveText(en.msg.amount_above_balance);
  await page.getByRole('button', { name: en.common.send_code }).click();
  await expect(toast(page)).toHaveText(en.msg.amount_above_balance);
  // No code went out: the button did not start its countdown.
  await expect(page.getByRole('button', { name: en.common.send_code })).toBeEnabled();
});

test.describe('at 360 px, in each of the 14 languages', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no control of the product page leaves the screen or is cut', async ({ page }) => {
    for (const language of LANGUAGES) {
      await inLanguage(page, language.code);
      await page.goto('/detail/1/1');
      await expect(page.locator('html')).toHaveAttribute('lang', language.bcp47);
      await expect(page.locator('.action-bar .action-buy')).toBeVisible();
      expect(await outOfBounds(page, '.action-bar > *', 360), language.code).toEqual([]);
    }
  });

  test('nor of the withdrawal page, and the fund-record chips show their whole text', async ({ page }) => {
    const shopper = await registered(page);
    await loginAs(page, shopper.username, shopper.password);
    for (const language of LANGUAGES) {
      // A shopper's account language wins over the device's: chosen as the shopper does.
      await chooseAccountLanguage(page, language.file_name);
      await page.goto('/withDraw');
      await expect(page.locator('html')).toHaveAttribute('lang', language.bcp47);
      await expect(page.locator('.withdraw-form')).toBeVisible();
      expect(
        await outOfBounds(page, '.withdraw-form button, .withdraw-form input, .adm-form-item-label', 360),
        language.code,
      ).toEqual([]);
      await page.goto('/capitalRecord');
      await expect(page.locator('.choice-chip').first()).toBeVisible();
      expect(await outOfBounds(page, '.choice-chip', 360), language.code).toEqual([]);
    }
  });
});

test('a payment the server finds short of money offers a top-up, told apart by the failure key', async ({
  page,
}) => {
  const shopper = await registered(page);
  const as = { headers: { token: shopper.token } };
  await page.request.post('/api/user/address_add?lang=en', {
    ...as,
    data: {
      consignee: 'Kim',
      mobile: '+1 555 0109',
      area: 'US, WA, Seattle',
      address: '5 Elm St',
      tag: 'home',
    },
  });
  await page.request.post('/api/user/resetPay?lang=en', {
    ...as,
    data: { pay_password: '135790', password: shopper.password },
  });
  await credit(page, shopper.id, '5000.00');
  const { orderId } = await orderThroughApi(page, shopper.token, 'Tent');
  await loginAs(page, shopper.username, shopper.password);
  await page.goto(`/payment?order_id=${orderId}`);
  await expect(page.getByTestId('pay')).toBeEnabled();
  // The balance the page showed is spent elsewhere before the shopper taps Pay: only the server knows.
  await credit(page, shopper.id, '-5000.00');
  // A server of another version words it differently; the app goes by the key, not the words.
  await page.route('**/api/order/pay?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, msg: 'Balance too low for this order' } });
  });
  await page.getByRole('textbox', { name: en.field.pay_password }).fill('135790');
  await page.getByTestId('pay').click();
  const dialog = page.locator('.adm-dialog');
  await expect(dialog).toContainText(en.msg.insufficient_balance);
  await expect(toast(page)).toBeHidden();
  await dialog.getByRole('button', { name: en.profile.top_up }).click();
  await expect(page).toHaveURL(/\/topUp$/);
});
