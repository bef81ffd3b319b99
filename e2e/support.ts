import { expect, type Page } from '@playwright/test';

/** Screenshots of the main screens, kept small, for docs/screenshots and the README. */
export async function snap(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
}

let counter = 0;
export function newShopper() {
  counter += 1;
  const unique = `${Date.now() % 1_000_000}${counter}`;
  return {
    username: `e2e_${unique}`,
    email: `e2e_${unique}@example.com`,
    mobile: `+1666${unique.padStart(7, '0').slice(-7)}`,
    password: 'journey123',
  };
}

/** Fills one antd-mobile form field by its label. */
export async function fill(page: Page, label: string, value: string) {
  await page
    .locator('.adm-form-item')
    .filter({ hasText: label })
    .locator('input, textarea')
    .first()
    .fill(value);
}

export async function loginAs(page: Page, account: string, password: string) {
  await page.goto('/login');
  await fill(page, 'Account', account);
  await fill(page, 'Password', password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

export const toast = (page: Page) => page.locator('.adm-toast-main');
