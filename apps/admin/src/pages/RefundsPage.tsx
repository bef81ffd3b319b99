import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowOf } from '../api';
import { AuditQueue } from '../components/AuditQueue';
import { Picture } from '../components/Picture';
import { ShopperName } from '../components/ShopperName';
import { Money, useFormat } from '../components/Money';

type Refund = RowOf<'GET /api/admin/refunds'>;

export default function RefundsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <AuditQueue<Refund>
      list="GET /api/admin/refunds"
      audit="POST /api/admin/refund/audit"
      columns={[
        { title: t('field.order_id'), dataIndex: 'order_id' },
        { title: t('console.shopper'), render: (_, row) => <ShopperName row={row} /> },
        {
          title: t('field.refund_type'),
          render: (_, row) => `${t(`refund.type.${row.type}`)} · ${t(`refund.goods.${row.goods_status}`)}`,
        },
        { title: t('field.amount'), dataIndex: 'amount', render: (value: string) => <Money value={value} /> },
        { title: t('field.reason'), render: (_, row) => `${row.reason}: ${row.explanation}` },
        {
          title: t('field.proof'),
          dataIndex: 'images',
          render: (images: string[]) => (
            <Space>
              {images.map((src, index) => (
                <Picture
                  key={src}
                  src={src}
                  name={`${t('field.proof')} ${format.count(index + 1)}`}
                  size={72}
                />
              ))}
            </Space>
          ),
        },
      ]}
    />
  );
}
