import { expect, test } from '@playwright/test';
import { balanceOnProfile, latestCode, loginAsNewShopper, signInAs, snap, TINY_PNG, toast } from './support';

test('blockchain top-up with an evidence picture, passed by the operator, shows on the profile', async ({
  page,
}) => {
  const shopper = await loginAsNewShopper(page);
  const before = await balanceOnProfile(page);
  await page.goto('/walletTopUp');
  await expect(page.getByTestId('deposit-address')).toHaveText(/^T\w+/);
  await expect(page.locator('.deposit-qr')).toHaveAttribute('src', /^data:image\/png/);
  await page.getByRole('textbox', { name: 'Amount' }).fill('120.50');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page)).toHaveText('Payment evidence is required');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(toast(page)).toHaveText('Upload successful');
  await snap(page, 'top-up');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/topUpRecord$/);
  await expect(page.getByTestId('record-status').first()).toHaveText('Auditing');

  const operator = (await signInAs(page, 'operator')).token;
  const queue = await (
    await page.request.get('/api/admin/recharges?status=auditing&lang=en', { headers: { token: operator } })
  ).json();
  const request = queue.data.list.find(
    (row: { username: string | null }) => row.username === shopper.username,
  );
  expect(request.amount).toBe('120.50');
  expect(request.image).toMatch(/^\/uploads\//);
  const audit = await page.request.post('/api/admin/recharge/audit?lang=en', {
    headers: { token: operator },
    data: { id: request.id, pass: true, amount: '120.00' },
  });
  expect((await audit.json()).code).toBe(1);

  // Back to the profile within the app (no reload, the app's cache kept) and into the records again.
  await page.evaluate(() => {
    history.pushState(null, '', '/profile');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('link', { name: 'Records', exact: true }).click();
  await expect(page).toHaveURL(/\/topUpRecord$/);
  await expect(page.getByTestId('record-status').first()).toHaveText('Passed');
  await expect.poll(() => balanceOnProfile(page)).toBeCloseTo(before + 120, 2);
  // The fund record says what it is in words, not the server's shorthand ("blockchain 120.00").
  await page.goto('/capitalRecord');
  const credit = page.getByTestId('bill-row').first();
  await expect(credit).toContainText('Top-up');
  await expect(credit).not.toContainText('blockchain');
});

test('withdrawal with the emailed code freezes the amount; the operator refuses and the money comes back', async ({
  page,
}) => {
  const shopper = await loginAsNewShopper(page);
  const before = await balanceOnProfile(page);
  await page.goto('/withDraw');
  await page.getByRole('textbox', { name: 'Amount' }).fill('100');
  await expect(page.getByTestId('withdraw-preview')).toContainText('$1.00');
  await expect(page.getByTestId('withdraw-preview')).toContainText('$99.00');
  await page.locator('.adm-form-item').filter({ hasText: 'Network' }).locator('.choice-chip').first().click();
  await page
    .locator('.adm-form-item')
    .filter({ hasText: 'Wallet address' })
    .locator('input')
    .fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(toast(page)).toHaveText('The verification code has been sent');
  const code = await latestCode(shopper.email);
  expect(code).toMatch(/^\d{6}$/);
  await page
    .locator('.adm-form-item')
    .filter({ hasText: 'Email verification code' })
    .locator('input')
    .fill(code);
  await snap(page, 'withdraw');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.locator('.adm-dialog')).toContainText(
    // Each amount isolated, so that right to left it stays whole.
    'Withdraw \u2068$100.00\u2069? Service charge \u2068$1.00\u2069, you receive \u2068$99.00\u2069.',
  );
  await page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/depositRecord$/);
  await expect(page.getByTestId('record-status').first()).toHaveText('Auditing');

  await expect.poll(() => balanceOnProfile(page)).toBeCloseTo(before - 100, 2);
  await expect(page.getByTestId('frozen')).toHaveText('$100.00');

  const operator = (await signInAs(page, 'operator')).token;
  const queue = await (
    await page.request.get('/api/admin/withdrawals?status=auditing&lang=en', { headers: { token: operator } })
  ).json();
  const refused = await page.request.post('/api/admin/withdraw/audit?lang=en', {
    headers: { token: operator },
    data: {
      id: queue.data.list.find((row: { username: string | null }) => row.username === shopper.username).id,
      pass: false,
      remark: 'Address could not be verified',
    },
  });
  expect((await refused.json()).data.status).toBe('refused');

  await expect.poll(() => balanceOnProfile(page)).toBeCloseTo(before, 2);
  await expect(page.getByTestId('frozen')).toHaveText('$0.00');
  await page.goto('/depositRecord');
  await expect(page.getByTestId('record-status').first()).toHaveText('Refused');
  await expect(page.getByTestId('record').first()).toContainText('Address could not be verified');
  await page.goto('/capitalRecord');
  await expect(page.getByTestId('bill-row').first()).toContainText('Withdrawal returned');
  await snap(page, 'fund-records');
});
