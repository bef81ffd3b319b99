import { expect, test } from '@playwright/test';
import en from '../packages/i18n/locales/en.json' with { type: 'json' };
import { credit, latestCode, loginAs, loginAsNewShopper, newShopper, toast } from './support';

test('discount money shows its three figures, reached from the Me page', async ({ page }) => {
  await loginAsNewShopper(page);
  await page.goto('/profile');
  await page.getByTestId('discount-link').click();
  await expect(page).toHaveURL(/\/discount$/);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value ?? '';
  const score = (await (await page.request.get('/api/user/score?lang=en', { headers: { token } })).json())
    .data;
  for (const figure of ['free', 'total_bonus', 'usable'] as const) {
    await expect(page.getByTestId(`discount-${figure}`)).toHaveText(`$${score[figure]}`);
  }
  await expect(page.getByText(en.discount.total_bonus)).toBeVisible();
});

test('a virtual card’s password shows only after the payment code is checked again', async ({ page }) => {
  const shopper = newShopper();
  const registered = await (await page.request.post('/api/user/register?lang=en', { data: shopper })).json();
  const as = { headers: { token: registered.data.userinfo.token as string } };
  await page.request.post('/api/user/resetPay?lang=en', {
    ...as,
    data: { pay_password: '135790', password: shopper.password },
  });
  await credit(page, registered.data.userinfo.id, '500.00');
  const found = await (await page.request.get('/api/index/product?keyword=License&lang=en')).json();
  const product = found.data.list.find((item: { is_virtual: boolean }) => item.is_virtual);
  const order = await (
    await page.request.post('/api/order/create?lang=en', {
      ...as,
      data: { items: [{ product_id: product.id, quantity: 1 }] },
    })
  ).json();
  const orderId = order.data.order_id as number;
  const paid = await page.request.post('/api/order/pay?lang=en', {
    ...as,
    data: { order_id: orderId, pay_password: '135790' },
  });
  expect((await paid.json()).code).toBe(1);

  await loginAs(page, shopper.username, shopper.password);
  await page.goto(`/orderInfo/${orderId}`);
  const secret = page.getByTestId('card-password').first();
  await expect(secret).toHaveText('••••••');

  await page.getByTestId('reveal-cards').first().click();
  await page.locator('.adm-dialog input').fill('000000');
  await page.getByRole('button', { name: en.common.confirm }).click();
  await expect(toast(page)).toBeVisible();
  await expect(secret).toHaveText('••••••');

  await page.getByTestId('reveal-cards').first().click();
  await page.locator('.adm-dialog input').fill('135790');
  await page.getByRole('button', { name: en.common.confirm }).click();
  await expect(secret).not.toHaveText('••••••');
  await expect(secret).toHaveText(/\S{4,}/);
  await expect(page.getByRole('button', { name: en.common.copy }).first()).toBeVisible();
});

test('a card withdrawn to is kept, chosen in the next withdrawal, and removed from My Cards', async ({
  page,
}) => {
  const shopper = newShopper();
  const registered = await (await page.request.post('/api/user/register?lang=en', { data: shopper })).json();
  const as = { headers: { token: registered.data.userinfo.token as string } };
  await credit(page, registered.data.userinfo.id, '300.00');
  await page.request.post('/api/ems/send?lang=en', {
    ...as,
    data: { email: shopper.email, event: 'withdraw' },
  });
  const first = await page.request.post('/api/user/extract?lang=en', {
    ...as,
    data: {
      type: 'bank',
      amount: '50',
      bank_name: 'Harbor Bank',
      card_no: '6222020200112233',
      holder: 'Robin Lee',
      email_code: await latestCode(shopper.email),
    },
  });
  expect((await first.json()).code).toBe(1);

  await loginAs(page, shopper.username, shopper.password);
  await page.goto('/withDraw');
  await page
    .locator('.network-selector .choice-chip')
    .filter({ hasText: en.wallet.withdraw_type.bank })
    .click();
  const saved = page.locator('.saved-destinations .choice-chip');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Harbor Bank •••• 2233');
  await saved.click();
  await expect(
    page.locator('.adm-form-item').filter({ hasText: en.field.card_no }).locator('input'),
  ).toHaveValue('6222020200112233');
  await expect(
    page.locator('.adm-form-item').filter({ hasText: en.field.holder }).locator('input'),
  ).toHaveValue('Robin Lee');
  await page.screenshot({ path: 'test-results/withdraw-saved-card.png' });

  await page.goto('/profile');
  await page.locator('.menu-list .adm-list-item').filter({ hasText: en.route.cards }).click();
  await expect(page).toHaveURL(/\/cards$/);
  await expect(page.getByTestId('saved-destination')).toHaveCount(1);
  await expect(page.getByTestId('saved-destination')).toContainText('Robin Lee');
  await page.screenshot({ path: 'test-results/cards.png' });
  await page.getByTestId('saved-destination').getByRole('button', { name: en.common.delete }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: en.common.delete }).click();
  await expect(toast(page)).toHaveText(en.msg.delete_success);
  await expect(page.getByText(en.cards.empty)).toBeVisible();
  await page.goto('/withDraw');
  await page
    .locator('.network-selector .choice-chip')
    .filter({ hasText: en.wallet.withdraw_type.bank })
    .click();
  await expect(page.locator('.adm-form-item').filter({ hasText: en.field.card_no })).toBeVisible();
  await expect(page.locator('.saved-destinations')).toHaveCount(0);
});
