import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../src/pages/LoginPage';
import { SellerLoginPage } from '../src/seller/SellerLoginPage';
import { cleanUp, click, errors, fakeServer, field, inEnglish, mount, sends, type } from './desk-forms';

beforeAll(inEnglish);
afterEach(() => {
  cleanUp();
  localStorage.removeItem('console.token');
  localStorage.removeItem('seller.token');
});

const desks = [
  {
    desk: 'console',
    Page: LoginPage,
    account: 'username',
    path: '/api/admin/login',
    tokenKey: 'console.token',
  },
  {
    desk: 'seller centre',
    Page: SellerLoginPage,
    account: 'account',
    path: '/api/seller/login',
    tokenKey: 'seller.token',
  },
] as const;

describe('a desk login is checked with its call’s schema', () => {
  for (const { desk, Page, account, path, tokenKey } of desks) {
    it(`in the ${desk}: an empty account or password is named on the field and nothing is sent`, async () => {
      const sent = fakeServer({});
      await mount(<Page />, '/login');
      const missing = i18next.t('validation.account_password_required');
      expect(missing).toBe('Account and password must be entered');

      click(i18next.t('auth.login'));
      await expect.poll(() => errors()).toEqual([missing, missing]);
      type(field(i18next.t(`field.${account}`)), '  admin  ');
      click(i18next.t('auth.login'));
      await expect.poll(() => errors()).toEqual([missing]);
      expect(sent).toEqual([]);
    });

    it(`in the ${desk}: a password longer than any is refused; a login sent keeps its token`, async () => {
      const sent = fakeServer({ [`POST ${path}`]: { token: `${desk}-token`, username: 'admin' } });
      await mount(<Page />, '/login');
      type(field(i18next.t(`field.${account}`)), 'admin');
      type(field(i18next.t('field.password')), 'p'.repeat(129));
      click(i18next.t('auth.login'));
      await expect
        .poll(() => errors())
        .toEqual([i18next.t('validation.too_long', { field: i18next.t('field.password') })]);
      expect(sent).toEqual([]);

      type(field(i18next.t('field.password')), 'demo1234');
      click(i18next.t('auth.login'));
      await sends(sent, path, { [account]: 'admin', password: 'demo1234' });
      await expect.poll(() => localStorage.getItem(tokenKey)).toBe(`${desk}-token`);
    });
  }
});
