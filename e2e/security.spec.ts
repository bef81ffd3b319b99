import { expect, type Page, test } from '@playwright/test';
import { chooseAccountLanguage, loginAs, newShopper, toast } from './support';

// A second phone: a desktop agent would get the app inside a frame.
const ANDROID_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';

async function registered(page: Page) {
  const shopper = newShopper();
  const response = await page.request.post('/api/user/register?lang=en', { data: shopper });
  expect((await response.json()).code).toBe(1);
  return shopper;
}

/** Fills the form field whose label is exactly this text ("Payment code", not "Old payment code"). */
async function fillField(page: Page, label: string, value: string) {
  await page
    .locator('.adm-form-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('input')
    .fill(value);
}

/** A screenshot for review, kept with the test's results rather than the documentation. */
async function look(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('a second device logs the first out from the security page', async ({ page, browser, baseURL }) => {
  const shopper = await registered(page);
  await loginAs(page, shopper.username, shopper.password);

  const android = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    userAgent: ANDROID_AGENT,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  const second = await android.newPage();
  await loginAs(second, shopper.username, shopper.password);
  await second.goto('/security');
  const sessions = second.getByTestId('session');
  // The registration's session, the phone's login and this one.
  await expect(sessions).toHaveCount(3);
  await expect(sessions.first()).toContainText('Chrome · Android');
  await expect(sessions.first()).toContainText('This device');
  await expect(sessions.nth(1)).toContainText('Safari · iOS');
  await expect(sessions.nth(1)).not.toContainText('This device');
  await look(second, 'security-en');

  // A real button, reached and pressed from the keyboard.
  const logoutOthers = second.getByRole('button', { name: 'Log out other devices' });
  await logoutOthers.focus();
  await expect(logoutOthers).toBeFocused();
  await second.keyboard.press('Enter');
  await expect(second.locator('.adm-dialog')).toContainText('Log out of every other device?');
  await second.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(second)).toHaveText('Other devices have been logged out');
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText('This device');
  await expect(second.getByText('No other device is signed in')).toBeVisible();
  await expect(logoutOthers).toBeDisabled();
  await look(second, 'security-after-en');

  // The first device's next call is refused, and it is sent to log in again.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await android.close();
});

test('the payment code is set and changed only with the login password; a change holds withdrawals', async ({
  page,
}) => {
  const shopper = await registered(page);
  await loginAs(page, shopper.username, shopper.password);

  await page.goto('/changePayPwd');
  await expect(page.getByText('Enter your login password to confirm it is you.')).toBeVisible();
  await fillField(page, 'Payment code', '135790');
  await fillField(page, 'Confirm payment code', '135790');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toHaveText('Current password is required');
  await fillField(page, 'Current password', 'not-my-password');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toHaveText('The password is incorrect');
  await fillField(page, 'Current password', shopper.password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toHaveText('Setting Success');
  await expect(page).toHaveURL(/\/setting$/);

  // A first setting changes nothing that was there: withdrawals are not held.
  await page.goto('/withDraw');
  await expect(page.getByRole('textbox', { name: 'Amount' })).toBeVisible();
  await expect(page.getByTestId('withdraw-held')).toHaveCount(0);

  await page.goto('/changePayPwd');
  await fillField(page, 'Current password', shopper.password);
  await fillField(page, 'Old payment code', '135790');
  await fillField(page, 'Payment code', '246802');
  await fillField(page, 'Confirm payment code', '246802');
  await look(page, 'pay-code-en');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toHaveText('Setting Success');

  await page.goto('/withDraw');
  await expect(page.getByTestId('withdraw-held')).toContainText('Withdrawals are paused until');
  await look(page, 'withdraw-held-en');

  await chooseAccountLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const pages: [string, string][] = [
    ['/withDraw', 'withdraw-held-ar'],
    ['/changePayPwd', 'pay-code-ar'],
    ['/security', 'security-ar'],
  ];
  for (const [path, name] of pages) {
    await page.goto(path);
    await look(page, name);
  }
});
