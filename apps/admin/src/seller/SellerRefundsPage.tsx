import { useTranslation } from 'react-i18next';
import type { RowOf } from '../desk-client';
import { AuditQueue } from '../components/AuditQueue';
import { useFormat } from '../components/Money';
import { refundColumns } from '../components/refundColumns';
import { call, readList } from './api';

type Refund = RowOf<'GET /api/seller/refunds'>;

const SELLER_QUEUE = { call, readList, dashboard: 'GET /api/seller/dashboard' } as const;

/**
 * Refunds of the shop's orders, decided by the shop first: a pass pays the shopper back, a refusal (with its
 * reason) can be taken by the shopper to the platform, whose decision is final.
 */
export default function SellerRefundsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <AuditQueue<Refund>
      list="GET /api/seller/refunds"
      audit="POST /api/seller/refund/audit"
      client={SELLER_QUEUE}
      canDecide={(row) => row.status === 'auditing' && row.stage === 'shop'}
      columns={[{ title: t('order.order_no'), dataIndex: 'order_no' }, ...refundColumns<Refund>(t, format)]}
    />
  );
}
