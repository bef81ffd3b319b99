import { expect, type Locator, type Page, test } from '@playwright/test';
import ar from '../packages/i18n/locales/ar.json' with { type: 'json' };
import en from '../packages/i18n/locales/en.json' with { type: 'json' };
import { IPHONE_AGENT } from '../playwright.config';
import { ownServer } from './built-server';
import { signInAs, signInOnScreen } from './support';

/**
 * A shop's shipping zones (decision 064) on a server of this journey's own: the demo merchant's zones decide where
 * its products can be ordered to, which every other journey's checkout would otherwise feel.
 */
const PORT = 3251;
const ownBase = ownServer(PORT);

const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: IPHONE_AGENT,
  isMobile: true,
  hasTouch: true,
};
const LAPTOP = { viewport: { width: 1440, height: 900 } };

/** Nothing of the page reaches past the screen's width: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.scrollingElement?.scrollWidth ?? 0,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

/** A text as it reads, without the isolates that keep an amount whole in either direction. */
const shown = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');

/** The zone form's fields, by their English labels. */
async function fillZone(
  page: Page,
  zone: { name?: string; country?: string; price?: string; days?: [string, string, string] },
) {
  const drawer = page.getByRole('dialog');
  if (zone.name !== undefined) await drawer.getByLabel(en.field.name).fill(zone.name);
  if (zone.country) {
    await drawer.getByLabel(en.field.countries).fill(zone.country);
    await page.keyboard.press('Enter');
  }
  if (zone.price !== undefined) await drawer.getByLabel(en.zones.price).fill(zone.price);
  if (zone.days) {
    await drawer.getByLabel(en.field.handling_days).fill(zone.days[0]);
    await drawer.getByLabel(en.field.transit_days_min).fill(zone.days[1]);
    await drawer.getByLabel(en.field.transit_days_max).fill(zone.days[2]);
  }
}

async function saveZone(page: Page) {
  await page.getByTestId('save-zone').click();
  await expect(page.locator('.ant-message')).toContainText(en.msg.save_success);
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('the merchant ships to Japan and the rest of the world, on a phone and a laptop, in English and Arabic', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const base = ownBase();
  const phone = await browser.newContext({ baseURL: base, ...PHONE });
  const page = await phone.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await signInOnScreen(page, 'merchant');
  await page.goto('/seller/shipping');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.seller.menu.shipping);
  // Without zones the shop ships everywhere by the platform's rule, and the page says so.
  await expect.poll(() => shown(page.getByTestId('default-zone'))).toContain('$6.00 flat, free from $49.00');
  await expect(page.getByTestId('default-zone')).toContainText('Arrives in 2 + 5–12 days');

  await page.getByTestId('add-zone').click();
  await fillZone(page, { name: 'Japan', country: 'Japan', price: '8', days: ['3', '4', '7'] });
  await expect(page.locator('.ant-select-selection-item')).toHaveText(['Japan']);
  await saveZone(page);
  const japan = page.getByTestId('desk-card').filter({ hasText: 'Japan' });
  await expect.poll(() => shown(japan.getByTestId('zone-rule'))).toBe('$8.00 flat');
  await expect(japan.getByTestId('zone-arrival')).toHaveText('Arrives in 3 + 4–7 days');
  // Only Japan now: the page says what a rest-of-the-world zone would add.
  await expect(page.getByTestId('no-rest')).toHaveText(en.zones.only_named);

  await page.getByTestId('add-zone').click();
  await fillZone(page, { name: 'Everywhere else', price: '15', days: ['2', '10', '20'] });
  await page.getByRole('dialog').getByRole('switch').click();
  await expect(page.getByRole('dialog').getByLabel(en.field.countries)).toBeHidden();
  await page.getByRole('dialog').getByLabel(en.field.free_from).fill('100');
  await saveZone(page);
  await expect(page.getByTestId('no-rest')).toBeHidden();
  const rest = page.getByTestId('desk-card').filter({ hasText: 'Everywhere else' });
  await expect(rest).toContainText(en.zones.rest_of_world);
  await expect.poll(() => shown(rest.getByTestId('zone-rule'))).toBe('$15.00 flat, free from $100.00');

  // A second zone naming Japan is refused with the zone that has it.
  await page.getByTestId('add-zone').click();
  await fillZone(page, { name: 'Asia', country: 'Japan', price: '5' });
  await page.getByTestId('save-zone').click();
  await expect(page.locator('.ant-message')).toContainText(
    '\u2068Japan\u2069 is already in the zone “Japan”',
  );
  await page.locator('.ant-drawer-close').click();

  // Edited: Japan costs $9.50 now.
  await japan.getByRole('button', { name: en.common.edit }).click();
  await expect(page.getByRole('dialog').getByLabel(en.zones.price)).toHaveValue('8.00');
  await fillZone(page, { price: '9.50' });
  await saveZone(page);
  await expect.poll(() => shown(japan.getByTestId('zone-rule'))).toBe('$9.50 flat');
  await expect(page.getByTestId('zone-name')).toHaveText(['Japan', 'Everywhere else']);
  await expectNoSidewaysScroll(page);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await page.screenshot({ path: 'docs/screenshots/seller-shipping-zones.png' });

  // The form on the phone: stacked, within the screen.
  await japan.getByRole('button', { name: en.common.edit }).click();
  await expect(page.getByRole('dialog').getByLabel(en.field.name)).toHaveValue('Japan');
  await expectNoSidewaysScroll(page);
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'test-results/shipping-zones/phone-form-en.png' });
  await page.locator('.ant-drawer-close').click();

  // In Arabic, right to left, still within 390 px: the list and the form.
  await page.evaluate(() => localStorage.setItem('console.lang', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.seller.menu.shipping);
  await expect(page.getByTestId('zone-countries')).toHaveText('اليابان');
  await expect(page.getByTestId('desk-card').filter({ hasText: ar.zones.rest_of_world })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/shipping-zones/phone-ar.png' });
  await page.getByTestId('desk-card').first().getByRole('button', { name: ar.common.edit }).click();
  await expect(page.getByRole('dialog').getByLabel(ar.zones.price)).toHaveValue('9.50');
  await expectNoSidewaysScroll(page);
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'test-results/shipping-zones/phone-form-ar.png' });
  expect(pageErrors).toEqual([]);
  await phone.close();

  // On a laptop: a table, in English and Arabic.
  const laptop = await browser.newContext({ baseURL: base, ...LAPTOP });
  const desk = await laptop.newPage();
  await signInOnScreen(desk, 'merchant');
  await desk.goto('/seller/shipping');
  await expect.poll(() => shown(desk.getByRole('row').filter({ hasText: 'Japan' }))).toContain('$9.50 flat');
  await desk.screenshot({ path: 'test-results/shipping-zones/laptop-en.png' });
  await desk.evaluate(() => localStorage.setItem('console.lang', 'ar'));
  await desk.reload();
  await expect(desk.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(desk.getByRole('row').filter({ hasText: 'اليابان' })).toBeVisible();
  await desk.screenshot({ path: 'test-results/shipping-zones/laptop-ar.png' });
  await laptop.close();
});

test('an operator sets the zones of one of the platform’s own shops from the console’s shops', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL: ownBase(), ...LAPTOP });
  const page = await context.newPage();
  // A shop of the demo catalogue that is not the demo merchant's: the platform's own, without members.
  const { token } = await signInAs(page, 'operator');
  const { shop } = await signInAs(page, 'merchant');
  const shops = (await (await page.request.get('/api/admin/shops?lang=en', { headers: { token } })).json())
    .data as { id: number; name: string }[];
  const platformShop = shops.find((candidate) => candidate.id !== shop.id);
  if (!platformShop) throw new Error('the demo catalogue has one shop only');

  await signInOnScreen(page, 'operator');
  await page.goto('/admin/catalog/shops');
  await page.getByTestId(`shop-zones-${platformShop.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/admin/catalog/shops/${platformShop.id}/shipping$`));
  await expect(page.getByTestId('zones-shop')).toHaveText(
    en.zones.of_shop.replace('{{shop}}', platformShop.name),
  );
  await expect(page.getByTestId('default-zone')).toBeVisible();
  await page.getByTestId('add-zone').click();
  await fillZone(page, { name: 'Germany', country: 'Germany', price: '4.5', days: ['1', '2', '3'] });
  await saveZone(page);
  await expect
    .poll(() => shown(page.getByRole('row').filter({ hasText: 'Germany' })))
    .toContain('$4.50 flat');
  await expect(page.getByTestId('no-rest')).toBeVisible();
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await page.screenshot({ path: 'docs/screenshots/console-shipping-zones.png' });

  // Deleted after asking: the shop ships everywhere by the platform's rule again.
  await page
    .getByRole('row')
    .filter({ hasText: 'Germany' })
    .getByRole('button', { name: en.common.delete })
    .click();
  await expect(page.getByText(en.zones.delete_confirm.replace('{{name}}', 'Germany'))).toBeVisible();
  await page.locator('.ant-popconfirm').getByRole('button', { name: en.common.delete }).click();
  await expect(page.getByTestId('default-zone')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Germany' })).toHaveCount(0);
  await context.close();
});
