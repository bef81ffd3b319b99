import { expect, type Page, test } from '@playwright/test';
import ar from '../packages/i18n/locales/ar.json' with { type: 'json' };
import de from '../packages/i18n/locales/de.json' with { type: 'json' };
import en from '../packages/i18n/locales/en.json' with { type: 'json' };
import {
  chooseAccountLanguage,
  fill,
  loginAs,
  loginAsNewShopper,
  newShopper,
  newShopperWithMoney,
  snap,
  toast,
} from './support';

test('register, log out, log in and see the profile', async ({ page }) => {
  const shopper = newShopper();
  await page.goto('/register');
  await fill(page, 'Username', shopper.username);
  await fill(page, 'Email', shopper.email);
  await fill(page, 'Mobile number', shopper.mobile);
  await fill(page, 'Given name', 'Robin');
  await fill(page, 'Password', shopper.password);
  await fill(page, 'Confirm password', 'not-the-same');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page)).toHaveText('The two passwords do not match');
  await fill(page, 'Confirm password', shopper.password);
  await snap(page, 'register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveText('Hi, Robin');

  await page.goto('/setting');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/login');
  await fill(page, 'Account', shopper.email);
  await fill(page, 'Password', 'wrong-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(toast(page)).toHaveText('Incorrect account or password');

  await loginAs(page, shopper.username, shopper.password);
  await page.getByText('Me', { exact: true }).click();
  await expect(page.getByTestId('profile-name')).toHaveText('Hi, Robin');
  await expect(page.getByTestId('balance')).toHaveText('$0.00');
});

test('the demo shopper sees balance and menus on the profile', async ({ page }) => {
  await loginAs(page, 'demo', 'demo1234');
  await page.goto('/profile');
  await expect(page.getByTestId('balance')).toHaveText('$10,000.00');
  await expect(page).toHaveTitle('Me');
  await snap(page, 'profile');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
});

/** The address form's first question (decision 063): the country, searched by its name. */
async function chooseCountry(page: Page, name: string) {
  await page.getByTestId('address-country').click();
  await page.getByPlaceholder(en.address.country_search).fill(name);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^${name} [A-Z]{2}$`) })
    .click();
}

test('add, edit, set default and delete an address', async ({ page }) => {
  const shopper = newShopper();
  const response = await page.request.post('/api/user/register?lang=en', { data: shopper });
  expect((await response.json()).code).toBe(1);
  await loginAs(page, shopper.username, shopper.password);

  await page.goto('/address');
  await expect(page.getByText('No shipping address yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add address' }).click();
  await chooseCountry(page, 'United States');
  await fill(page, 'Addressee', 'Robin Park');
  await fill(page, 'Mobile number', '(503) 555-0102');
  await fill(page, 'Detailed address', '12 Pine Street');
  await fill(page, 'City', 'Portland');
  await fill(page, 'State', 'OR');
  await fill(page, 'ZIP code', '97205');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toHaveText('Tag is required');
  await page.locator('.tag-selector').getByText('Home').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/address$/);
  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId('default-tag')).toBeVisible();

  await page.getByRole('button', { name: 'Add address' }).click();
  await chooseCountry(page, 'United States');
  await fill(page, 'Addressee', 'Robin at work');
  await fill(page, 'Mobile number', '(503) 555-0103');
  await fill(page, 'Detailed address', '1 Capitol Mall');
  await fill(page, 'City', 'Salem');
  await fill(page, 'State', 'OR');
  await fill(page, 'ZIP code', '97301');
  await page.locator('.tag-selector').getByText('Office').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(cards).toHaveCount(2);

  const work = cards.filter({ hasText: 'Robin at work' });
  await work.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveTitle('Edit Address');
  await fill(page, 'Detailed address', '900 Court Street');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(work).toContainText('900 Court Street');

  await work.getByRole('button', { name: 'Set as default' }).click();
  await expect(work.getByTestId('default-tag')).toBeVisible();
  await expect(cards.first()).toContainText('Robin at work');
  await expect(page.getByTestId('default-tag')).toHaveCount(1);
  await snap(page, 'addresses');

  await cards.filter({ hasText: 'Robin Park' }).getByRole('button', { name: 'Delete' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Robin at work');
});

test('switch to German, to Arabic right to left, and back to English', async ({ page }) => {
  await loginAsNewShopper(page);
  await chooseAccountLanguage(page, 'de');
  await expect(page).toHaveTitle(de.route.language);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/home');
  await expect(page.getByText(de.home.hot_products)).toBeVisible();

  await chooseAccountLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await snap(page, 'profile-arabic');
  // Direction icons point the way Arabic reads: the back arrow and the lists' chevrons are mirrored.
  await page.goto('/setting');
  expect(await iconTransforms(page)).toEqual({ back: MIRRORED, chevron: MIRRORED });
  // A Dialog is drawn outside the app's tree and still gets antd-mobile's own texts in Arabic (its mask's
  // label), not antd-mobile's default Chinese.
  await page.getByRole('button', { name: ar.common.logout }).click();
  const dialog = page.locator('.adm-dialog');
  await expect(dialog).toContainText(ar.settings.logout_confirm);
  await expect(dialog.locator('.adm-mask-aria-button')).toHaveAttribute('aria-label', 'قناع الخلفية');
  await dialog.getByRole('button', { name: ar.common.cancel }).click();
  await expect(dialog).toBeHidden();

  // The choice is stored on the account: another device logging in gets Arabic too.
  const info = await page.evaluate(async () => {
    const token = document.cookie.match(/token=([^;]+)/)?.[1] ?? '';
    const response = await fetch('/api/user/getUserInfo?lang=en', { headers: { token } });
    return (await response.json()).data.language.file_name;
  });
  expect(info).toBe('ar');

  await chooseAccountLanguage(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveTitle('Language');
  await page.goto('/setting');
  expect(await iconTransforms(page)).toEqual({ back: 'none', chevron: 'none' });
});

const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';

/** How the back arrow and the first list chevron of the page are drawn: 'none', or mirrored. */
async function iconTransforms(page: Page) {
  const transformOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).transform);
  await expect(page.locator('.adm-list-item-content-arrow').first()).toBeVisible();
  return {
    back: await transformOf('.top-bar-back .direction-icon'),
    chevron: await transformOf('.adm-list-item-content-arrow'),
  };
}

test('the login page and About Us lead to opening a shop and to the seller centre', async ({ page }) => {
  const shopper = await newShopperWithMoney(page);
  await page.goto('/login');
  await page.getByRole('link', { name: en.auth.platform_seller }).click();
  await expect(page).toHaveURL(/\/seller\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: en.seller.title })).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: en.auth.merchant_entry }).click();
  // Opening a shop starts from an account: a guest is asked to log in first, then taken there.
  await expect(page.getByText(en.msg.please_login)).toBeVisible();
  await fill(page, 'Account', shopper.username);
  await fill(page, 'Password', shopper.password);
  await page.getByRole('button', { name: en.auth.login, exact: true }).click();
  await expect(page).toHaveURL(/\/merchantApply$/);
  await page.goto('/platform');
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  await page.getByRole('link', { name: en.auth.merchant_entry }).click();
  await expect(page).toHaveURL(/\/merchantApply$/);
  await page.goto('/platform');
  await page.getByRole('link', { name: en.auth.platform_seller }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.seller.title })).toBeVisible();
});
