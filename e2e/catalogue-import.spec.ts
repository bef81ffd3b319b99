import { expect, type Browser, test } from '@playwright/test';
import { axeViolations, signInAs } from './support';

/** A desk window signed in with the token under the desk's key. */
async function deskPage(browser: Browser, storage: Record<string, string>) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    acceptDownloads: true,
  });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  return context.newPage();
}

const csvFile = (text: string) => ({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

// Off sale, so that the demo catalogue the other journeys count on shows nothing new.
const GOOD = 'name,category,price,stock,status,name_de\nE2E lantern,toys,12.34,5,off,E2E Laterne\n';
const BAD = 'name,category,price,status\nE2E kite,toys,8.00,off\nE2E rocket,Spaceships,9.00,off\n';

test('the seller centre exports its products, refuses a file with a bad row and imports a good one', async ({
  page,
  browser,
}) => {
  const desk = await deskPage(browser, { 'seller.token': (await signInAs(page, 'merchant')).token });
  await desk.goto('/seller/products');

  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByTestId('export-products').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^shop-\d+-products\.csv$/);
  const exported = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(exported).toString('utf8')).toMatch(/^\ufeffname,description,category,price/);

  await desk.getByTestId('import-products').click();
  const drawer = desk.locator('.ant-drawer');
  await drawer.locator('input[type=file]').setInputFiles(csvFile(BAD));
  await drawer.getByTestId('send-import').click();
  await expect(drawer.getByText('Nothing was imported. Rows refused: 1')).toBeVisible();
  const refusal = drawer.locator('.ant-table-row');
  await expect(refusal).toHaveCount(1);
  await expect(refusal).toContainText('3');
  await expect(refusal).toContainText('category');
  await expect(refusal).toContainText('The category does not exist');
  // The drawer with its report meets WCAG 2.2 AA as the rest of the desks do (decision 030).
  await desk.waitForTimeout(500);
  const violations = (await axeViolations(desk)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);

  await drawer.locator('input[type=file]').setInputFiles(csvFile(GOOD));
  await drawer.getByTestId('send-import').click();
  await expect(drawer.getByText('Products imported: 1')).toBeVisible();
  await desk.keyboard.press('Escape');
  await expect(desk.getByRole('cell', { name: 'E2E lantern' })).toBeVisible();
  await expect(desk.getByRole('cell', { name: 'E2E kite' })).toHaveCount(0);
  await desk.context().close();
});

test('the console imports into the shop the operator chooses', async ({ page, browser }) => {
  const desk = await deskPage(browser, { 'console.token': (await signInAs(page, 'operator')).token });
  await desk.goto('/admin/products');
  await desk.getByTestId('import-products').click();
  const drawer = desk.locator('.ant-drawer');
  await expect(drawer.getByTestId('send-import')).toBeDisabled();
  await drawer
    .locator('input[type=file]')
    .setInputFiles(csvFile('name,category,price,status\nE2E console kite,toys,8.00,off\n'));
  // A click on an option while antd's dropdown is still animating in can be lost: pick until the file may go.
  const shop = drawer.getByRole('combobox', { name: 'Shop' });
  await expect(async () => {
    await shop.click();
    await desk.locator('.ant-select-item-option').first().click({ timeout: 2_000 });
    await expect(drawer.getByTestId('send-import')).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await drawer.getByTestId('send-import').click();
  await expect(drawer.getByText('Products imported: 1')).toBeVisible();
  await desk.context().close();
});
