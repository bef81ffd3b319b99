import { expect, type Locator, type Page, test } from '@playwright/test';
import { newShopperWithMoney, OWN_SHOPPER, toast } from './support';

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, checking on every stop that the focus can be
 * seen: an outline on the focused control, or on the drawn box of a native checkbox hidden from sight.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, most = 80 } = {}) {
  for (let stop = 0; stop < most; stop += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return { visible: true, what: 'body' };
      const ringed = (candidate: Element | null | undefined) => {
        if (!candidate) return false;
        const style = getComputedStyle(candidate);
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      };
      const drawnBox = element.closest('.adm-checkbox')?.querySelector('.adm-checkbox-icon');
      return {
        visible: ringed(element) || ringed(drawnBox),
        what: `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      };
    });
    expect(focus.visible, `focus seen on ${focus.what}`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test('a shopper buys a product with specs using the keyboard alone', async ({ page }) => {
  const shopper = await newShopperWithMoney(page);
  await page.goto('/login');
  await tabTo(page, page.getByRole('textbox', { name: 'Account' }));
  await page.keyboard.type(shopper.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(shopper.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);

  // Home → search.
  await tabTo(page, page.getByTestId('home-search'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search$/);
  await tabTo(page, page.getByRole('searchbox').or(page.getByPlaceholder('Search products')).first());
  await page.keyboard.type('backpack');
  await page.keyboard.press('Enter');
  const firstResult = page.getByTestId('product-card').filter({ visible: true }).first();
  await expect(firstResult).toBeVisible();
  await tabTo(page, firstResult);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/detail\/\d+/);
  const name = (await page.locator('.detail-name').textContent()) ?? '';

  // Every spec by its chips: the first with Space, and the state is announced.
  const groups = page.locator('.spec-group');
  await expect(groups.first()).toBeVisible();
  for (let index = 0; index < (await groups.count()); index += 1) {
    const chip = groups.nth(index).getByRole('button').first();
    await tabTo(page, chip);
    await page.keyboard.press('Space');
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  }
  // The quantity up by one, with the plus button and Enter.
  await tabTo(page, page.getByRole('button', { name: 'Increase' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await tabTo(page, page.getByRole('button', { name: 'Add to bag' }));
  await page.keyboard.press('Enter');
  // The login's toast may still be leaving: the bag's is the one looked for.
  await expect(toast(page).filter({ hasText: 'Added to bag' })).toBeVisible();

  // To the bag by the action bar, back to the first control with Shift+Tab on the way.
  await tabTo(page, page.locator('.action-bar').getByRole('button', { name: 'Bag', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bag$/);
  const line = page.getByTestId('bag-line').filter({ hasText: name }).first();
  await expect(line).toBeVisible();
  const lineBox = line.getByRole('checkbox', { name });
  await tabTo(page, lineBox);
  await page.keyboard.press('Space');
  await expect(lineBox).toBeChecked();
  await tabTo(page, page.getByTestId('checkout'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  await expect(page.getByTestId('checkout-address')).toContainText(OWN_SHOPPER.address.consignee);
  await tabTo(page, page.getByTestId('place-order'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment\?order_id=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('order_id');
  await tabTo(page, page.getByRole('textbox', { name: 'Payment code' }));
  await page.keyboard.type(OWN_SHOPPER.payCode);
  await tabTo(page, page.getByTestId('pay'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orderInfo/${orderId}$`));
  await expect(page.getByTestId('order-info-status')).toHaveText('Waiting Deliver');

  // The tab bar is a navigation of links with the current page marked.
  await page.goto('/bag');
  const tabs = page.getByRole('navigation', { name: 'Main' });
  await expect(tabs.getByRole('link', { name: 'Bag', exact: true })).toHaveAttribute('aria-current', 'page');
  await tabTo(page, tabs.getByRole('link', { name: 'Me', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
});
