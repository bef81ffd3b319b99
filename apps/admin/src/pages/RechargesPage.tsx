import { useTranslation } from 'react-i18next';
import { AuditQueue } from '../components/AuditQueue';
import { Picture } from '../components/Picture';
import { ShopperName } from '../components/ShopperName';

type Recharge = {
  id: number;
  user_id: number;
  username?: string | null;
  method: string;
  network: string | null;
  amount: string;
  actual_amount: string | null;
  image: string;
  status: 'auditing' | 'passed' | 'refused';
  created_at: string;
};

export default function RechargesPage() {
  const { t } = useTranslation();
  return (
    <AuditQueue<Recharge>
      path="/recharges"
      auditPath="/recharge/audit"
      askAmount
      columns={[
        { title: t('console.shopper'), render: (_: unknown, row: Recharge) => <ShopperName row={row} /> },
        {
          title: t('field.method'),
          render: (_, row) => `${t(`wallet.method.${row.method}`)} ${row.network ?? ''}`,
        },
        { title: t('field.amount'), dataIndex: 'amount', render: (value: string) => `$${value}` },
        {
          title: t('wallet.actual'),
          dataIndex: 'actual_amount',
          render: (value: string | null) => (value ? `$${value}` : '—'),
        },
        {
          title: t('field.image'),
          dataIndex: 'image',
          render: (src: string) => <Picture src={src} size={96} />,
        },
        {
          title: t('order.created_at'),
          dataIndex: 'created_at',
          render: (value: string) => new Date(value).toLocaleString(),
        },
      ]}
    />
  );
}
