import { E2E_PORT } from '../playwright.config';
import { expect, type Page, test } from '@playwright/test';
import ar from '../packages/i18n/locales/ar.json' with { type: 'json' };
import en from '../packages/i18n/locales/en.json' with { type: 'json' };
import {
  axeViolations,
  chooseAccountLanguage,
  latestCode,
  loginAs,
  newShopper,
  signInAs,
  snap,
  toast,
} from './support';

const BASE = `http://127.0.0.1:${E2E_PORT}`;

/** The page's serious and critical WCAG 2.2 AA violations, as the accessibility journey judges them. */
const seriousViolations = async (page: Page) =>
  (await axeViolations(page))
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );

/** Registers an account as the app does, without a code: its address is not verified yet. */
async function register(page: Page, lang: string) {
  const shopper = newShopper();
  const registered = await (
    await page.request.post(`/api/user/register?lang=${lang}`, { data: shopper })
  ).json();
  expect(registered.code, registered.msg).toBe(1);
  return { ...shopper, id: registered.data.userinfo.id as number };
}

test('a new account verifies its email in Personal information, then joins the shop that invited it', async ({
  page,
}) => {
  const shopper = await register(page, 'en');
  await loginAs(page, shopper.username, shopper.password);

  // The merchant entry says why no invitation shows: the address is not verified.
  await page.goto('/profile');
  await page.getByTestId('merchant-entry').click();
  await expect(page).toHaveURL(/\/merchantApply$/);
  const waiting = page.getByTestId('invitations-wait');
  await expect(waiting).toContainText(en.merchant.verify_needed.replace('{{email}}', shopper.email));
  await snap(page, 'invitations-wait');
  expect(await seriousViolations(page)).toEqual([]);

  // An owner invites the address meanwhile; it waits for the verified address.
  const seller = (await signInAs(page, 'merchant')).token;
  const invited = await (
    await page.request.post('/api/seller/staff/invite?lang=en', {
      headers: { token: seller },
      data: { email: shopper.email },
    })
  ).json();
  expect(invited.code, invited.msg).toBe(1);
  await page.reload();
  await expect(page.getByTestId('invitations-wait')).toBeVisible();
  await expect(page.getByTestId('shop-invitations')).toHaveCount(0);

  // "Verify my email" leads to Personal information, where the address is verified with the mailed code.
  await page.getByRole('button', { name: en.merchant.verify_email }).click();
  await expect(page).toHaveURL(/\/profileEdit$/);
  const sheet = page.getByTestId('verify-email');
  await expect(sheet.getByRole('heading', { name: en.profile_edit.verify_title })).toBeVisible();
  await sheet.getByRole('button', { name: en.common.send_code }).click();
  await expect(toast(page)).toHaveText(en.msg.code_sent);
  const code = await latestCode(shopper.email);
  expect(code).toMatch(/^\d{6}$/);
  await sheet.getByRole('textbox').fill(code === '000000' ? '111111' : '000000');
  await sheet.getByRole('button', { name: en.profile_edit.verify }).click();
  await expect(toast(page)).toHaveText(en.msg.code_invalid);
  await expect(toast(page)).toHaveCount(0);
  await snap(page, 'verify-email');
  expect(await seriousViolations(page)).toEqual([]);
  await sheet.getByRole('textbox').fill(code);
  await sheet.getByRole('button', { name: en.profile_edit.verify }).click();
  await expect(toast(page)).toHaveText(en.msg.email_verified);
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('email-status')).toHaveText(en.profile_edit.email_verified);
  await expect(page.getByTestId('verify-email-open')).toHaveCount(0);

  // Now the invitation shows, and the shopper accepts it.
  await page.goto('/merchantApply');
  await expect(page.getByTestId('invitations-wait')).toHaveCount(0);
  const invitation = page.getByTestId('shop-invitations');
  await expect(invitation).toBeVisible();
  await invitation.getByRole('button', { name: en.merchant.accept }).click();
  await page.getByRole('dialog').getByRole('button', { name: en.merchant.accept }).click();
  await expect(page.getByText(/You joined/)).toBeVisible();

  // Staff see their shop and the way to the seller centre, never the application form.
  await page.reload();
  const membership = page.getByTestId('shop-membership');
  await expect(membership).toBeVisible();
  await expect(page.getByText(/You are on the staff of/)).toBeVisible();
  await expect(page.getByRole('button', { name: en.merchant.seller_centre })).toBeVisible();
  await expect(page.getByRole('button', { name: en.merchant.submit })).toHaveCount(0);
  await expect(page.getByText(en.field.shop_name)).toHaveCount(0);
  await snap(page, 'merchant-staff');
  expect(await seriousViolations(page)).toEqual([]);

  // And in Arabic, right to left.
  await chooseAccountLanguage(page, 'ar');
  await page.goto('/merchantApply');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('shop-membership')).toContainText(ar.merchant.seller_centre);
  await page.screenshot({ path: test.info().outputPath('merchant-staff-ar.png') });

  // The owner removes the helper again, so the demo shop is as it was.
  const staff = await (
    await page.request.get('/api/seller/staff?lang=en', { headers: { token: seller } })
  ).json();
  expect(staff.data.members).toContainEqual(expect.objectContaining({ username: shopper.username }));
  await page.request.post('/api/seller/staff/remove?lang=en', {
    headers: { token: seller },
    data: { user_id: shopper.id },
  });
});

test('in Arabic the merchant entry and Personal information say the same, right to left', async ({
  page,
}) => {
  const shopper = await register(page, 'ar');
  await shopperSignedIn(page, shopper.username, shopper.password);

  await page.goto('/merchantApply');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('invitations-wait')).toContainText(
    ar.merchant.verify_needed.replace('{{email}}', shopper.email),
  );
  await page.screenshot({ path: test.info().outputPath('invitations-wait-ar.png') });

  await page.getByRole('button', { name: ar.merchant.verify_email }).click();
  await expect(page).toHaveURL(/\/profileEdit$/);
  const sheet = page.getByTestId('verify-email');
  await expect(sheet.getByRole('heading', { name: ar.profile_edit.verify_title })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('verify-email-ar.png') });
  await page.locator('.adm-popup-close-icon').click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('email-status')).toHaveText(ar.profile_edit.email_unverified);
  await expect(page.getByTestId('verify-email-open')).toHaveText(ar.profile_edit.verify);
  await page.screenshot({ path: test.info().outputPath('profile-edit-ar.png') });
});

/** Signs the app in through the API (the app keeps its token in a cookie); the account's language is its own. */
async function shopperSignedIn(page: Page, account: string, password: string) {
  const login = await (
    await page.request.post('/api/user/login?lang=ar', { data: { account, password } })
  ).json();
  expect(login.code, login.msg).toBe(1);
  await page.context().addCookies([{ name: 'token', value: login.data.userinfo.token, url: BASE }]);
}
