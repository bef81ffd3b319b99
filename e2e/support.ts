import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import en from '../packages/i18n/locales/en.json' with { type: 'json' };

/** WCAG 2.0, 2.1 and 2.2, levels A and AA, as axe-core tests them (decision 030). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The page's WCAG 2.2 AA violations as axe-core finds them now (every impact; callers keep what they judge). */
export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    // axe in the page itself: the default mode opens a blank page for every scan to merge the frames'
    // results (about 1.3 s each here), and these pages have no frames of other origins to merge.
    .setLegacyMode()
    .withTags(WCAG_AA)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations;
}

/** Screenshots of the main screens, kept small, for docs/screenshots and the README. */
export async function snap(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
}

let counter = 0;
/** Credentials no other journey uses, even one running at the same moment in the other worker's process. */
export function newShopper() {
  counter += 1;
  const unique = `${Date.now() % 1_000_000}${process.pid % 100}${counter}`;
  return {
    username: `e2e_${unique}`,
    email: `e2e_${unique}@example.com`,
    mobile: `+1666${unique.padStart(7, '0').slice(-7)}`,
    password: 'journey123',
  };
}

/** On a product page, the first value of each of the product's specs. */
export async function chooseEverySpec(page: Page) {
  const groups = page.locator('.spec-group');
  for (let index = 0; index < (await groups.count()); index += 1) {
    await groups.nth(index).locator('.choice-chip').first().click();
  }
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

/**
 * A signed-in shopper picks a language on /language, as the shopper does, and waits until the account has
 * it: the account's language wins over the device's, so a page loaded before then would come back in the
 * old one.
 */
export async function chooseAccountLanguage(page: Page, fileName: string) {
  await page.goto('/language');
  const stored = page.waitForResponse((response) => response.url().includes('/api/user/set_language'));
  await page.getByTestId(`language-${fileName}`).click();
  if (!(await stored).ok()) throw new Error(`the account did not keep the language ${fileName}`);
  // The app updates its copy of the account after the answer, then says so: leaving before that would load
  // the next page in the account's old language.
  await expect(page.locator('.adm-toast-mask')).toBeVisible();
}

/** Without SMTP the server writes each mail to DATA_DIR/mail, named after its address, oldest first. */
export async function mailsTo(to: string): Promise<string[]> {
  const folder = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const files = (await readdir(folder)).filter((name) => name.endsWith(`${to}.eml`)).sort();
  return Promise.all(files.map((name) => readFile(path.join(folder, name), 'utf8')));
}

/** The code of the newest mail to the address. */
export async function latestCode(to: string) {
  return (await mailsTo(to)).at(-1)?.match(/code is (\d{6})/)?.[1] ?? '';
}

/**
 * The accounts the journeys use besides shoppers: the operator `admin`, the demo shop's owner `merchant`, or
 * any seller account (`account` and `password`).
 */
export type DeskAccount = 'operator' | 'merchant' | { account: string; password: string };

const OPERATOR = { username: 'admin', password: 'e2e-operator-secret' };
const MERCHANT = { account: 'merchant', password: 'merchant1234' };

/** Signs in through the API as `who`; the login's data: its `token`, and a seller's `shop`. */
export async function signInAs(page: Page, who: DeskAccount) {
  const [path, data] =
    who === 'operator'
      ? ['/api/admin/login', OPERATOR]
      : ['/api/seller/login', who === 'merchant' ? MERCHANT : who];
  const answer = await (await page.request.post(`${path}?lang=en`, { data })).json();
  expect(answer.code, `${path}: ${answer.msg}`).toBe(1);
  return answer.data as { token: string; shop: { id: number; name: string } };
}

/**
 * Signs in on the desk's own login screen, in English: the console's for the operator, the seller centre's for
 * a seller; resolves once the desk shows who is signed in.
 */
export async function signInOnScreen(page: Page, who: DeskAccount) {
  if (who === 'operator') {
    await page.goto('/admin/login');
    await page.getByLabel(en.field.username).fill(OPERATOR.username);
    await page.getByLabel(en.field.password).fill(OPERATOR.password);
    await page.getByRole('button', { name: en.auth.login }).click();
    await expect(page.getByTestId('operator')).toHaveText(OPERATOR.username);
    return;
  }
  const seller = who === 'merchant' ? MERCHANT : who;
  await page.goto('/seller/login');
  await page.getByLabel(en.field.account).fill(seller.account);
  await page.getByLabel(en.field.password).fill(seller.password);
  await page.getByRole('button', { name: en.auth.login }).click();
  await expect(page.getByTestId('seller-shop')).toBeVisible();
}

/** A 1×1 PNG: the picture the journeys attach as evidence, a logo or an avatar. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** One API call with a token, in English; its data, after checking it worked. */
export async function apiData(page: Page, method: 'GET' | 'POST', url: string, token: string, data?: object) {
  const response =
    method === 'GET'
      ? await page.request.get(inEnglish(url), { headers: { token } })
      : await page.request.post(inEnglish(url), { headers: { token }, data });
  const body = await response.json();
  expect(body.code, `${url}: ${body.msg}`).toBe(1);
  return body.data;
}

/** A call's URL asking for English answers, beside the query it may have. */
const inEnglish = (url: string) => `${url}${url.includes('?') ? '&' : '?'}lang=en`;

/** Uploads `TINY_PNG` through the API as the token's account, under the file name given; its URL. */
export async function uploadPicture(page: Page, token: string, name = 'picture.png') {
  const response = await page.request.post('/api/common/upload?lang=en', {
    headers: { token },
    multipart: { file: { name, mimeType: 'image/png', buffer: TINY_PNG } },
  });
  const body = await response.json();
  expect(body.code, `/api/common/upload: ${body.msg}`).toBe(1);
  return body.data.url as string;
}

/**
 * A shop of the journey's own, opened through the API: a new shopper (`newShopperWithMoney`) applies, with
 * `uploadPicture` as its logo and document, and an operator passes the application. Returns the owner, the
 * category the shop applied in, and the owner's seller login (its `token`).
 */
export async function openShopThroughApi(page: Page, shopName: string, description: string) {
  const owner = await newShopperWithMoney(page);
  const [category] = await apiData(page, 'GET', '/api/index/category', owner.token);
  const applied = await apiData(page, 'POST', '/api/user/merchant_apply', owner.token, {
    shop_name: shopName,
    description,
    logo: await uploadPicture(page, owner.token),
    category_id: category.id,
    email: `shop-${owner.email}`,
    document: await uploadPicture(page, owner.token),
  });
  const operator = (await signInAs(page, 'operator')).token;
  await apiData(page, 'POST', '/api/admin/merchant_application/audit', operator, {
    id: applied.id,
    pass: true,
  });
  const seller = await apiData(page, 'POST', '/api/seller/login', '', {
    account: owner.username,
    password: owner.password,
  });
  return { owner, category, seller };
}

/**
 * The balance the profile shows once the server has answered this visit. The app first shows the copy it keeps
 * (localStorage, as the spec asks), which the test's own API calls (a payment, a decision) may have made old:
 * reading that copy as "before" once made a refund look like no refund at all.
 */
export async function balanceOnProfile(page: Page) {
  const answered = page.waitForResponse((response) => response.url().includes('/api/user/getUserInfo'));
  await page.goto('/profile');
  const balance = (await (await answered).json()).data.balance as string;
  // The amount as the API wrote it; the screen writes it in the language's way ("$10,000.00").
  await expect(page.getByTestId('balance').locator('[data-money]')).toHaveAttribute('data-money', balance);
  return Number(balance);
}

/** Credits a shopper's balance as an operator would (a ledger adjustment). */
export async function credit(page: Page, userId: number, amount: string) {
  await page.request.post('/api/admin/user/adjust?lang=en', {
    headers: { token: (await signInAs(page, 'operator')).token },
    data: { user_id: userId, amount, memo: 'e2e' },
  });
}

/** The product's spec with each of its specs at its first value, as an order or a bag line names it. */
export async function firstValuesOf(page: Page, productId: number) {
  const detail = await (await page.request.get(`/api/product/detail?id=${productId}&lang=en`)).json();
  return (detail.data.specs as { name: string; values: string[] }[])
    .map((choice) => `${choice.name}: ${choice.values[0]}`)
    .join('; ');
}

/**
 * Makes an order of one unit of a product (each spec at its first value), shipped to the shopper's first
 * address, through the API; returns its id.
 */
export async function orderProduct(page: Page, token: string, productId: number) {
  const as = { headers: { token } };
  const spec = await firstValuesOf(page, productId);
  const addresses = await (await page.request.get('/api/user/address_list?lang=en', as)).json();
  const created = await page.request.post('/api/order/create?lang=en', {
    ...as,
    data: {
      items: [{ product_id: productId, quantity: 1, spec: spec || undefined }],
      address_id: addresses.data[0].id,
    },
  });
  return (await created.json()).data.order_id as number;
}

/** `orderProduct` of the first physical product the keyword finds; returns the order's id and the product. */
export async function orderThroughApi(page: Page, token: string, keyword: string) {
  const found = await (await page.request.get(`/api/index/product?keyword=${keyword}&lang=en`)).json();
  const product = found.data.list.find((item: { is_virtual: boolean }) => !item.is_virtual);
  return { orderId: await orderProduct(page, token, product.id), product };
}

/**
 * The visible controls matching the selector that leave the screen's width or whose text is cut. A control
 * inside a strip that scrolls sideways (tabs, banners) may lie beyond the edge, but never be cut.
 */
export async function outOfBounds(page: Page, selector: string, width: number) {
  return page.locator(selector).evaluateAll(
    (elements, viewport) =>
      elements
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => {
          const box = element.getBoundingClientRect();
          let scrolls = false;
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            const overflow = getComputedStyle(parent).overflowX;
            if ((overflow === 'auto' || overflow === 'scroll') && parent.scrollWidth > parent.clientWidth) {
              scrolls = true;
            }
          }
          return {
            text: (element.textContent ?? '').trim().slice(0, 30),
            left: Math.round(box.left),
            right: Math.round(box.right),
            outside: !scrolls && (box.left < 0 || box.right > viewport),
            cut: element.scrollWidth > element.clientWidth + 1,
          };
        })
        .filter((control) => control.outside || control.cut)
        .map(({ text, left, right, cut }) => ({ text, left, right, cut })),
    width,
  );
}

/** Sets the device's language before the app starts, as a guest's stored choice. */
export async function inLanguage(page: Page, code: string) {
  await page.addInitScript((language) => {
    localStorage.setItem('setting', JSON.stringify({ lang: language }));
  }, code);
}

/** What every journey's own shopper is given: a payment code and the consignee of its one address. */
export const OWN_SHOPPER = {
  payCode: '123456',
  // A real-looking address: the journeys' screenshots are the docs' pictures.
  address: {
    country: 'US',
    consignee: 'Robin Lee',
    mobile: '+14155550123',
    admin_area: 'CA',
    locality: 'San Francisco',
    postcode: '94105',
    address: '500 Market Street, Apt 12',
    tag: 'Home',
  },
};

/**
 * A new shopper with a payment code (`OWN_SHOPPER.payCode`), money (an operator's adjustment) and a default
 * address: a journey changes its own shopper's balance, orders and records, never another journey's, so the
 * journeys run side by side in any order.
 */
export async function newShopperWithMoney(page: Page, amount = '500.00') {
  const shopper = newShopper();
  const registered = await (await page.request.post('/api/user/register?lang=en', { data: shopper })).json();
  const token = registered.data.userinfo.token as string;
  const id = registered.data.userinfo.id as number;
  const headers = { token };
  await page.request.post('/api/user/resetPay?lang=en', {
    headers,
    data: { pay_password: OWN_SHOPPER.payCode, password: shopper.password },
  });
  await credit(page, id, amount);
  await page.request.post('/api/user/address_add?lang=en', {
    headers,
    data: { ...OWN_SHOPPER.address, is_default: true },
  });
  return { id, token, username: shopper.username, email: shopper.email, password: shopper.password };
}

/** `newShopperWithMoney`, logged in through the app's login screen. */
export async function loginAsNewShopper(page: Page, amount?: string) {
  const shopper = await newShopperWithMoney(page, amount);
  await loginAs(page, shopper.username, shopper.password);
  return shopper;
}
