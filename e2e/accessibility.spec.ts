import { expect, type Page, test } from '@playwright/test';
import {
  axeViolations,
  fill,
  firstValuesOf,
  inLanguage,
  newShopperWithMoney,
  orderThroughApi,
} from './support';

// The app's content security policy keeps injected scripts out, axe's included.
test.use({ bypassCSP: true });

type Problem = { page: string; rule: string; impact: string; targets: string[] };

/** Critical and serious violations of the page as it stands, and its headings and back control. */
async function audit(page: Page, name: string, backName: string): Promise<Problem[]> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
  const problems: Problem[] = (await axeViolations(page))
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      page: name,
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  // One h1 naming the page, and a back control (where there is one) named as a button.
  const headings = await page.getByRole('heading', { level: 1 }).allInnerTexts();
  if (headings.length !== 1 || !headings[0]?.trim()) {
    problems.push({ page: name, rule: 'one-named-h1', impact: 'serious', targets: headings });
  }
  const backs = page.locator('.top-bar-back');
  for (let index = 0; index < (await backs.count()); index += 1) {
    if (!(await backs.nth(index).isVisible())) continue;
    const role = await backs.nth(index).evaluate((element) => element.tagName.toLowerCase());
    const label = await backs.nth(index).getAttribute('aria-label');
    if (role !== 'button' || label !== backName) {
      problems.push({
        page: name,
        rule: 'named-back-button',
        impact: 'serious',
        targets: [`${role} ${label}`],
      });
    }
  }
  return problems;
}

const LANGUAGES = [
  { code: 'en', back: 'Back', account: 'Account', password: 'Password', login: 'Log In' },
  { code: 'ar', back: 'رجوع', account: 'الحساب', password: 'كلمة المرور', login: 'تسجيل الدخول' },
];

for (const language of LANGUAGES) {
  test(`shopper screens pass WCAG 2.2 AA in ${language.code}`, async ({ page }) => {
    test.setTimeout(180_000);
    await inLanguage(page, language.code);
    const problems: Problem[] = [];
    const visit = async (name: string, path: string, prepare?: () => Promise<unknown>) => {
      await page.goto(path);
      await prepare?.();
      problems.push(...(await audit(page, `${language.code} ${name}`, language.back)));
    };
    const products = await (await page.request.get('/api/index/product?keyword=backpack&lang=en')).json();
    const product = products.data.list[0] as { id: number; shop_id: number };

    // A guest.
    await visit('home', '/home', () => expect(page.getByTestId('category-tile').first()).toBeVisible());
    await visit('explore', '/explore');
    await visit('search', '/search');
    await visit('product', `/detail/${product.id}`, () =>
      expect(page.locator('.spec-group').first()).toBeVisible(),
    );
    await visit('shop', `/shop/${product.shop_id}`);
    await visit('register', '/register');
    await visit('language picker', '/login', async () => {
      await page.getByTestId('language-button').click();
      await expect(page.getByTestId('language-en')).toBeVisible();
    });
    await visit('login', '/login');

    // Signed in.
    // A shopper of its own, as in every journey.
    const shopper = await newShopperWithMoney(page);
    // The account's language wins over the device's once signed in: the same as the page's.
    const chosen = await page.request.get(`/api/user/set_language?lang=en&file_name=${language.code}`, {
      headers: { token: shopper.token },
    });
    expect((await chosen.json()).code).toBe(1);
    await page.goto('/login');
    await fill(page, language.account, shopper.username);
    await fill(page, language.password, shopper.password);
    await page.getByRole('button', { name: language.login, exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    const as = { headers: { token: shopper.token } };
    const spec = await firstValuesOf(page, product.id);
    await page.request.post('/api/cart/add?lang=en', {
      ...as,
      data: { product_id: product.id, quantity: 1, spec: spec || undefined },
    });
    await visit('bag', '/bag', () => page.getByTestId('bag-line').first().locator('.adm-checkbox').click());
    await page.getByTestId('checkout').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('place-order')).toBeEnabled();
    problems.push(...(await audit(page, `${language.code} checkout`, language.back)));
    const { orderId } = await orderThroughApi(page, shopper.token, 'backpack');
    await visit('payment', `/payment?order_id=${orderId}`);
    const paid = await page.request.post('/api/order/pay?lang=en', {
      ...as,
      data: { order_id: orderId, pay_password: '123456' },
    });
    expect((await paid.json()).code).toBe(1);
    await visit('order', `/orderInfo/${orderId}`);
    await visit('refund', `/refund/${orderId}`);
    await visit('review', `/comment?order_id=${orderId}`);
    await visit('profile', '/profile');
    await visit('my orders', '/myPurchases/all', () =>
      expect(page.getByTestId('order-card').first()).toBeVisible(),
    );
    await visit('address form', '/addressForm');
    await visit('withdraw', '/withDraw');
    await visit('top-up', '/topUp');
    await visit('card top-up', '/cardTopUp');
    await visit('blockchain top-up', '/walletTopUp');
    await visit('fund records', '/capitalRecord');
    await visit('consultation', `/consult/${product.id}/${product.shop_id}`);
    await visit('consultations', '/consult/list');
    await visit('settings', '/setting');
    await visit('language', '/language');
    await visit('notifications', '/notification');

    expect(problems, JSON.stringify(problems, null, 2)).toEqual([]);
  });
}
