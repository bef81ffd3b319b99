import { Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowOf } from '../api';
import { useServerList } from '../components/useServerList';
import { useFormat } from '../components/Money';
import { SearchField } from '../components/SearchField';

type Entry = RowOf<'GET /api/admin/audits'>;
const TARGETS = [
  'order',
  'product',
  'recharge',
  'withdrawal',
  'refund',
  'complaint',
  'consultation',
  'user',
  'category',
  'shop',
  'promo_code',
  'network',
  'article',
  'product_translation',
  'shop_translation',
];

export default function AuditPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { filters, set, tableProps } = useServerList('GET /api/admin/audits', ['action', 'target_type']);
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <SearchField
          label={t('console.action')}
          defaultValue={filters.action}
          onSearch={(value) => set({ action: value })}
          style={{ width: 220 }}
        />
        <Select
          allowClear
          placeholder={t('console.target')}
          aria-label={t('console.target')}
          value={filters.target_type}
          onChange={(value) => set({ target_type: value })}
          style={{ width: 180 }}
          options={TARGETS.map((target) => ({ value: target, label: target }))}
        />
      </Space>
      <Table<Entry>
        {...tableProps}
        expandable={{
          expandedRowRender: (row) => (
            <Space align="start" size="large">
              <Typography.Paragraph>
                <pre>{JSON.stringify(row.before, null, 2)}</pre>
              </Typography.Paragraph>
              <Typography.Paragraph>
                <pre>{JSON.stringify(row.after, null, 2)}</pre>
              </Typography.Paragraph>
            </Space>
          ),
        }}
        columns={[
          {
            title: t('order.created_at'),
            dataIndex: 'created_at',
            render: (value: string) => format.dateTime(value),
          },
          { title: t('console.operator'), dataIndex: 'operator' },
          { title: t('console.action'), dataIndex: 'action' },
          { title: t('console.target'), render: (_, row) => `${row.target_type} #${row.target_id ?? ''}` },
        ]}
      />
    </>
  );
}
