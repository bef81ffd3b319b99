import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { makeMerchant } from '../../../test/marketplace-fixtures';
import { multipartPicture } from '../../../test/security-support';
import { makeShopper } from '../../../test/shopping-fixtures';
import { TINY_PNG } from '../../../test/uploads';

/** Decision 041: uploads a minute per account and per address, on every upload route. */
const PER_MINUTE = 3;
const { t, operatorToken } = useTestApp({ env: { UPLOADS_PER_MINUTE: String(PER_MINUTE) } });
const TOO_MANY = {
  en: 'Too many requests, please try again later',
  de: 'Zu viele Anfragen, bitte versuchen Sie es später erneut',
};

const ROUTES = { shopper: '/api/common/upload', operator: '/api/admin/upload', seller: '/api/seller/upload' };

async function upload(route: keyof typeof ROUTES, token: string, address = '127.0.0.1', lang = 'en') {
  const { headers, payload } = multipartPicture(TINY_PNG);
  const response = await t.app.inject({
    method: 'POST',
    url: `${ROUTES[route]}?lang=${lang}`,
    headers: { ...headers, token },
    remoteAddress: address,
    payload,
  });
  return response.json() as { code: number; msg: string };
}

describe('uploads are limited per account', () => {
  it('refuses a burst past the limit on each upload route, translated, while another account goes on', async () => {
    const accounts = {
      shopper: async () => (await makeShopper(t.database.db)).token,
      seller: async () => (await makeMerchant(t.database.db)).sellerToken,
      operator: operatorToken,
    };
    for (const [route, account] of Object.entries(accounts) as Array<
      [keyof typeof ROUTES, () => Promise<string>]
    >) {
      const token = await account();
      for (let count = 0; count < PER_MINUTE; count += 1)
        expect(await upload(route, token), `${route} ${count + 1}`).toMatchObject({ code: 1 });
      expect(await upload(route, token, '127.0.0.1', 'de'), route).toMatchObject({
        code: 0,
        msg: TOO_MANY.de,
      });
      // The same account from elsewhere is the same account.
      expect(await upload(route, token, '198.51.100.9'), route).toMatchObject({ code: 0, msg: TOO_MANY.en });
    }
    // Another shopper, from the same address, is not held back by the first.
    expect(await upload('shopper', (await makeShopper(t.database.db)).token)).toMatchObject({ code: 1 });
  });
});

describe('uploads are limited per address', () => {
  it('refuses one address past five accounts’ worth, whichever account sends', async () => {
    const address = '203.0.113.7';
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => makeShopper(t.database.db)));
    for (const shopper of shoppers.slice(0, 5))
      for (let count = 0; count < PER_MINUTE; count += 1)
        expect(await upload('shopper', shopper.token, address)).toMatchObject({ code: 1 });
    const fresh = shoppers[5]?.token ?? '';
    expect(await upload('shopper', fresh, address)).toMatchObject({ code: 0, msg: TOO_MANY.en });
    // The same account from another address still uploads.
    expect(await upload('shopper', fresh, '203.0.113.8')).toMatchObject({ code: 1 });
  });
});
