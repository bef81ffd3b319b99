import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@storefront/shared/contract';
import { AUDIT_SCHEMAS, AuditQueue } from '../src/components/AuditQueue';
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

const application = { id: 31, status: 'auditing', user_id: 4, username: 'lena', shop_name: 'Lantern Works' };
const recharge = { id: 52, status: 'auditing', user_id: 4, username: 'lena', amount: '50.00' };
const confirm = () => click(i18next.t('common.confirm'));

/** The console's queue of shop applications, answering one waiting application. */
async function applications() {
  const sent = fakeServer({ 'GET /api/admin/merchant_applications': listPage([application]) });
  await mount(
    <AuditQueue
      list="GET /api/admin/merchant_applications"
      audit="POST /api/admin/merchant_application/audit"
      columns={[]}
    />,
  );
  return sent;
}

beforeAll(inEnglish);
afterEach(cleanUp);

describe('an audit queue checks each decision with its call’s schema', () => {
  it('uses the schema the contract names for each audit call', () => {
    for (const [name, schema] of Object.entries(AUDIT_SCHEMAS)) {
      expect(schema, name).toBe(contract[name as keyof typeof AUDIT_SCHEMAS].input);
    }
  });

  it('asks why a shop application is refused, on the remark, and sends nothing without it', async () => {
    const sent = await applications();
    await openWith(i18next.t('console.refuse'), i18next.t('common.confirm'));
    const remark = field(i18next.t('field.remark'));
    expect(remark?.closest('.ant-form-item')?.querySelector('.ant-form-item-required')).not.toBeNull();

    await refusesBlank(sent, {
      label: i18next.t('field.remark'),
      message: required('remark'),
      submit: confirm,
    });
    expect(errors()[0]).toBe('Remark is required');

    type(remark, 'The document is unreadable');
    confirm();
    await sends(sent, '/api/admin/merchant_application/audit', {
      id: 31,
      pass: false,
      remark: 'The document is unreadable',
    });
  });

  it('passes an application without a remark', async () => {
    const sent = await applications();
    await openWith(i18next.t('console.pass'), i18next.t('common.confirm'));
    confirm();
    await sends(sent, '/api/admin/merchant_application/audit', { id: 31, pass: true });
  });

  it('refuses a top-up’s actual amount that is not an amount, and a remark over 200 characters', async () => {
    const sent = fakeServer({ 'GET /api/admin/recharges': listPage([recharge]) });
    await mount(
      <AuditQueue
        list="GET /api/admin/recharges"
        audit="POST /api/admin/recharge/audit"
        askAmount
        columns={[]}
      />,
    );
    await openWith(i18next.t('console.pass'), i18next.t('common.confirm'));
    await expect
      .poll(() => (field(i18next.t('wallet.actual')) as HTMLInputElement | null)?.value)
      .toBe('50.00');

    type(field(i18next.t('wallet.actual')), '0');
    // antd's text area stops at its maxLength as typed; a pasted or filled text can still be longer.
    const remark = field(i18next.t('field.remark')) as HTMLTextAreaElement;
    remark.removeAttribute('maxlength');
    type(remark, 'x'.repeat(201));
    confirm();
    await expect
      .poll(() => errors())
      .toEqual([
        i18next.t('validation.amount', { field: i18next.t('field.amount') }),
        i18next.t('validation.too_long', { field: i18next.t('field.remark') }),
      ]);
    expect(sent).toEqual([]);
  });
});
