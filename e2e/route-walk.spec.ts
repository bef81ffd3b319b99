import { expect, type Locator, type Page, test } from '@playwright/test';
import en from '../packages/i18n/locales/en.json' with { type: 'json' };
import {
  chooseEverySpec,
  fill,
  newShopperWithMoney,
  orderThroughApi,
  OWN_SHOPPER,
  signInAs,
} from './support';

/**
 * Every route of spec section 2 is reached from Home by the app's own controls alone: links, list items,
 * buttons, the tab bar and the back button. Only Home is typed in. Each address reached is reloaded once and
 * must show its page again (no raw JSON, no 404).
 */
const SPEC_ROUTES = [
  '/home',
  '/explore',
  '/bag',
  '/checkout',
  '/order',
  '/orderInfo/:id?',
  '/myPurchases/:status?',
  '/comment',
  '/refund/:id?/:sn?/:product_ids?/:amount?',
  '/complaint/:id?',
  '/platformComplaint',
  '/consult/list',
  '/consult/detail/:id?',
  '/consult/:product_id?/:mch_id?',
  '/detail/:product?/:mer?',
  '/shop/:id?',
  '/products',
  '/popular',
  '/filter',
  '/search',
  '/login',
  '/register',
  '/forgotPassword',
  '/changePassword',
  '/changePayPwd',
  '/passwords',
  '/security',
  '/profile',
  '/setting',
  '/language',
  '/notification',
  '/address',
  '/addressForm/:id?',
  '/withDraw',
  '/depositRecord',
  '/topUp',
  '/walletTopUp',
  '/cardTopUp',
  '/topUpRecord',
  '/capitalRecord',
  '/myFavourite',
  '/heart',
  '/payment',
  '/helpAndSupport',
  '/law',
  '/service',
  '/platform',
];

/** "/consult/:product_id?/:mch_id?" as a pattern: literal parts first, so /consult/list is not a consult form. */
function patternOf(route: string) {
  const parts = route
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? (part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${part}`));
  return new RegExp(`^${parts.join('')}/?$`);
}
const LITERAL_FIRST = [...SPEC_ROUTES].sort((a, b) => (a.includes(':') ? 1 : 0) - (b.includes(':') ? 1 : 0));
const routeOf = (pathname: string) => LITERAL_FIRST.find((route) => patternOf(route).test(pathname));

class Walk {
  readonly reached = new Map<string, string>();
  constructor(private readonly page: Page) {}

  private note() {
    const url = new URL(this.page.url());
    const route = routeOf(url.pathname);
    if (route && !this.reached.has(route)) this.reached.set(route, url.pathname + url.search);
  }

  /** Clicks a control of the app and waits for the address it leads to. */
  async via(control: Locator, expected: RegExp) {
    await control.click();
    await expect(this.page).toHaveURL(expected);
    this.note();
  }

  async back(expected: RegExp) {
    await this.page.goBack();
    await expect(this.page).toHaveURL(expected);
    this.note();
  }

  async tab(name: string, expected: RegExp) {
    await this.via(
      this.page.locator('.tab-bar-item:visible').filter({ has: this.page.getByText(name, { exact: true }) }),
      expected,
    );
  }

  start() {
    this.note();
  }
}

/**
 * A shopper of the walk's own with an unpaid and a received order and a question to a shop, made through the
 * API before the walk.
 */
async function prepareShopper(page: Page) {
  const shopper = await newShopperWithMoney(page);
  const token = shopper.token;
  const as = { headers: { token } };
  await orderThroughApi(page, token, 'Tent');
  const { orderId: received, product } = await orderThroughApi(page, token, 'Tent');
  await page.request.post('/api/order/pay?lang=en', {
    ...as,
    data: { order_id: received, pay_password: OWN_SHOPPER.payCode },
  });
  await page.request.post('/api/admin/order/ship?lang=en', {
    headers: { token: (await signInAs(page, 'operator')).token },
    data: { order_id: received, company: 'UPS', tracking_no: '1Z1' },
  });
  await page.request.post('/api/order/confirm?lang=en', { ...as, data: { order_id: received } });
  await page.request.post('/api/consult/add?lang=en', {
    ...as,
    data: {
      product_id: product.id,
      mch_id: product.shop_id,
      content: 'Does it pack down small? (route walk)',
    },
  });
  return shopper;
}

test.use({ actionTimeout: 10_000 });

test('every route of the spec is reached from Home through the app, and reloads', async ({ page }) => {
  test.setTimeout(240_000);
  const shopper = await prepareShopper(page);
  const walk = new Walk(page);

  // A guest.
  await page.goto('/home');
  walk.start();
  await walk.via(page.getByTestId('home-search'), /\/search$/);
  await walk.back(/\/home$/);
  await walk.via(page.getByTestId('category-tile').first(), /\/explore/);
  await walk.tab(en.nav.profile, /\/login$/);
  await walk.via(page.getByRole('link', { name: en.auth.register_now }), /\/register$/);
  await walk.back(/\/login$/);
  await walk.via(page.getByRole('link', { name: en.auth.forgot }), /\/forgotPassword$/);
  await walk.back(/\/login$/);
  await fill(page, en.field.account, shopper.username);
  await fill(page, en.field.password, shopper.password);
  // Back where the guest was going.
  await walk.via(page.getByRole('button', { name: en.auth.login, exact: true }), /\/profile$/);
  await walk.tab(en.nav.home, /\/home$/);

  // Catalogue.
  await walk.via(page.getByRole('link', { name: en.common.see_all }), /\/popular$/);
  // Home stays mounted behind the page, hidden once the page shows: its cards are not the ones to tap.
  await expect(page.locator('.home-page')).toBeHidden();
  await walk.via(page.locator('.product-card:visible').first(), /\/detail\/\d+/);
  await walk.via(page.locator('.shop-card'), /\/shop\/\d+/);
  await walk.back(/\/detail\//);
  await walk.via(page.locator('.action-bar .action-icon').nth(1), /\/consult\/\d+\/\d+$/);
  await walk.back(/\/detail\//);
  await chooseEverySpec(page);
  await page.getByRole('button', { name: en.detail.add_to_bag }).click();
  await walk.via(page.locator('.action-bar .action-icon').nth(2), /\/bag$/);
  await walk.via(page.getByTestId('bag-favourites'), /\/heart$/);
  await walk.back(/\/bag$/);
  await page.getByTestId('bag-line').first().locator('.adm-checkbox').click();
  await walk.via(page.getByTestId('checkout'), /\/checkout$/);
  await walk.back(/\/bag$/);
  await walk.tab(en.nav.explore, /\/explore/);
  await walk.via(page.getByTestId('open-filter'), /\/filter/);
  await walk.via(page.getByRole('button', { name: en.filter.apply }), /\/products/);

  // Me.
  await walk.back(/\/filter/);
  await walk.back(/\/explore/);
  await walk.tab(en.nav.profile, /\/profile$/);
  const menu = (label: string) =>
    page.locator('.menu-list .adm-list-item').filter({ hasText: label }).first();
  await walk.via(page.getByRole('link', { name: en.profile.my_orders }), /\/order$/);
  await walk.back(/\/profile$/);
  await walk.via(page.getByRole('link', { name: en.profile.all_orders }), /\/myPurchases\/all$/);
  await walk.via(page.getByTestId('order-card').first(), /\/orderInfo\/\d+/);
  await walk.back(/\/myPurchases\/all$/);
  await walk.via(page.getByTestId('action-pay').first(), /\/payment\?order_id=\d+/);
  await walk.back(/\/myPurchases\/all$/);
  await walk.via(page.getByTestId('action-review').first(), /\/comment\?order_id=\d+/);
  await walk.back(/\/myPurchases\/all$/);
  await walk.via(page.getByTestId('action-refund').first(), /\/refund\/\d+\//);
  await walk.back(/\/myPurchases\/all$/);
  await page
    .getByTestId('action-review')
    .first()
    .locator('xpath=ancestor::*[@data-testid="order-card"]')
    .click();
  await walk.via(page.getByTestId('complain'), /\/complaint\/\d+$/);
  await walk.back(/\/orderInfo\/\d+/);
  await walk.back(/\/myPurchases\/all$/);
  await walk.back(/\/profile$/);

  await walk.via(page.getByRole('link', { name: en.profile.top_up, exact: true }), /\/topUp$/);
  await walk.via(menu(en.wallet.method.blockchain), /\/walletTopUp$/);
  await walk.back(/\/topUp$/);
  await walk.via(menu(en.wallet.method.card), /\/cardTopUp$/);
  await walk.back(/\/topUp$/);
  await walk.back(/\/profile$/);
  await walk.via(page.getByRole('link', { name: en.profile.records, exact: true }), /\/topUpRecord$/);
  await walk.back(/\/profile$/);
  await walk.via(page.getByRole('link', { name: en.profile.withdraw, exact: true }), /\/withDraw$/);
  await walk.via(page.getByTestId('withdraw-records'), /\/depositRecord$/);
  await walk.back(/\/withDraw$/);
  await walk.back(/\/profile$/);

  for (const [label, address] of [
    [en.profile.addresses, /\/address$/],
    [en.profile.favourites, /\/myFavourite$/],
    [en.profile.fund_records, /\/capitalRecord$/],
    [en.profile.complaints, /\/platformComplaint$/],
    [en.profile.notifications, /\/notification$/],
    [en.route.helpAndSupport, /\/helpAndSupport$/],
    [en.route.law, /\/law$/],
    [en.route.service, /\/service$/],
    [en.route.platform, /\/platform$/],
  ] as const) {
    await walk.via(menu(label), address);
    if (label === en.profile.addresses) {
      await walk.via(page.getByRole('button', { name: en.address.add }), /\/addressForm$/);
      await walk.back(/\/address$/);
    }
    await walk.back(/\/profile$/);
  }
  await walk.via(menu(en.profile.consultations), /\/consult\/list$/);
  await walk.via(
    page.locator('.record-list a, [data-testid="consult-thread"]').first(),
    /\/consult\/detail\/\d+$/,
  );
  await walk.back(/\/consult\/list$/);
  await walk.back(/\/profile$/);

  await walk.via(menu(en.route.setting), /\/setting$/);
  await walk.via(menu(en.route.language), /\/language$/);
  await walk.back(/\/setting$/);
  await walk.via(menu(en.route.passwords), /\/passwords$/);
  await walk.via(menu(en.security.login_password), /\/changePassword$/);
  await walk.back(/\/passwords$/);
  await walk.via(menu(en.security.pay_code), /\/changePayPwd$/);
  await walk.back(/\/passwords$/);
  await walk.back(/\/setting$/);
  await walk.via(menu(en.route.security), /\/security$/);

  const missing = SPEC_ROUTES.filter((route) => !walk.reached.has(route));
  test.info().annotations.push({
    type: 'routes reached',
    description: `${walk.reached.size} of the spec's ${SPEC_ROUTES.length}`,
  });
  expect(missing).toEqual([]);

  // Every address the walk reached opens again on a reload.
  for (const [route, address] of walk.reached) {
    const answer = await page.goto(address);
    expect(answer?.status(), route).toBe(200);
    await expect(page.locator('#root .page, #root .top-bar').first(), route).toBeVisible();
    await expect(page.locator('body'), route).not.toContainText('"code":0');
    // One main heading that names the page, and a back control that is a button named as such.
    await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(/\S/);
    const back = page.locator('.top-bar-back');
    if ((await back.count()) > 0) {
      await expect(back, route).toHaveRole('button');
      await expect(back, route).toHaveAccessibleName('Back');
    }
  }
});
