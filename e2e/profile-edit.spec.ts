import { expect, test } from '@playwright/test';
import en from '../packages/i18n/locales/en.json' with { type: 'json' };
import { fill, latestCode, loginAs, mailsTo, newShopper, TINY_PNG, toast } from './support';

test('names, mobile and avatar are changed from Me; the email only with the password and a code', async ({
  page,
}) => {
  const shopper = newShopper();
  expect((await (await page.request.post('/api/user/register?lang=en', { data: shopper })).json()).code).toBe(
    1,
  );
  await loginAs(page, shopper.username, shopper.password);

  await page.goto('/profile');
  await page.getByRole('link', { name: en.route.profileEdit }).click();
  await expect(page).toHaveURL(/\/profileEdit$/);
  await fill(page, en.field.givenName, 'Ada');
  await fill(page, en.field.familyName, 'Lovelace');
  // A London number of this run's own, typed with spaces as people write it.
  const london = shopper.mobile.slice(-8);
  await fill(page, en.field.mobile, `+44 20 ${london.slice(0, 4)} ${london.slice(4)}`);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.locator('.adm-image-uploader-cell-image')).toHaveCount(1);
  await page.getByRole('button', { name: en.common.save }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-name')).toContainText('Ada Lovelace');
  await expect(page.locator('.profile-avatar img')).toHaveAttribute('src', /^\/uploads\//);
  const info = await (
    await page.request.get('/api/user/getUserInfo?lang=en', {
      headers: { token: (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '' },
    })
  ).json();
  expect(info.data).toMatchObject({ givenName: 'Ada', familyName: 'Lovelace', mobile: `+4420${london}` });

  // A new email: the app asks for the password and a code, and says what follows.
  await page.goto('/setting');
  await page.getByText(en.route.profileEdit).click();
  const newEmail = `new_${shopper.email}`;
  await page.getByRole('textbox', { name: en.field.email }).fill('not-an-email');
  await page.getByRole('button', { name: en.common.save }).click();
  await expect(toast(page)).toHaveText(en.validation.email);
  await page.getByRole('textbox', { name: en.field.email }).fill(newEmail);
  await expect(page.getByText(en.profile_edit.email_rules)).toBeVisible();
  await page.getByRole('button', { name: en.common.send_code }).click();
  await expect(toast(page)).toHaveText(en.msg.code_sent);
  await fill(page, en.field.code, await latestCode(newEmail));
  await fill(page, en.field.current_password, 'not-my-password');
  await page.getByRole('button', { name: en.common.save }).click();
  await expect(toast(page)).not.toHaveText(en.msg.save_success);
  await expect(page).toHaveURL(/\/profileEdit$/);

  await fill(page, en.field.current_password, shopper.password);
  await page.getByRole('button', { name: en.common.save }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator('.profile-header')).toContainText(newEmail);
  // The old address is told.
  expect((await mailsTo(shopper.email)).length).toBeGreaterThan(0);
  // And withdrawals wait, saying why.
  await page.goto('/withDraw');
  await expect(page.getByTestId('withdraw-held')).toBeVisible();
});
