import i18next from 'i18next';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@storefront/shared/contract';
import CatalogPage, { KINDS } from '../src/pages/CatalogPage';
import {
  cleanUp,
  click,
  errors,
  fakeServer,
  field,
  inEnglish,
  invalid,
  mount,
  openWith,
  required,
  sends,
  type,
} from './desk-forms';

const category = { id: 3, key: 'home', icon: 'lamp', sort: 2, commission_rate: '0.05' };
const shop = {
  id: 1,
  name: 'Lantern Works',
  logo: '/uploads/logo.png',
  description: '',
  followers: 0,
  sales: 0,
  status: 'open',
  commission_rate: null,
  email: '',
};

/** The catalogue page of one kind, as the console's route draws it. */
const catalog = (kind: string) =>
  mount(
    <Routes>
      <Route path="/catalog/:kind" element={<CatalogPage />} />
    </Routes>,
    `/catalog/${kind}`,
  );

beforeAll(inEnglish);
afterEach(cleanUp);

describe('the catalogue’s forms are checked with their save call’s schema', () => {
  it('uses the schema the contract names for each kind’s save call', () => {
    for (const [name, kind] of Object.entries(KINDS)) {
      expect(kind.schema, name).toBe(contract[kind.save].input);
    }
  });

  it('names every missing field of a new article, each in its own words, and sends nothing', async () => {
    const sent = fakeServer({ 'GET /api/admin/articles': [] });
    await catalog('articles');
    await openWith(i18next.t('console.new'), i18next.t('common.save'));
    click(i18next.t('common.save'));
    await expect
      .poll(() => errors())
      .toEqual([
        required('kind'),
        required('slug'),
        required('file_name'),
        required('title'),
        required('content'),
      ]);
    expect(errors()).toEqual([
      'Type is required',
      'Slug is required',
      'Language is required',
      'Title is required',
      'Content is required',
    ]);

    type(field(i18next.t('console.slug')), 'Not a slug');
    await expect.poll(() => errors()).toContain(invalid('slug'));
    expect(sent).toEqual([]);
  });

  it('refuses a category’s icon and rate that are not valid, then saves the corrected ones', async () => {
    const sent = fakeServer({ 'GET /api/admin/categories': [category] });
    await catalog('categories');
    await openWith(i18next.t('common.edit'), i18next.t('common.save'));
    await expect.poll(() => (field(i18next.t('console.icon')) as HTMLInputElement).value).toBe('lamp');

    type(field(i18next.t('console.icon')), 'Desk Lamp');
    type(field(i18next.t('field.commission_rate')), '1.5');
    click(i18next.t('common.save'));
    await expect.poll(() => errors()).toEqual([invalid('icon'), invalid('commission_rate')]);
    expect(errors()[0]).toBe('Icon is not valid');
    expect(sent).toEqual([]);

    type(field(i18next.t('console.icon')), 'desk-lamp');
    type(field(i18next.t('field.commission_rate')), '0.08');
    click(i18next.t('common.save'));
    await sends(sent, '/api/admin/category/save', {
      id: 3,
      icon: 'desk-lamp',
      sort: 2,
      commission_rate: '0.08',
    });
  });

  it('starts a new account active, as the schema saves it when left alone', async () => {
    const sent = fakeServer({ 'GET /api/admin/recharge_accounts': [] });
    await catalog('accounts');
    await openWith(i18next.t('console.new'), i18next.t('common.save'));
    const active = field(i18next.t('console.active'));
    await expect.poll(() => active?.getAttribute('aria-checked')).toBe('true');

    type(field(i18next.t('field.bank_name')), 'Lakeside Bank');
    type(field(i18next.t('field.holder')), 'Orbit Mall Payments Ltd');
    type(field(i18next.t('field.account_no')), 'NL91 ABNA 0417 1643 00');
    click(i18next.t('common.save'));
    await sends(sent, '/api/admin/recharge_account/save', {
      bank_name: 'Lakeside Bank',
      holder: 'Orbit Mall Payments Ltd',
      account_no: 'NL91 ABNA 0417 1643 00',
      enabled: true,
    });
  });

  it('says a shop’s email that is not one in the project’s words', async () => {
    const sent = fakeServer({ 'GET /api/admin/shops': [shop] });
    await catalog('shops');
    await openWith(i18next.t('common.edit'), i18next.t('common.save'));
    type(field(i18next.t('field.email')), 'shop@nowhere');
    click(i18next.t('common.save'));
    await expect.poll(() => errors()).toEqual([i18next.t('validation.email')]);
    expect(sent).toEqual([]);
  });
});
