import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ComplaintsPage from '../src/pages/ComplaintsPage';
import ConsultsPage from '../src/pages/ConsultsPage';
import SellerConsultsPage from '../src/seller/SellerConsultsPage';
import {
  click,
  drawn,
  errors,
  fakeServer,
  field,
  inEnglish,
  mount,
  required,
  type,
  unmount,
} from './desk-forms';

const page = (list: unknown[]) => ({ list, total: list.length, page: 1, limit: 20 });
const shopper = { user_id: 4, username: 'lena' };
const complaint = {
  ...shopper,
  id: 8,
  order_id: null,
  order_no: null,
  content: 'The parcel never came',
  image: '/uploads/proof.png',
  status: 'pending',
  result: '',
  created_at: '2026-11-20T10:00:00.000Z',
};
const consultation = {
  ...shopper,
  id: 15,
  status: 'open',
  product: { id: 2, name: 'Trail Lantern', image: '' },
  shop: { id: 1, name: 'Lantern Works', logo: '' },
  last_message: { sender: 'user', content: 'Is it waterproof?', created_at: '2026-11-20T10:00:00.000Z' },
  updated_at: '2026-11-20T10:00:00.000Z',
};
const thread = { ...consultation, replies: [{ ...consultation.last_message, id: 1 }] };

beforeAll(inEnglish);
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('the complaint answer is checked with the handle call’s schema', () => {
  it('names a missing result on its field and sends nothing, then sends the answer', async () => {
    const sent = fakeServer({ 'GET /api/admin/complaints': page([complaint]) });
    await mount(<ComplaintsPage />);
    await drawn(i18next.t('console.handle'));
    click(i18next.t('console.handle'));
    await drawn(i18next.t('common.confirm'));

    click(i18next.t('common.confirm'));
    await expect.poll(() => errors()).toEqual([required('result')]);
    expect(errors()[0]).toBe('Result is required');
    type(field(i18next.t('field.result')), '  ');
    click(i18next.t('common.confirm'));
    await expect.poll(() => errors()).toEqual([required('result')]);
    expect(sent).toEqual([]);

    type(field(i18next.t('field.result')), 'Refunded by the shop');
    click(i18next.t('common.confirm'));
    await expect
      .poll(() => sent)
      .toEqual([
        {
          method: 'POST',
          path: '/api/admin/complaint/handle',
          body: { id: 8, result: 'Refunded by the shop' },
        },
      ]);
  });
});

describe('a consultation’s answer is checked with the reply calls’ schema', () => {
  for (const [desk, Page, prefix] of [
    ['console', ConsultsPage, '/api/admin'],
    ['seller centre', SellerConsultsPage, '/api/seller'],
  ] as const) {
    it(`in the ${desk}: an empty answer is named on the box and not sent; a real one is`, async () => {
      const sent = fakeServer({
        [`GET ${prefix}/consults`]: page([consultation]),
        [`GET ${prefix}/consult`]: thread,
      });
      await mount(<Page />);
      await drawn('Is it waterproof?');
      click('Is it waterproof?');
      await drawn(i18next.t('consult.send'));

      click(i18next.t('consult.send'));
      await expect.poll(() => errors()).toEqual([required('reply_content')]);
      expect(errors()[0]).toBe('Reply content is required');
      type(field(i18next.t('field.reply_content')), ' \n ');
      click(i18next.t('consult.send'));
      await expect.poll(() => errors()).toEqual([required('reply_content')]);
      expect(sent).toEqual([]);

      type(field(i18next.t('field.reply_content')), 'Yes, rated IPX4');
      click(i18next.t('consult.send'));
      await expect
        .poll(() => sent)
        .toEqual([
          { method: 'POST', path: `${prefix}/consult/reply`, body: { id: 15, content: 'Yes, rated IPX4' } },
        ]);
      // Sent, the box empties for the next answer.
      await expect
        .poll(() => (field(i18next.t('field.reply_content')) as HTMLTextAreaElement).value)
        .toBe('');
    });
  }
});
