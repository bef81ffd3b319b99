import i18next from 'i18next';
import { Button, Form, Input, Switch } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reasonedAuditSchema, shipSchema, staffInviteSchema } from '@storefront/shared';
import { useSchemaForm } from '../src/components/useSchemaForm';
import { errors, inEnglish, mount, required, type, unmount } from './desk-forms';

/** What the forms sent, once their schema passed them. */
let sent: unknown[] = [];

/** The seller centre's ship dialog in short: two text fields and the order's id, which is no field. */
function ShipForm({ orderId = 7 }: { orderId?: number }) {
  const ship = useSchemaForm(shipSchema, (values: Partial<{ company: string; tracking_no: string }>) => ({
    order_id: orderId,
    ...values,
  }));
  return (
    <Form form={ship.form} onFinish={ship.onFinish((input) => sent.push(input))}>
      <Form.Item {...ship.item('company')} label="company">
        <Input />
      </Form.Item>
      <Form.Item {...ship.item('tracking_no')} label="tracking">
        <Input />
      </Form.Item>
      <Button htmlType="submit">send</Button>
    </Form>
  );
}

function InviteForm() {
  const invite = useSchemaForm(staffInviteSchema, (values: Partial<{ email: string }>) => values);
  return (
    <Form form={invite.form} onFinish={invite.onFinish((input) => sent.push(input))}>
      <Form.Item {...invite.item('email')} label="email">
        <Input />
      </Form.Item>
      <Button htmlType="submit">send</Button>
    </Form>
  );
}

/** A refusal must give its reason: a rule across `pass` and `remark`, of the whole object. */
function AuditForm() {
  const audit = useSchemaForm(reasonedAuditSchema, (values: Partial<{ pass: boolean; remark: string }>) => ({
    id: 3,
    ...values,
    pass: values.pass ?? false,
  }));
  return (
    <Form form={audit.form} onFinish={audit.onFinish((input) => sent.push(input))}>
      <Form.Item name="pass" label="pass" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item {...audit.item('remark')} label="remark">
        <Input />
      </Form.Item>
      <Button htmlType="submit">send</Button>
    </Form>
  );
}

const submit = (container: HTMLElement) =>
  container.querySelector<HTMLButtonElement>('button[type=submit]')?.click();

beforeAll(inEnglish);
afterEach(() => {
  unmount();
  sent = [];
});

describe('a desk form checked with a shared schema', () => {
  it('names each required field left empty in the interface language, and sends nothing', async () => {
    const container = await mount(<ShipForm />);
    submit(container);
    await expect.poll(() => errors(container)).toEqual([required('company'), required('tracking_no')]);
    expect(errors(container)[0]).toBe('Logistics company is required');
    expect(container.querySelectorAll('.ant-form-item-required')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('takes blanks for nothing, as the server does (the schema trims)', async () => {
    const container = await mount(<ShipForm />);
    const [company] = container.querySelectorAll('input');
    type(company, '   ');
    await expect.poll(() => errors(container)).toEqual([required('company')]);
  });

  it("says an invalid email with the project's email text", async () => {
    const container = await mount(<InviteForm />);
    type(container.querySelector('input'), 'someone@nowhere');
    submit(container);
    await expect.poll(() => errors(container)).toEqual([i18next.t('validation.email')]);
    expect(errors(container)[0]).toBe('Please enter a correct email');
    expect(sent).toEqual([]);
  });

  it('sends a valid request as the form built it (the server trims and converts)', async () => {
    const container = await mount(<ShipForm orderId={42} />);
    const [company, tracking] = container.querySelectorAll('input');
    type(company, ' SF Express ');
    type(tracking, 'SF1234567');
    submit(container);
    await expect
      .poll(() => sent)
      .toEqual([{ order_id: 42, company: ' SF Express ', tracking_no: 'SF1234567' }]);
    expect(errors(container)).toEqual([]);
  });

  it('puts a rule across fields on the field it names', async () => {
    const container = await mount(<AuditForm />);
    submit(container);
    await expect.poll(() => errors(container)).toEqual([required('remark')]);
    expect(sent).toEqual([]);

    type(container.querySelector('input'), 'Blurred picture');
    await expect.poll(() => errors(container)).toEqual([]);
    submit(container);
    await expect.poll(() => sent).toEqual([{ id: 3, pass: false, remark: 'Blurred picture' }]);
  });

  it("says with antd's message a problem of a request field that no form field shows", async () => {
    const container = await mount(<ShipForm orderId={0} />);
    const [company, tracking] = container.querySelectorAll('input');
    type(company, 'SF Express');
    type(tracking, 'SF1234567');
    submit(container);
    const invalidOrder = i18next.t('validation.invalid', { field: i18next.t('field.order_id') });
    await expect.poll(() => document.querySelector('.ant-message')?.textContent).toContain(invalidOrder);
    expect(errors(container)).toEqual([]);
    expect(sent).toEqual([]);
  });

  it("words zod's own message (a length) as the field not being valid, as the server does", async () => {
    const container = await mount(<ShipForm />);
    const [company] = container.querySelectorAll('input');
    type(company, 'x'.repeat(61));
    await expect
      .poll(() => errors(container))
      .toEqual([i18next.t('validation.invalid', { field: i18next.t('field.company') })]);
  });
});
