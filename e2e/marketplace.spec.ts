import { E2E_PORT } from '../playwright.config';
import { expect, type Browser, type Page, test } from '@playwright/test';
import {
  apiData,
  fill,
  firstValuesOf,
  latestCode,
  mailsTo,
  newShopper,
  newShopperWithMoney,
  signInAs,
  signInOnScreen,
  snap,
  TINY_PNG,
  toast,
  uploadPicture,
} from './support';

const BASE = `http://127.0.0.1:${E2E_PORT}`;

/** A desktop window, as the console and the seller centre are used. */
async function desktopPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** The phone app signed in as a shopper (the app keeps its token in a cookie). */
async function signIn(page: Page, token: string) {
  await page.context().addCookies([{ name: 'token', value: token, url: BASE }]);
}

test('a shopper opens a shop; a checkout of two shops makes two orders paid at once; the shop ships and is paid', async ({
  page,
  browser,
}) => {
  // The whole marketplace in one journey: two desks and the app, a minute or more on a busy machine.
  test.setTimeout(150_000);
  // The applicant asks to open a shop from the profile's merchant entry.
  const applicant = await newShopperWithMoney(page);
  await signIn(page, applicant.token);
  await page.goto('/profile');
  await page.getByTestId('merchant-entry').click();
  await expect(page).toHaveURL(/\/merchantApply$/);
  const shopName = `Lantern Works ${Date.now() % 100_000}`;
  await fill(page, 'Shop name', shopName);
  await fill(page, 'Shop description', 'Paper lanterns, folded by hand');
  const upload = async (label: string, name: string) => {
    await page
      .locator('.adm-form-item')
      .filter({ hasText: label })
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType: 'image/png', buffer: TINY_PNG });
    await expect(toast(page)).toHaveText('Upload successful');
    await expect(toast(page)).toHaveCount(0);
  };
  await upload('Logo', 'logo.png');
  await page.getByRole('group', { name: 'Main category' }).getByRole('button').first().click();
  await upload('Business document', 'licence.png');
  await snap(page, 'merchant-apply');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Your application is being reviewed')).toBeVisible();

  // An operator passes it in the console.
  const desk = await desktopPage(browser);
  await signInOnScreen(desk, 'operator');
  await desk.getByRole('menuitem', { name: 'Shop applications' }).click();
  await expect(desk).toHaveURL(/\/admin\/merchants/);
  const row = desk.locator('tr').filter({ hasText: shopName });
  await expect(row).toBeVisible();
  await desk.screenshot({ path: 'docs/screenshots/console-merchants.png' });
  await row.getByRole('button', { name: 'Pass' }).click();
  await desk.locator('.ant-modal').getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByText('Passed')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Your shop is open')).toBeVisible();

  // The new merchant logs in to the seller centre and adds a product.
  await signInOnScreen(desk, { account: applicant.username, password: applicant.password });
  await expect(desk.getByTestId('seller-shop')).toHaveText(shopName);
  await desk.getByRole('menuitem', { name: 'Products' }).click();
  await desk.getByTestId('new-product').click();
  const drawer = desk.locator('.ant-drawer');
  await drawer.getByLabel('Name').fill(`${shopName} lantern`);
  await drawer.getByLabel('Price', { exact: true }).fill('20.00');
  await drawer.getByLabel('Stock').fill('10');
  await drawer.getByLabel('Category').click();
  await desk.locator('.ant-select-item-option').first().click();
  await drawer
    .locator('input[type=file][accept^="image"]')
    .setInputFiles({ name: 'lantern.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(drawer.locator('img')).toHaveCount(1);
  await drawer.getByTestId('save-product').click();
  const productRow = desk.locator('tr').filter({ hasText: `${shopName} lantern` });
  await expect(productRow).toBeVisible();
  await expect(drawer.getByTestId('save-product')).toBeHidden();
  await expect(desk.locator('.ant-drawer-content-wrapper')).toBeHidden();
  await desk.screenshot({ path: 'docs/screenshots/seller-products.png' });
  const found = await page.request.get(`/api/index/product?keyword=${encodeURIComponent(shopName)}&lang=en`);
  const [lantern] = (await found.json()).data.list;

  // The owner gives the shop its German name; shoppers reading German see it.
  await desk.getByRole('menuitem', { name: 'Shop profile' }).click();
  await desk.getByTestId('translate-shop').click();
  await desk.getByTestId('edit-translation-de').click();
  const editor = desk.getByTestId('translation-editor');
  await editor.getByLabel('Name').fill(`${shopName} Laden`);
  await editor.getByTestId('save-translation').click();
  await expect(desk.getByTestId('translation-editor')).toBeHidden();
  const inGerman = await (await page.request.get(`/api/shop/detail?id=${lantern.shop_id}&lang=de`)).json();
  expect(inGerman.data.name).toBe(`${shopName} Laden`);
  await desk.locator('.ant-drawer-close').click();

  // A shopper buys it together with a product of another shop: two orders, one payment.
  const buyer = await newShopperWithMoney(page);
  const demoProducts = await apiData(page, 'GET', '/api/index/product', buyer.token);
  const other = demoProducts.list.find((product: { is_virtual: boolean }) => !product.is_virtual);
  for (const product of [lantern, other]) {
    const spec = await firstValuesOf(page, product.id);
    await apiData(page, 'POST', '/api/cart/add', buyer.token, {
      product_id: product.id,
      quantity: 1,
      spec: spec || undefined,
    });
  }
  await page.context().clearCookies();
  await signIn(page, buyer.token);
  await page.goto('/bag');
  await expect(page.getByTestId('bag-line')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'All' }).click();
  await page.getByTestId('checkout').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('split-note')).toHaveText(/2 shops/);
  await expect(page.getByTestId('shop-order')).toHaveCount(2);
  await snap(page, 'checkout-two-shops');
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/payment\?order_ids=\d+,\d+$/);
  await expect(page.getByText('2 orders from different shops')).toBeVisible();
  await page.getByRole('textbox', { name: 'Payment code' }).fill('123456');
  await page.getByTestId('pay').click();
  await expect(toast(page)).toHaveText('Pay Success');
  await expect(page).toHaveURL(/\/myPurchases\/all$/);
  await expect(page.getByTestId('order-shop').filter({ hasText: shopName })).toBeVisible();
  await expect(page.getByTestId('order-card')).toHaveCount(2);
  await snap(page, 'orders-two-shops');

  // The buyer asked the shop a question; the merchant answers it in the seller centre.
  await apiData(page, 'POST', '/api/consult/add', buyer.token, {
    product_id: lantern.id,
    mch_id: lantern.shop_id,
    content: 'Does it fold flat?',
  });
  await desk.getByRole('menuitem', { name: 'Consultations' }).click();
  await desk.locator('tr').filter({ hasText: 'Does it fold flat?' }).click();
  await desk.getByRole('textbox', { name: 'Reply content' }).fill('Yes, into a disc');
  await desk.getByRole('button', { name: 'Send' }).click();
  await expect(desk.getByTestId('thread-shop')).toContainText('Yes, into a disc');
  await desk.keyboard.press('Escape');

  // The merchant ships its order in the seller centre.
  await desk.getByRole('menuitem', { name: 'Orders' }).click();
  const order = desk.locator('tr').filter({ hasText: `${shopName} lantern` });
  await expect(order).toBeVisible();
  await expect(desk.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await order.getByRole('button', { name: 'Ship' }).click();
  await desk.locator('.ant-modal').getByLabel('Logistics company').fill('DHL');
  await desk.locator('.ant-modal').getByLabel('Tracking number').fill('LW-1');
  await desk.locator('.ant-modal').getByRole('button', { name: 'Confirm' }).click();
  await expect(order.getByText('Delivered')).toBeVisible();
  await expect(desk.locator('.ant-modal')).toBeHidden();
  await desk.screenshot({ path: 'docs/screenshots/seller-orders.png' });

  // The shopper confirms and reviews: the order completes and the shop is paid, less 5 % commission.
  const orders = await apiData(page, 'GET', '/api/user/order_list', buyer.token);
  const shipped = orders.list.find(
    (candidate: { shop: { name: string } }) => candidate.shop.name === shopName,
  );
  await apiData(page, 'POST', '/api/order/confirm', buyer.token, { order_id: shipped.id });
  await apiData(page, 'POST', '/api/comment/add', buyer.token, {
    order_id: shipped.id,
    product_id: lantern.id,
    product_score: 5,
    service_score: 5,
    postage_score: 5,
    content: 'Lovely light',
  });
  // The merchant answers the review; the answer shows under it on the product page.
  await desk.getByRole('menuitem', { name: 'Reviews' }).click();
  await desk.locator('tr').filter({ hasText: 'Lovely light' }).getByRole('button', { name: 'Reply' }).click();
  await desk.locator('.ant-modal').getByLabel('Reply content').fill('Thank you, enjoy the evenings');
  await desk.locator('.ant-modal').getByRole('button', { name: 'Confirm' }).click();
  await expect(desk.locator('tr').filter({ hasText: 'Thank you, enjoy the evenings' })).toBeVisible();
  await page.goto(`/detail/${lantern.id}`);
  await expect(page.getByTestId('review-reply')).toContainText('Thank you, enjoy the evenings');

  await desk.getByRole('menuitem', { name: 'Money' }).click();
  // 20.00 and 6.00 of freight, less 5 %.
  await expect(desk.getByTestId('seller-balance')).toContainText('$24.70');
  await expect(desk.locator('tbody tr.ant-table-row').first()).toContainText('Settlement');

  // The owner withdraws the settled money with a code mailed to the shop; an operator passes it.
  await desk.getByTestId('seller-withdraw').click();
  const withdrawal = desk.locator('.ant-modal');
  await withdrawal.getByLabel('Amount').fill('20.00');
  await withdrawal.getByLabel('Bank name').fill('Lantern Bank');
  await withdrawal.getByLabel('Card number').fill('6222000011112222');
  await withdrawal.getByLabel('Card holder').fill('Lantern Works');
  await withdrawal.getByRole('button', { name: 'Send code' }).click();
  await expect(desk.getByText('The verification code has been sent')).toBeVisible();
  await withdrawal.getByLabel('Email verification code').fill(await latestCode(applicant.email));
  await withdrawal.getByRole('button', { name: 'Confirm' }).click();
  // The owner confirms the amount, fee and arrival before anything is withdrawn.
  await desk.locator('.ant-modal-confirm').getByRole('button', { name: 'Confirm' }).click();
  await expect(desk.getByTestId('seller-balance')).toContainText('$4.70');
  await desk.goto('/admin/withdrawals');
  const asked = desk.locator('tr').filter({ hasText: 'Lantern Bank' });
  await asked.getByRole('button', { name: 'Pass' }).click();
  await desk.locator('.ant-modal').getByRole('button', { name: 'Confirm' }).click();
  await expect(asked.getByText('Passed')).toBeVisible();
  await desk.goto('/seller/money');
  await expect(desk.getByTestId('seller-frozen')).toContainText('$0.00');
  await expect(desk.getByTestId('seller-balance')).toContainText('$4.70');
});

test('a shop refuses a refund with its reason; the shopper takes it to the platform, whose operator decides', async ({
  page,
  browser,
}) => {
  const desk = await desktopPage(browser);
  const merchant = { data: await signInAs(page, 'merchant') };
  const shopProducts = await apiData(page, 'GET', `/api/index/product?shop_id=${merchant.data.shop.id}`, '');
  const product = shopProducts.list.find((item: { is_virtual: boolean }) => !item.is_virtual);
  const buyer = await newShopperWithMoney(page);
  const spec = await firstValuesOf(page, product.id);
  const addresses = await apiData(page, 'GET', '/api/user/address_list', buyer.token);
  const created = await apiData(page, 'POST', '/api/order/create', buyer.token, {
    items: [{ product_id: product.id, quantity: 1, spec: spec || undefined }],
    address_id: addresses[0].id,
  });
  await apiData(page, 'POST', '/api/order/pay', buyer.token, {
    order_id: created.order_id,
    pay_password: '123456',
  });
  const proof = await uploadPicture(page, buyer.token, 'proof.png');
  await apiData(page, 'POST', '/api/refund/apply', buyer.token, {
    order_id: created.order_id,
    type: 'refund_only',
    amount: '5.00',
    goods_status: 'not_received',
    reason: 'changed_mind',
    explanation: 'Ordered the wrong size',
    images: [proof],
  });

  // The merchant's dashboard counts it; the merchant refuses it, with a reason.
  await signInOnScreen(desk, 'merchant');
  await expect(desk.getByTestId('waiting-refunds')).toBeVisible();
  await desk.screenshot({ path: 'docs/screenshots/seller-dashboard.png' });
  await desk.getByTestId('waiting-refunds').click();
  const row = desk.locator('tr').filter({ hasText: 'Ordered the wrong size' });
  await row.getByRole('button', { name: 'Refuse' }).click();
  await desk.locator('.ant-modal').getByLabel('Remark').fill('It was already packed and sent to the carrier');
  await desk.locator('.ant-modal').getByRole('button', { name: 'Confirm' }).click();
  // Decided, it leaves the queue of those waiting; all of the shop's refunds show it refused.
  await expect(row).toHaveCount(0);
  await desk.getByText('All', { exact: true }).click();
  await expect(row.getByText('Refused', { exact: true })).toBeVisible();
  // The stage says what waits now: the shopper may still take the refusal to the platform.
  await expect(row).toContainText('Refused by the shop; the shopper may take it to the platform');
  await desk.screenshot({ path: 'docs/screenshots/seller-refunds.png' });

  // The shopper reads why and asks the platform to decide.
  await signIn(page, buyer.token);
  await page.goto(`/orderInfo/${created.order_id}`);
  await expect(page.getByTestId('refund-shop-remark')).toContainText('already packed');
  await page.getByRole('button', { name: 'Ask the platform to decide' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page)).toHaveText('The platform will now decide your refund');
  await expect(page.getByTestId('refund-stage')).toHaveText("Waiting for the platform's decision");
  await snap(page, 'refund-escalated');

  // The operator sees the shop's reason and passes it: the money is back.
  await signInOnScreen(desk, 'operator');
  await desk.goto('/admin/refunds?status=auditing');
  const escalated = desk.locator('tr').filter({ hasText: 'Ordered the wrong size' });
  await expect(escalated.getByText('already packed')).toBeVisible();
  await escalated.getByRole('button', { name: 'Pass' }).click();
  await desk.locator('.ant-modal').getByRole('button', { name: 'Confirm' }).click();
  await expect(escalated).toHaveCount(0);
  await desk.getByText('All', { exact: true }).click();
  await expect(escalated.getByText('Passed', { exact: true })).toBeVisible();
  await expect(escalated).toContainText('Passed by the platform');
  await page.reload();
  await expect(page.getByTestId('order-info-status')).toHaveText('Refunded');
});

test('an owner invites staff by email; the invited shopper accepts in the app and helps run the shop', async ({
  page,
  browser,
}) => {
  // A shopper who registered with the emailed code: their address is verified.
  const helper = newShopper();
  await page.request.post('/api/ems/send?lang=en', { data: { email: helper.email, event: 'register' } });
  const registered = await (
    await page.request.post('/api/user/register?lang=en', {
      data: { ...helper, code: await latestCode(helper.email) },
    })
  ).json();
  expect(registered.code, registered.msg).toBe(1);

  // The demo merchant invites the address from the seller centre.
  const desk = await desktopPage(browser);
  await signInOnScreen(desk, 'merchant');
  await desk.getByRole('menuitem', { name: 'Staff' }).click();
  await desk.getByRole('button', { name: 'Invite staff' }).click();
  await desk.locator('.ant-modal').getByLabel('Email').fill(helper.email);
  await desk.locator('.ant-modal').getByRole('button', { name: 'Confirm' }).click();
  await expect(desk.getByTestId('invitations')).toContainText(helper.email);
  await expect(desk.locator('.ant-modal')).toBeHidden();
  await desk.screenshot({ path: 'docs/screenshots/seller-staff.png' });
  expect((await mailsTo(helper.email)).at(-1)).toContain('Merchant entry');

  // An invitation sent by mistake is taken back, after a confirmation that names the address.
  const mistaken = newShopper().email;
  await desk.getByRole('button', { name: 'Invite staff' }).click();
  await desk.locator('.ant-modal').getByLabel('Email').fill(mistaken);
  await desk.locator('.ant-modal').getByRole('button', { name: 'Confirm' }).click();
  await expect(desk.getByTestId('invitations')).toContainText(mistaken);
  await expect(desk.locator('.ant-modal')).toBeHidden();
  await desk
    .getByTestId('invitations')
    .locator('.ant-space')
    .filter({ hasText: mistaken })
    .last()
    .getByRole('button', { name: 'Take back' })
    .click();
  await expect(desk.locator('.ant-popconfirm')).toContainText(mistaken);
  await desk.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
  await expect(desk.getByText('Invitation taken back')).toBeVisible();
  await expect(desk.getByTestId('invitations')).not.toContainText(mistaken);

  // The invited shopper accepts under Me → Merchant entry.
  await signIn(page, registered.data.userinfo.token);
  await page.goto('/merchantApply');
  const invitation = page.getByTestId('shop-invitations');
  await expect(invitation).toContainText('invites you to its staff');
  await snap(page, 'shop-invitation');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(/You joined/)).toBeVisible();

  // Staff log in to the seller centre: they run the shop but cannot withdraw; the owner removes them.
  const staff = await desktopPage(browser);
  await staff.goto('/seller/login');
  await staff.getByLabel('Account').fill(helper.username);
  await staff.getByLabel('Password').fill(helper.password);
  await staff.getByRole('button', { name: 'Log In' }).click();
  await expect(staff.getByText('Staff', { exact: true }).first()).toBeVisible();
  await staff.getByRole('menuitem', { name: 'Money' }).click();
  await expect(staff.getByTestId('seller-balance')).toBeVisible();
  await expect(staff.getByTestId('seller-withdraw')).toHaveCount(0);
  await staff.getByRole('menuitem', { name: 'Shop profile' }).click();
  await expect(staff.getByTestId('shop-email')).toBeVisible();
  await expect(staff.getByTestId('save-shop')).toHaveCount(0);
  await desk.getByRole('menuitem', { name: 'Shop profile' }).click();
  await expect(desk.getByTestId('save-shop')).toBeVisible();
  await desk.screenshot({ path: 'docs/screenshots/seller-shop.png' });
  await desk.getByRole('menuitem', { name: 'Staff' }).click();

  await desk.reload();
  const member = desk.locator('tr').filter({ hasText: helper.username });
  await member.getByRole('button', { name: 'Remove' }).click();
  await desk.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm' }).click();
  await expect(member).toHaveCount(0);
  await staff.reload();
  await expect(staff).toHaveURL(/\/seller\/login$/);
});
