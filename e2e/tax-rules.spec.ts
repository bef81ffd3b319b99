import { type Browser, expect, type Page, test } from '@playwright/test';
import ar from '../packages/i18n/locales/ar.json' with { type: 'json' };
import en from '../packages/i18n/locales/en.json' with { type: 'json' };
import { ownServer } from './built-server';
import { axeViolations, signInAs, signInOnScreen } from './support';

/**
 * Import tax rules (decision 064) on a server of this journey's own: the rules it changes would otherwise tax
 * the checkouts of every other journey that ships there.
 */
const PORT = 3261;
const ownBase = ownServer(PORT);

/** The console signed in as the operator, in a language, at a size. */
async function consoleAt(browser: Browser, size: { width: number; height: number }, lang: string) {
  const context = await browser.newContext({
    baseURL: ownBase(),
    viewport: size,
    locale: 'en-US',
    isMobile: false,
    hasTouch: false,
  });
  const page = await context.newPage();
  const token = (await signInAs(page, 'operator')).token;
  await context.addInitScript(
    ({ token, lang }) => {
      localStorage.setItem('console.token', token);
      localStorage.setItem('console.lang', lang);
    },
    { token, lang },
  );
  return page;
}

/** How far the page reaches past the window's width, and whether the rules' table scrolls sideways. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector<HTMLElement>('.ant-table-content');
    return {
      page: document.documentElement.scrollWidth,
      table: table ? table.scrollWidth - table.clientWidth : 0,
    };
  });

/** Once the list has settled: no loading veil, no toast over the header, the page at its top. */
async function settled(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-container').first()).toHaveCSS('opacity', '1');
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
}

const row = (page: Page, country: string) => page.locator(`tr[data-row-key="${country}"]`);

test('an operator adds a rule for Germany, raises its rate, and deletes another; the page fits 1440 px', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const desk = await (
    await browser.newContext({
      baseURL: ownBase(),
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
    })
  ).newPage();
  // The demo seeds Germany's rule; this journey sets its own.
  const { token } = await signInAs(desk, 'operator');
  const removed = await desk.request.post('/api/admin/tax_rule/delete?lang=en', {
    headers: { token },
    data: { country: 'DE' },
  });
  expect((await removed.json()).code).toBe(1);

  await signInOnScreen(desk, 'operator');
  await desk.getByRole('menuitem', { name: en.console.menu.tax_rules }).click();
  await expect(desk).toHaveURL(/\/admin\/tax-rules$/);
  await expect(desk.locator('h1')).toHaveText(en.console.menu.tax_rules);
  await expect(row(desk, 'GB')).toContainText('United Kingdom');
  await expect(row(desk, 'DE')).toHaveCount(0);

  // Germany, 19 %, charged at checkout up to $160 (the EU's €150).
  await desk.getByTestId('add-tax-rule').click();
  const dialog = desk.getByRole('dialog');
  await expect(dialog).toContainText(en.console.taxes.add);
  await dialog.getByRole('combobox').fill('germ');
  await desk.locator('.ant-select-item-option').filter({ hasText: 'Germany' }).click();
  await dialog.getByLabel(en.field.tax_rate).fill('19');
  await expect(dialog.getByLabel(en.console.taxes.mode_up_to)).toBeChecked();
  await dialog.getByLabel(en.field.collect_up_to).fill('160');
  await dialog.getByRole('button', { name: en.common.save }).click();
  await expect(dialog).toBeHidden();
  await expect(row(desk, 'DE')).toContainText('Germany');
  await expect(row(desk, 'DE')).toContainText('19%');
  await expect(row(desk, 'DE')).toContainText('$160.00');
  await expect(row(desk, 'DE')).toContainText('admin');

  // Raised to 20 %: the same rule, its country fixed.
  await desk.getByTestId('edit-tax-DE').click();
  await expect(dialog).toContainText(`${en.console.taxes.edit} · Germany`);
  await expect(dialog.getByRole('combobox')).toBeDisabled();
  await dialog.getByLabel(en.field.tax_rate).fill('20');
  await dialog.getByRole('button', { name: en.common.save }).click();
  await expect(dialog).toBeHidden();
  await expect(row(desk, 'DE')).toContainText('20%');
  await expect(row(desk, 'DE')).toContainText('$160.00');

  // Another rule deleted, after its confirmation.
  await desk.getByTestId('delete-tax-AU').click();
  await expect(desk.locator('.ant-popconfirm')).toContainText('Australia');
  await desk.locator('.ant-popconfirm').getByRole('button', { name: en.common.delete }).click();
  await expect(row(desk, 'AU')).toHaveCount(0);

  const listed = await (
    await desk.request.get('/api/admin/tax_rules?lang=en', { headers: { token } })
  ).json();
  expect(listed.data.map((rule: { country: string }) => rule.country)).toEqual([
    'CA',
    'DE',
    'FR',
    'GB',
    'JP',
  ]);
  expect(listed.data[1]).toMatchObject({
    country: 'DE',
    rate: '20',
    collect_up_to: '160.00',
    operator: 'admin',
  });

  await settled(desk);
  expect(await sideways(desk)).toEqual({ page: 1440, table: 0 });
  await desk.screenshot({ path: 'docs/screenshots/console-tax-rules.png' });
  expect((await axeViolations(desk)).map((violation) => violation.id)).toEqual([]);
});

test('the page reads right to left in Arabic and fits a phone', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const [lang, size] of [
    ['ar', { width: 390, height: 844 }],
    ['en', { width: 390, height: 844 }],
    ['ar', { width: 1440, height: 900 }],
  ] as const) {
    const page = await consoleAt(browser, size, lang);
    await page.goto('/admin/tax-rules');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    if (size.width < 768) {
      await expect(page.getByTestId('desk-card').first()).toBeVisible();
      // On a phone each rule is a card with its actions, all within the screen.
      const names = lang === 'ar' ? ar : en;
      await expect(page.getByTestId('desk-card').filter({ hasText: 'GB' })).toContainText(
        names.console.taxes.rate,
      );
    } else {
      await expect(row(page, 'GB')).toBeVisible();
    }
    await settled(page);
    const measured = await sideways(page);
    expect(measured.page, `${lang} ${size.width}`).toBeLessThanOrEqual(size.width);
    expect(measured.table, `${lang} ${size.width}`).toBe(0);
    await page.screenshot({
      path: test.info().outputPath(`tax-rules-${lang}-${size.width}.png`),
      fullPage: true,
    });
    expect(
      (await axeViolations(page)).map((violation) => violation.id),
      `${lang} ${size.width}`,
    ).toEqual([]);

    // The edit dialog, on the same screen.
    await page.getByTestId('edit-tax-GB').click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByLabel(lang === 'ar' ? ar.field.collect_up_to : en.field.collect_up_to),
    ).toHaveValue('170.00');
    // Once the dialog has finished zooming in.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await page.screenshot({ path: test.info().outputPath(`tax-rules-dialog-${lang}-${size.width}.png`) });
    expect(
      (await axeViolations(page)).map((violation) => violation.id),
      `${lang} ${size.width} dialog`,
    ).toEqual([]);
    await page.context().close();
  }
});
