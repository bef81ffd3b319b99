import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  articleSaveSchema,
  categorySaveSchema,
  findLanguage,
  LANGUAGES,
  networkSaveSchema,
  promoSaveSchema,
  rechargeAccountSaveSchema,
  shopSaveSchema,
} from '@storefront/shared';
import type { Input as InputOf } from '@storefront/shared/client';
import { call, consoleQuery } from '../api';
import { actionsColumn, DeskTable, LongText } from '../components/DeskTable';
import { Money, useFormat } from '../components/Money';
import { MoneyInput } from '../components/MoneyInput';
import { Picture } from '../components/Picture';
import { TranslationsButton, TranslationsDrawer } from '../components/TranslationsDrawer';
import { useDeskMutation } from '../components/useDeskMutation';
import { type Draft, type RequestSchema, useSchemaForm } from '../components/useSchemaForm';
import { queryKeys } from '../query-keys';

/** A field of a kind's form, named as its save call's request names it. */
type Field = {
  name: string;
  label: string;
  kind?: 'text' | 'long' | 'number' | 'money' | 'switch' | 'language' | 'select';
  /** The choices of a select: each value with the text key of its name. */
  options?: { value: string; label: string }[];
};
/** How a column's value reads: as the language writes it, by its name rather than its key. */
type Show =
  | 'yes_no'
  | 'category'
  | 'count'
  | 'money'
  | 'rate'
  | 'icon'
  | 'shop_status'
  | 'article_kind'
  | 'language'
  | 'long';
/** A column of the list: the row's key, its translated heading, and how its value reads. */
type Column = { name: string; label: string; show?: Show };
const SHOP_STATUSES = [
  { value: 'open', label: 'console.shop_status.open' },
  { value: 'closed', label: 'console.shop_status.closed' },
];
const ARTICLE_KINDS = [
  { value: 'help', label: 'route.helpAndSupport' },
  { value: 'law', label: 'route.law' },
];
type CatalogList =
  | 'GET /api/admin/shops'
  | 'GET /api/admin/categories'
  | 'GET /api/admin/promos'
  | 'GET /api/admin/networks'
  | 'GET /api/admin/recharge_accounts'
  | 'GET /api/admin/articles';
type CatalogSave =
  | 'POST /api/admin/shop/save'
  | 'POST /api/admin/category/save'
  | 'POST /api/admin/promo/save'
  | 'POST /api/admin/network/save'
  | 'POST /api/admin/recharge_account/save'
  | 'POST /api/admin/article/save';
type Kind = {
  list: CatalogList;
  save: CatalogSave;
  /** The save call's schema, which the form is checked with. */
  schema: RequestSchema;
  fields: Field[];
  columns: Column[];
  creatable: boolean;
};

/** The small catalog tables share one editor: a list and a form, fields per kind. */
export const KINDS: Record<string, Kind> = {
  shops: {
    list: 'GET /api/admin/shops',
    save: 'POST /api/admin/shop/save',
    schema: shopSaveSchema,
    creatable: true,
    columns: [
      { name: 'name', label: 'field.name' },
      { name: 'followers', label: 'console.followers', show: 'count' },
      { name: 'sales', label: 'shop.sales', show: 'count' },
      { name: 'status', label: 'field.status', show: 'shop_status' },
      { name: 'commission_rate', label: 'console.commission_rate', show: 'rate' },
    ],
    fields: [
      { name: 'name', label: 'field.name' },
      { name: 'logo', label: 'console.logo' },
      { name: 'description', label: 'field.description', kind: 'long' },
      { name: 'status', label: 'field.status', kind: 'select', options: SHOP_STATUSES },
      // Empty: each line's category rate.
      { name: 'commission_rate', label: 'field.commission_rate' },
      // Where the shop's withdrawal codes go; only operators change it.
      { name: 'email', label: 'field.email' },
    ],
  },
  categories: {
    list: 'GET /api/admin/categories',
    save: 'POST /api/admin/category/save',
    schema: categorySaveSchema,
    creatable: false,
    columns: [
      { name: 'key', label: 'filter.category', show: 'category' },
      { name: 'icon', label: 'console.icon', show: 'icon' },
      { name: 'sort', label: 'console.sort', show: 'count' },
      { name: 'commission_rate', label: 'console.commission_rate', show: 'rate' },
    ],
    fields: [
      { name: 'icon', label: 'console.icon' },
      { name: 'sort', label: 'console.sort', kind: 'number' },
      { name: 'commission_rate', label: 'field.commission_rate' },
    ],
  },
  promos: {
    list: 'GET /api/admin/promos',
    save: 'POST /api/admin/promo/save',
    schema: promoSaveSchema,
    creatable: true,
    columns: [
      { name: 'code', label: 'field.promo_code' },
      { name: 'discount', label: 'order.discount', show: 'money' },
      { name: 'min_amount', label: 'console.min_amount', show: 'money' },
      { name: 'active', label: 'console.active', show: 'yes_no' },
    ],
    fields: [
      { name: 'code', label: 'field.promo_code' },
      { name: 'discount', label: 'order.discount', kind: 'money' },
      { name: 'min_amount', label: 'console.min_amount', kind: 'money' },
      { name: 'active', label: 'console.active', kind: 'switch' },
    ],
  },
  networks: {
    list: 'GET /api/admin/networks',
    save: 'POST /api/admin/network/save',
    schema: networkSaveSchema,
    creatable: true,
    columns: [
      { name: 'network', label: 'field.network' },
      { name: 'address', label: 'field.wallet_address', show: 'long' },
      { name: 'min_amount', label: 'console.min_amount', show: 'money' },
      { name: 'enabled', label: 'console.active', show: 'yes_no' },
    ],
    fields: [
      { name: 'network', label: 'field.network' },
      { name: 'address', label: 'field.wallet_address' },
      { name: 'min_amount', label: 'console.min_amount', kind: 'money' },
      { name: 'enabled', label: 'console.active', kind: 'switch' },
      { name: 'sort', label: 'console.sort', kind: 'number' },
    ],
  },
  accounts: {
    list: 'GET /api/admin/recharge_accounts',
    save: 'POST /api/admin/recharge_account/save',
    schema: rechargeAccountSaveSchema,
    creatable: true,
    columns: [
      { name: 'bank_name', label: 'field.bank_name' },
      { name: 'holder', label: 'field.holder' },
      { name: 'account_no', label: 'field.account_no' },
      { name: 'enabled', label: 'console.active', show: 'yes_no' },
    ],
    fields: [
      { name: 'bank_name', label: 'field.bank_name' },
      { name: 'holder', label: 'field.holder' },
      { name: 'account_no', label: 'field.account_no' },
      { name: 'note', label: 'field.note', kind: 'long' },
      { name: 'enabled', label: 'console.active', kind: 'switch' },
      { name: 'sort', label: 'console.sort', kind: 'number' },
    ],
  },
  articles: {
    list: 'GET /api/admin/articles',
    save: 'POST /api/admin/article/save',
    schema: articleSaveSchema,
    creatable: true,
    columns: [
      { name: 'kind', label: 'field.type', show: 'article_kind' },
      { name: 'lang', label: 'route.language', show: 'language' },
      { name: 'title', label: 'console.article_title', show: 'long' },
    ],
    fields: [
      { name: 'kind', label: 'field.type', kind: 'select', options: ARTICLE_KINDS },
      { name: 'slug', label: 'console.slug' },
      { name: 'lang', label: 'route.language', kind: 'language' },
      { name: 'title', label: 'console.article_title' },
      { name: 'content', label: 'field.content', kind: 'long' },
      { name: 'sort', label: 'console.sort', kind: 'number' },
    ],
  },
};

type Row = Record<string, unknown> & { id: number };

/** A cell of the catalogue: names for keys, numbers, amounts and rates as the console language writes them. */
function CatalogCell({ value, show, row }: { value: unknown; show?: Show; row: Row }) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = String(value ?? '');
  const nameOf = (options: { value: string; label: string }[]) => {
    const option = options.find((choice) => choice.value === text);
    return option ? t(option.label) : text;
  };
  switch (show) {
    case 'yes_no':
      return t(value ? 'console.yes' : 'console.no');
    case 'category':
      return t(`category.${text}`);
    case 'count':
      return format.count(Number(value ?? 0));
    case 'money':
      return <Money value={text} />;
    case 'rate':
      // "0.05" is five percent; a shop without a rate of its own pays each line's category rate.
      return value === null || value === undefined
        ? '—'
        : format.percentFromBasisPoints(Math.round(Number(value) * 10_000));
    case 'icon':
      // A category's icon, named by its category.
      return <Picture src={`/media/art/${text}/0.svg`} name={t(`category.${String(row.key)}`)} size={32} />;
    case 'shop_status':
      return nameOf(SHOP_STATUSES);
    case 'article_kind':
      return nameOf(ARTICLE_KINDS);
    case 'language': {
      const language = findLanguage(text);
      return language ? <span lang={language.bcp47}>{language.language_name}</span> : text;
    }
    case 'long':
      return <LongText text={text} />;
    default:
      return text;
  }
}

export default function CatalogPage() {
  const { t } = useTranslation();
  const [translating, setTranslating] = useState<number | null>(null);
  const kind = KINDS[useParams().kind ?? ''] ?? (KINDS.shops as Kind);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const { form, item, onFinish } = useSchemaForm<
    Record<string, unknown>,
    RequestSchema,
    InputOf<CatalogSave>
  >(
    kind.schema,
    // The kind's fields as the form holds them, and the id of the row edited: the server converts them.
    (values) =>
      ({
        ...Object.fromEntries(kind.fields.map((field) => [field.name, values[field.name]])),
        id: editing === 'new' ? undefined : editing?.id,
      }) as Draft<InputOf<CatalogSave>>,
  );
  const list = useQuery(consoleQuery(kind.list));
  const rows = (list.data ?? []) as Row[];

  /**
   * Opens a row, or a new one: a new row's switches show what the schema makes of them left alone (a new promo
   * code, network or account is active), not an "off" that would be saved as on.
   */
  const open = (row: Row | 'new') => {
    form.resetFields();
    const valueOf = (field: Field) =>
      row !== 'new'
        ? row[field.name]
        : field.kind === 'switch'
          ? kind.schema.shape[field.name]?.safeParse(undefined).data
          : undefined;
    form.setFieldsValue(Object.fromEntries(kind.fields.map((field) => [field.name, valueOf(field)])));
    setEditing(row);
  };
  const saving = useDeskMutation({
    mutationFn: (input: InputOf<CatalogSave>) => call(kind.save, input as never),
    success: 'msg.save_success',
    onSuccess: () => setEditing(null),
    invalidates: [queryKeys.all(kind.list)],
  });

  return (
    <>
      {kind.creatable && (
        <Button type="primary" onClick={() => open('new')} style={{ marginBottom: 16 }}>
          {t('console.new')}
        </Button>
      )}
      <DeskTable<Row>
        rowKey="id"
        loading={list.isPending}
        dataSource={rows}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: t('console.id'), dataIndex: 'id', width: 70 },
          ...kind.columns.map((column) => ({
            title: t(column.label),
            dataIndex: column.name,
            render: (value: unknown, row: Row) => <CatalogCell value={value} show={column.show} row={row} />,
          })),
          actionsColumn<Row>(t, (row) => (
            <Space>
              <Button size="small" onClick={() => open(row)}>
                {t('common.edit')}
              </Button>
              {kind.list === 'GET /api/admin/shops' && (
                <TranslationsButton id={row.id} onOpen={setTranslating} />
              )}
              {kind.list === 'GET /api/admin/shops' && (
                <Link to={`/catalog/shops/${row.id}/statement`} data-testid={`shop-statement-${row.id}`}>
                  {t('statement.title')}
                </Link>
              )}
              {kind.list === 'GET /api/admin/shops' && (
                <Link to={`/catalog/shops/${row.id}/shipping`} data-testid={`shop-zones-${row.id}`}>
                  {t('zones.title')}
                </Link>
              )}
            </Space>
          )),
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('console.new') : t('common.edit')}
        onOk={() => form.submit()}
        confirmLoading={saving.isPending}
        onCancel={() => setEditing(null)}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        width={600}
        // The form is there before the first row opens, so that opening one fills it.
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={onFinish(saving.mutate)}>
          {kind.fields.map((field) => (
            <Form.Item
              key={field.name}
              {...item(field.name)}
              label={t(field.label)}
              valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
            >
              {field.kind === 'long' ? (
                <Input.TextArea rows={4} />
              ) : field.kind === 'number' ? (
                <InputNumber min={0} />
              ) : field.kind === 'money' ? (
                <MoneyInput />
              ) : field.kind === 'switch' ? (
                <Switch />
              ) : field.kind === 'language' ? (
                <Select
                  options={LANGUAGES.map((language) => ({
                    value: language.file_name,
                    label: <span lang={language.bcp47}>{language.language_name}</span>,
                  }))}
                />
              ) : field.kind === 'select' ? (
                <Select
                  options={(field.options ?? []).map((option) => ({
                    value: option.value,
                    label: t(option.label),
                  }))}
                />
              ) : (
                <Input />
              )}
            </Form.Item>
          ))}
        </Form>
      </Modal>
      <TranslationsDrawer target="shop" id={translating} onClose={() => setTranslating(null)} />
    </>
  );
}
