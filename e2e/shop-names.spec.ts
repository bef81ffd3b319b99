import { expect, type Page, test } from '@playwright/test';
import {
  chooseAccountLanguage,
  firstValuesOf,
  loginAs,
  newShopperWithMoney,
  snap,
  TINY_PNG,
  toast,
} from './support';

type Listed = { id: number; shop_id: number; is_virtual: boolean };

/** The first physical products of two different shops in the catalogue, with each shop's name in a language. */
async function productsOfTwoShops(page: Page) {
  const found = await (await page.request.get('/api/index/product?limit=50&lang=en')).json();
  const physical = (found.data.list as Listed[]).filter((product) => !product.is_virtual);
  const first = physical[0];
  const second = physical.find((product) => product.shop_id !== first?.shop_id);
  if (!first || !second) throw new Error('the demo catalogue has no two shops');
  return { first, second };
}

const shopName = async (page: Page, shopId: number, lang: string) =>
  (await (await page.request.get(`/api/shop/detail?id=${shopId}&lang=${lang}`)).json()).data.name as string;

test("the bag groups its lines under their shops, the order names its shop, a refund's reason reads in the shopper's language", async ({
  page,
}) => {
  const shopper = await newShopperWithMoney(page);
  const { first, second } = await productsOfTwoShops(page);
  for (const product of [first, second]) {
    await page.request.post('/api/cart/add?lang=en', {
      headers: { token: shopper.token },
      data: {
        product_id: product.id,
        quantity: 1,
        spec: (await firstValuesOf(page, product.id)) || undefined,
      },
    });
  }
  await loginAs(page, shopper.username, shopper.password);

  // The bag: one header per shop, naming the shop and linking to it; choosing a shop chooses its lines.
  await page.goto('/bag');
  const shops = page.getByTestId('bag-shop');
  await expect(shops).toHaveCount(2);
  const firstShop = shops.filter({ has: page.locator(`a[href="/shop/${first.shop_id}"]`) });
  await expect(firstShop.getByTestId('bag-shop-name')).toHaveText(await shopName(page, first.shop_id, 'en'));
  await expect(
    shops.filter({ has: page.locator(`a[href="/shop/${second.shop_id}"]`) }).getByTestId('bag-shop-name'),
  ).toHaveText(await shopName(page, second.shop_id, 'en'));
  await firstShop.getByRole('checkbox', { name: /^Select everything from / }).check();
  await expect(firstShop.getByTestId('bag-line').getByRole('checkbox')).toBeChecked();
  await expect(page.getByTestId('checkout')).toHaveText(/1/);
  await snap(page, 'bag-two-shops');

  // One shop's order: its detail names the shop, linking to it.
  await page.getByTestId('checkout').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/payment\?order_id=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  await page.getByRole('textbox', { name: 'Payment code' }).fill('123456');
  await page.getByTestId('pay').click();
  await expect(page).toHaveURL(new RegExp(`/orderInfo/${orderId}$`));
  const orderShop = page.getByTestId('order-shop');
  await expect(orderShop).toHaveText(await shopName(page, first.shop_id, 'en'));
  await expect(orderShop).toHaveAttribute('href', `/shop/${first.shop_id}`);

  // A refund: the chip's reason is stored as its key and read back in the shopper's language.
  await page.getByTestId('action-refund').click();
  await page.getByText('Damaged', { exact: true }).click();
  await page
    .locator('.adm-form-item')
    .filter({ hasText: 'Explanation' })
    .locator('textarea')
    .fill('Cracked.');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(toast(page)).toHaveText('Upload successful');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderInfo/${orderId}$`));
  await expect(page.getByTestId('refund-reason')).toHaveText('Damaged');
  const detail = await (
    await page.request.get(`/api/order/detail?id=${orderId}&lang=en`, { headers: { token: shopper.token } })
  ).json();
  expect(detail.data.refund.reason).toBe('damaged');
  await snap(page, 'order-detail-shop');

  // In Arabic, right to left: the shop's Arabic name, the reason in Arabic.
  await chooseAccountLanguage(page, 'ar');
  await page.goto(`/orderInfo/${orderId}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('refund-reason')).toHaveText('المنتج تالف');
  await expect(page.getByTestId('order-shop')).toHaveText(await shopName(page, first.shop_id, 'ar'));
  await snap(page, 'order-detail-shop-arabic');
  await page.goto('/myPurchases/all');
  await expect(page.getByTestId('order-shop').first()).toHaveText(await shopName(page, first.shop_id, 'ar'));
  await snap(page, 'orders-shop-arabic');
  await page.request.post('/api/cart/add?lang=en', {
    headers: { token: shopper.token },
    data: {
      product_id: first.id,
      quantity: 1,
      spec: (await firstValuesOf(page, first.id)) || undefined,
    },
  });
  await page.goto('/bag');
  await expect(page.getByTestId('bag-shop')).toHaveCount(2);
  await expect(page.getByTestId('bag-shop-name').first()).toHaveText(
    await shopName(page, first.shop_id, 'ar'),
  );
  await snap(page, 'bag-two-shops-arabic');
});
