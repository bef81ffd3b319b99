import type { ReactNode } from 'react';
import { Form, type FormInstance, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { shipSchema } from '@storefront/shared';
import type { Input as InputOf } from '@storefront/shared/client';
import { useSchemaForm } from './useSchemaForm';

export type ShipValues = { company: string; tracking_no: string };
/** What both desks' ship calls take: the console's and the seller centre's have the same schema. */
export type ShipInput = InputOf<'POST /api/admin/order/ship'>;

/**
 * The ship form of both desks: the logistics company and the tracking number, checked with the ship calls'
 * schema. The console submits it with its own button (`children`); the seller centre's dialog with its OK
 * button, through `form`.
 */
export function ShipForm({
  orderId,
  onShip,
  form,
  children,
}: {
  orderId: number;
  onShip: (input: ShipInput) => void;
  form?: FormInstance<ShipValues>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const ship = useSchemaForm(
    shipSchema,
    (values: Partial<ShipValues>) => ({ order_id: orderId, ...values }),
    form,
  );
  return (
    <Form form={ship.form} layout="vertical" onFinish={ship.onFinish(onShip)}>
      <Form.Item {...ship.item('company')} label={t('field.company')}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item {...ship.item('tracking_no')} label={t('field.tracking_no')}>
        <Input maxLength={60} />
      </Form.Item>
      {children}
    </Form>
  );
}
