import { useTranslation } from 'react-i18next';
import type { RowOf } from '../api';
import { AuditQueue } from '../components/AuditQueue';
import { Picture } from '../components/Picture';
import { ShopperName } from '../components/ShopperName';
import { Money, useFormat } from '../components/Money';

type Recharge = RowOf<'GET /api/admin/recharges'>;

export default function RechargesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <AuditQueue<Recharge>
      list="GET /api/admin/recharges"
      audit="POST /api/admin/recharge/audit"
      askAmount
      columns={[
        { title: t('console.shopper'), render: (_: unknown, row: Recharge) => <ShopperName row={row} /> },
        {
          title: t('field.method'),
          render: (_, row) => `${t(`wallet.method.${row.method}`)} ${row.network ?? ''}`,
        },
        { title: t('field.amount'), dataIndex: 'amount', render: (value: string) => <Money value={value} /> },
        {
          title: t('wallet.actual'),
          dataIndex: 'actual_amount',
          render: (value: string | null) => <Money value={value} />,
        },
        {
          title: t('field.image'),
          dataIndex: 'image',
          render: (src: string) => <Picture src={src} name={t('field.image')} size={96} />,
        },
        {
          title: t('order.created_at'),
          dataIndex: 'created_at',
          render: (value: string) => format.dateTime(value),
        },
      ]}
    />
  );
}
