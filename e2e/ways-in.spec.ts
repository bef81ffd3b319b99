import { expect, type Page, test } from '@playwright/test';
import en from '../packages/i18n/locales/en.json' with { type: 'json' };
import { loginAsNewShopper } from './support';

/** The product list and the filter are reached from the app's own screens, and sorting works where one looks. */

/** The prices of the cards shown, in order (without the crossed-out originals). */
async function prices(page: Page) {
  // Home and Explore stay mounted, hidden, with cards of their own: only the shown list counts. A list being
  // replaced (a new sort) may show none for a moment: read until it shows its cards.
  const read = () =>
    page.locator('.product-card:visible .price').evaluateAll((elements) =>
      // The price as the API wrote it; the text is the language's writing of it.
      elements.map((element) =>
        Number(element.querySelector('[data-money]')?.getAttribute('data-money') ?? 'NaN'),
      ),
    );
  await expect.poll(async () => (await read()).length).toBeGreaterThan(0);
  return read();
}

const ascending = (values: number[]) =>
  values.every((value, index) => index === 0 || (values[index - 1] ?? value) <= value);

// The product list and the filter are for shoppers who have logged in (the spec's route guard).
test.beforeEach(async ({ page }) => {
  await loginAsNewShopper(page);
});

test('Explore leads to a category’s whole list and to the filter, whose choices apply and are kept', async ({
  page,
}) => {
  await page.goto('/home');
  await page.getByTestId('category-tile').nth(1).click();
  await expect(page).toHaveURL(/\/explore\?category=\d+/);
  const category = new URL(page.url()).searchParams.get('category');

  await page.getByTestId('see-all').click();
  await expect(page).toHaveURL(new RegExp(`/products\\?category_id=${category}$`));
  await page.getByRole('tab', { name: en.products.sort_price_asc }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  expect(ascending(await prices(page))).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/explore/);
  await page.getByTestId('open-filter').click();
  await expect(page).toHaveURL(new RegExp(`/filter\\?category_id=${category}$`));
  await page.getByPlaceholder(en.filter.min).fill('20');
  await page.locator('.filter-page').getByText(en.products.sort_price_desc).click();
  await page.getByRole('button', { name: en.filter.apply }).click();
  await expect(page).toHaveURL(
    new RegExp(`/products\\?category_id=${category}&min_price=20&sort=price_desc$`),
  );
  const shown = await prices(page);
  expect(shown.every((price) => price >= 20)).toBe(true);
  expect(ascending([...shown].reverse())).toBe(true);

  // Filter is kept alive: back on it, the choices are as they were.
  await page.goBack();
  await expect(page).toHaveURL(/\/filter/);
  await expect(page.getByPlaceholder(en.filter.min)).toHaveValue('20');
});

test('search results can be sorted and filtered', async ({ page }) => {
  await page.goto('/search?keyword=bottle');
  await page.getByRole('tab', { name: en.products.sort_price_desc }).click();
  await expect(page).toHaveURL(/keyword=bottle&sort=price_desc/);
  const shown = await prices(page);
  expect(shown.length).toBeGreaterThan(1);
  expect(ascending([...shown].reverse())).toBe(true);
  await page.reload();
  await expect(page.getByRole('tab', { name: en.products.sort_price_desc })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByTestId('open-filter').click();
  await expect(page).toHaveURL(/\/filter\?keyword=bottle&sort=price_desc$/);
  await page.getByRole('button', { name: en.filter.apply }).click();
  await expect(page).toHaveURL(/\/products\?keyword=bottle&sort=price_desc$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});
