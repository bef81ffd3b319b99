import { useTranslation } from 'react-i18next';
import type { RowOf } from '../api';
import { AuditQueue } from '../components/AuditQueue';
import { LongText } from '../components/DeskTable';
import { ShopperName } from '../components/ShopperName';
import { Money, useFormat } from '../components/Money';

type Withdrawal = RowOf<'GET /api/admin/withdrawals'>;

export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <AuditQueue<Withdrawal>
      list="GET /api/admin/withdrawals"
      audit="POST /api/admin/withdraw/audit"
      columns={[
        { title: t('console.shopper'), render: (_: unknown, row: Withdrawal) => <ShopperName row={row} /> },
        {
          // A shop's withdrawal of its settled money, asked for by its owner (the shopper beside it).
          title: t('field.shop_id'),
          dataIndex: 'shop_name',
          render: (name: string | null) => name ?? '—',
        },
        { title: t('field.type'), render: (_, row) => t(`wallet.withdraw_type.${row.type}`) },
        {
          title: t('console.destination'),
          // A wallet address is one long word: cut in the row, whole on hover.
          render: (_, row) => (
            <LongText
              text={
                row.type === 'bank'
                  ? `${row.bank_name} · ${row.card_no} · ${row.holder}`
                  : `${row.network} · ${row.address}`
              }
            />
          ),
        },
        { title: t('field.amount'), dataIndex: 'amount', render: (value: string) => <Money value={value} /> },
        { title: t('wallet.fee'), dataIndex: 'fee', render: (value: string) => <Money value={value} /> },
        {
          title: t('wallet.actual'),
          dataIndex: 'actual_amount',
          render: (value: string) => <Money value={value} />,
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
