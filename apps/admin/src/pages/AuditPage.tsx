import { Select, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { findLanguage, LANGUAGES } from '@storefront/shared';
import type { RowOf } from '../api';
import { DeskTable } from '../components/DeskTable';
import { useServerList } from '../components/useServerList';
import { useFormat } from '../components/Money';

type Entry = RowOf<'GET /api/admin/audits'>;
/** The kinds of record an operator action touches, as the log names them. */
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
  'recharge_account',
  'article',
  'merchant_application',
  'shipping_zone',
  'product_translation',
  'shop_translation',
  'tax_rule',
];
/** The operator actions the log records (a translation's action ends with its language). */
const ACTIONS = [
  'order.ship',
  'order.logistics',
  'product.save',
  'recharge.audit',
  'withdrawal.audit',
  'refund.audit',
  'merchant_application.audit',
  'complaint.handle',
  'consult.reply',
  'user.adjust',
  'category.save',
  'shop.save',
  'promo.save',
  'network.save',
  'recharge_account.save',
  'article.save',
  'tax_rule.save',
  'tax_rule.delete',
  'shipping_zone.save',
  'shipping_zone.delete',
  ...LANGUAGES.map((language) => `translation.save.${language.file_name}`),
];
const TRANSLATION_SAVE = 'translation.save.';

/** An action of the log by its translated name: "Withdrawal decided", "Translation saved (Deutsch)". */
function actionName(t: TFunction, action: string) {
  if (action.startsWith(TRANSLATION_SAVE)) {
    const language = findLanguage(action.slice(TRANSLATION_SAVE.length));
    return t('console.audit.translation_save', { language: language?.language_name ?? '' });
  }
  return t(`console.audit.action.${action.replace(/\./g, '_')}`, { defaultValue: action });
}

/** What names a record best, as the log keeps it: its number, name, code or title. */
const NAME_FIELDS = [
  'orderNo',
  'shopName',
  'name',
  'username',
  'code',
  'network',
  'bankName',
  'title',
  'country',
];
function recordName(entry: Entry) {
  for (const record of [entry.after, entry.before]) {
    if (record === null || typeof record !== 'object') continue;
    for (const field of NAME_FIELDS) {
      const value = (record as Record<string, unknown>)[field];
      if (typeof value === 'string' && value) return value;
    }
  }
  return entry.target_id === null ? '' : `#${entry.target_id}`;
}

export default function AuditPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { filters, set, tableProps } = useServerList('GET /api/admin/audits', ['action', 'target_type']);
  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('console.action')}
          aria-label={t('console.action')}
          value={filters.action}
          onChange={(value) => set({ action: value })}
          style={{ width: 260 }}
          options={ACTIONS.map((action) => ({ value: action, label: actionName(t, action) }))}
        />
        <Select
          allowClear
          placeholder={t('console.target')}
          aria-label={t('console.target')}
          value={filters.target_type}
          onChange={(value) => set({ target_type: value })}
          style={{ width: 200 }}
          options={TARGETS.map((target) => ({ value: target, label: t(`console.audit.target.${target}`) }))}
        />
      </Space>
      <DeskTable<Entry>
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
          {
            title: t('console.action'),
            dataIndex: 'action',
            render: (action: string) => <span data-testid="audit-action">{actionName(t, action)}</span>,
          },
          {
            title: t('console.target'),
            render: (_, row) =>
              `${t(`console.audit.target.${row.target_type}`, { defaultValue: row.target_type })} · ${recordName(row)}`,
          },
        ]}
      />
    </>
  );
}
