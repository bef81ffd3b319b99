import { Space, Typography } from 'antd';
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
        {
          // The order's number with its shop under it: one column fewer leaves the reason room at 1440 px.
          title: t('field.order_id'),
          render: (_, row) => (
            <Space direction="vertical" size={0}>
              {row.order_no}
              <Typography.Text type="secondary" data-testid="refund-shop">
                {row.shop.name}
              </Typography.Text>
            </Space>
          ),
        },
        { title: t('console.shopper'), render: (_, row) => <ShopperName row={row} /> },
        ...refundColumns<Refund>(t, format),
      ]}
    />
  );
}
