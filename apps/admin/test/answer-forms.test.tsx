import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ComplaintsPage from '../src/pages/ComplaintsPage';
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
