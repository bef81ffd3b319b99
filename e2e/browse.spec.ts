import { expect, test } from '@playwright/test';
import { newShopperWithMoney, snap, toast } from './support';

test('a guest browses home, a category, its product list and search', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle('Home');
  await expect(page.getByText('Hot Products')).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('category-tile')).toHaveCount(10);
  await snap(page, 'home');

  await page.getByTestId('category-tile').filter({ hasText: 'Toys' }).click();
  await expect(page).toHaveURL(/\/explore\?category=\d+$/);
  await expect(page).toHaveTitle('Explore');
  await expect(page.locator('.adm-side-bar-item-active')).toHaveText('Toys');
  const names = page.locator('.explore-products .product-card-name');
  await expect(names.first()).toBeVisible();
  await expect(
    names
      .filter({ hasText: /Puzzle|Teddy|Drone|Blocks|Console|Gift Card|Car|Horse|Game|Kit|Tablet/ })
      .first(),
  ).toBeVisible();
  await snap(page, 'explore');

  await page.goto('/search');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(toast(page)).toHaveText('Please enter search words');
  await page.getByPlaceholder('Search products').fill('keyboard');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/keyword=keyboard/);
  const results = page.locator('.product-card-name');
  await expect(results.first()).toContainText(/keyboard/i);
  for (const text of await results.allTextContents()) expect(text).toMatch(/keyboard/i);
  await snap(page, 'search');
});

test('Home keeps its scroll position and list when the shopper comes back', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const firstProduct = await page.locator('.home-page .product-card-name').first().textContent();
  await page.getByText('Explore', { exact: true }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await page.getByText('Home', { exact: true }).last().click();
  await expect(page.locator('.home-page .product-card-name').first()).toHaveText(firstProduct ?? '');
});

test('a guest opening /order sees "Please login first" and lands on /login', async ({ page }) => {
  const shopper = await newShopperWithMoney(page);
  await page.goto('/home');
  await page.goto('/order');
  await expect(toast(page)).toHaveText('Please login first');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Log In');
  await snap(page, 'login');

  await page.locator('.adm-form-item').filter({ hasText: 'Account' }).locator('input').fill(shopper.username);
  await page
    .locator('.adm-form-item')
    .filter({ hasText: 'Password' })
    .locator('input')
    .fill(shopper.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/order$/);
});

test('a desktop browser gets the app in one centered 480 px frame', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    isMobile: false,
    hasTouch: false,
  });
  const page = await context.newPage();
  await page.goto('/home');
  const frame = page.getByTestId('desktop-frame');
  await expect(frame).toBeVisible();
  const box = await frame.boundingBox();
  expect(box?.width).toBe(480);
  expect(box?.height).toBe(800);
  expect(Math.round((box?.x ?? 0) + 240)).toBe(640);
  expect(await frame.getAttribute('src')).toMatch(/\/home$/);
  await expect(page.frameLocator('[data-testid=desktop-frame]').getByText('Hot Products')).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/desktop-frame.png' });
  await context.close();
});

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('Home already shows its header outline and its first banner', async ({ page }) => {
    await page.goto('/home');
    await expect(page.locator('.boot-home-header')).toBeVisible();
    const banner = page.locator('.boot-home-banner img');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('src', '/media/banner/1.svg');
    await expect
      .poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });
});

test('the app draws Home over the outline the page came with', async ({ page }) => {
  await page.goto('/home');
  await expect(page.locator('.home-header')).toBeVisible();
  await expect(page.locator('.boot-home-header')).toHaveCount(0);
});
