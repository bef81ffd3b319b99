import { useTranslation } from 'react-i18next';
import type { RowOf } from '../api';
import { AuditQueue } from '../components/AuditQueue';
import { ShopperName } from '../components/ShopperName';
import { useFormat } from '../components/Money';
import { refundColumns } from '../components/refundColumns';

type Refund = RowOf<'GET /api/admin/refunds'>;

/** Every shop's refunds; operators decide any of them, and last on those a shopper escalated. */
export default function RefundsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <AuditQueue<Refund>
      list="GET /api/admin/refunds"
      audit="POST /api/admin/refund/audit"
      columns={[
        { title: t('order.order_no'), dataIndex: 'order_no' },
        { title: t('field.shop_id'), render: (_, row) => row.shop.name },
        { title: t('console.shopper'), render: (_, row) => <ShopperName row={row} /> },
        ...refundColumns<Refund>(t, format),
      ]}
    />
  );
}
