import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import ComplaintsPage from '../src/pages/ComplaintsPage';
import ConsultsPage from '../src/pages/ConsultsPage';
import SellerConsultsPage from '../src/seller/SellerConsultsPage';
import {
  cleanUp,
  click,
  errors,
  fakeServer,
  field,
  inEnglish,
  listPage,
  mount,
  openWith,
  refusesBlank,
  required,
  sends,
  type,
} from './desk-forms';

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
afterEach(cleanUp);

describe('the complaint answer is checked with the handle call’s schema', () => {
  it('names a missing result on its field and sends nothing, then sends the answer', async () => {
    const sent = fakeServer({ 'GET /api/admin/complaints': listPage([complaint]) });
    await mount(<ComplaintsPage />);
    await openWith(i18next.t('console.handle'), i18next.t('common.confirm'));
    const confirm = () => click(i18next.t('common.confirm'));
    await refusesBlank(sent, {
      label: i18next.t('field.result'),
      message: required('result'),
      submit: confirm,
    });
    expect(errors()[0]).toBe('Result is required');

    type(field(i18next.t('field.result')), 'Refunded by the shop');
    confirm();
    await sends(sent, '/api/admin/complaint/handle', { id: 8, result: 'Refunded by the shop' });
  });
});

describe('a consultation’s answer is checked with the reply calls’ schema', () => {
  for (const [desk, Page, prefix] of [
    ['console', ConsultsPage, '/api/admin'],
    ['seller centre', SellerConsultsPage, '/api/seller'],
  ] as const) {
    it(`in the ${desk}: an empty answer is named on the box and not sent; a real one is`, async () => {
      const sent = fakeServer({
        [`GET ${prefix}/consults`]: listPage([consultation]),
        [`GET ${prefix}/consult`]: thread,
      });
      await mount(<Page />);
      await openWith('Is it waterproof?', i18next.t('consult.send'));
      const send = () => click(i18next.t('consult.send'));
      const box = i18next.t('field.reply_content');
      await refusesBlank(sent, { label: box, message: required('reply_content'), submit: send });
      expect(errors()[0]).toBe('Reply content is required');

      type(field(box), 'Yes, rated IPX4');
      send();
      await sends(sent, `${prefix}/consult/reply`, { id: 15, content: 'Yes, rated IPX4' });
      // Sent, the box empties for the next answer.
      await expect
        .poll(() => (field(i18next.t('field.reply_content')) as HTMLTextAreaElement).value)
        .toBe('');
    });
  }
});
