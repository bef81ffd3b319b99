import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuditQueue } from '../components/AuditQueue';
import { Picture } from '../components/Picture';

type Refund = {
  id: number;
  order_id: number;
  type: string;
  amount: string;
  goods_status: string;
  reason: string;
  explanation: string;
  images: string[];
  status: 'auditing' | 'passed' | 'refused';
  created_at: string;
};

export default function RefundsPage() {
  const { t } = useTranslation();
  return (
    <AuditQueue<Refund>
      path="/refunds"
      auditPath="/refund/audit"
      columns={[
        { title: t('field.order_id'), dataIndex: 'order_id' },
        {
          title: t('field.refund_type'),
          render: (_, row) => `${t(`refund.type.${row.type}`)} · ${t(`refund.goods.${row.goods_status}`)}`,
        },
        { title: t('field.amount'), dataIndex: 'amount', render: (value: string) => `$${value}` },
        { title: t('field.reason'), render: (_, row) => `${row.reason}: ${row.explanation}` },
        {
          title: t('field.proof'),
          dataIndex: 'images',
          render: (images: string[]) => (
            <Space>
              {images.map((src) => (
                <Picture key={src} src={src} size={72} />
              ))}
            </Space>
          ),
        },
      ]}
    />
  );
}
