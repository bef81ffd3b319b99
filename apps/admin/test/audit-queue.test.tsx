import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '@storefront/shared/contract';
import { AUDIT_SCHEMAS, AuditQueue } from '../src/components/AuditQueue';
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
const application = { id: 31, status: 'auditing', user_id: 4, username: 'lena', shop_name: 'Lantern Works' };
const recharge = { id: 52, status: 'auditing', user_id: 4, username: 'lena', amount: '50.00' };

beforeAll(inEnglish);
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('an audit queue checks each decision with its call’s schema', () => {
  it('uses the schema the contract names for each audit call', () => {
    for (const [name, schema] of Object.entries(AUDIT_SCHEMAS)) {
      expect(schema, name).toBe(contract[name as keyof typeof AUDIT_SCHEMAS].input);
    }
  });

  it('asks why a shop application is refused, on the remark, and sends nothing without it', async () => {
    const sent = fakeServer({ 'GET /api/admin/merchant_applications': page([application]) });
    await mount(
      <AuditQueue
        list="GET /api/admin/merchant_applications"
        audit="POST /api/admin/merchant_application/audit"
        columns={[]}
      />,
    );
    await drawn(i18next.t('console.refuse'));
    click(i18next.t('console.refuse'));
    await drawn(i18next.t('common.confirm'));
    expect(
      field(i18next.t('field.remark'))?.closest('.ant-form-item')?.querySelector('.ant-form-item-required'),
    ).not.toBeNull();

    click(i18next.t('common.confirm'));
    await expect.poll(() => errors()).toEqual([required('remark')]);
    expect(errors()[0]).toBe('Remark is required');
    type(field(i18next.t('field.remark')), '   ');
    click(i18next.t('common.confirm'));
    await expect.poll(() => errors()).toEqual([required('remark')]);
    expect(sent).toEqual([]);

    type(field(i18next.t('field.remark')), 'The document is unreadable');
    click(i18next.t('common.confirm'));
    await expect
      .poll(() => sent)
      .toEqual([
        {
          method: 'POST',
          path: '/api/admin/merchant_application/audit',
          body: { id: 31, pass: false, remark: 'The document is unreadable' },
        },
      ]);
  });

  it('passes an application without a remark', async () => {
    const sent = fakeServer({ 'GET /api/admin/merchant_applications': page([application]) });
    await mount(
      <AuditQueue
        list="GET /api/admin/merchant_applications"
        audit="POST /api/admin/merchant_application/audit"
        columns={[]}
      />,
    );
    await drawn(i18next.t('console.pass'));
    click(i18next.t('console.pass'));
    await drawn(i18next.t('common.confirm'));
    click(i18next.t('common.confirm'));
    await expect.poll(() => sent.map((request) => request.body)).toEqual([{ id: 31, pass: true }]);
  });

  it('refuses a top-up’s actual amount that is not an amount, and a remark over 200 characters', async () => {
    const sent = fakeServer({ 'GET /api/admin/recharges': page([recharge]) });
    await mount(
      <AuditQueue
        list="GET /api/admin/recharges"
        audit="POST /api/admin/recharge/audit"
        askAmount
        columns={[]}
      />,
    );
    await drawn(i18next.t('console.pass'));
    click(i18next.t('console.pass'));
    await expect
      .poll(() => (field(i18next.t('wallet.actual')) as HTMLInputElement | null)?.value)
      .toBe('50.00');

    type(field(i18next.t('wallet.actual')), '0');
    // antd's text area stops at its maxLength as typed; a pasted or filled text can still be longer.
    const remark = field(i18next.t('field.remark')) as HTMLTextAreaElement;
    remark.removeAttribute('maxlength');
    type(remark, 'x'.repeat(201));
    click(i18next.t('common.confirm'));
    await expect
      .poll(() => errors())
      .toEqual([
        i18next.t('validation.amount', { field: i18next.t('field.amount') }),
        i18next.t('validation.too_long', { field: i18next.t('field.remark') }),
      ]);
    expect(sent).toEqual([]);
  });
});
