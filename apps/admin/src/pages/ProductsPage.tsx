import { useState } from 'react';
import { Button, Drawer, Form, Input, InputNumber, Select, Space, Switch, Table, Tag, Upload } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMIT_PERIODS, type LimitPeriod } from '@storefront/shared';
import { call, consoleQuery, type RowOf } from '../api';
import { MoneyInput } from '../components/MoneyInput';
import { Picture } from '../components/Picture';
import { SearchField } from '../components/SearchField';
import { formatSpecs, parseSpecs } from '../components/specs-text';
import { TranslationsButton, TranslationsDrawer } from '../components/TranslationsDrawer';
import { useConsoleAction } from '../components/useConsoleAction';
import { useServerList } from '../components/useServerList';
import { Money, useFormat } from '../components/Money';

type Product = RowOf<'GET /api/admin/products'>;

type FormValues = {
  name: string;
  price: string;
  original_price?: string;
  stock: number;
  category_id: number;
  shop_id: number;
  description?: string;
  specs?: string;
  is_virtual: boolean;
  limit_period?: LimitPeriod;
  limit_count?: number;
  on_sale: boolean;
  cards?: string;
};

/** "Color: Black, White" per line, to the specs the API takes. */
/** Card codes from CSV: one "card number,card password" per line; a header line is skipped. */
export const parseCards = (csv = '') =>
  csv
    .split(/\r?\n/)
    .map((line) => line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, '')))
    .flatMap(([card_no, card_password]) =>
      card_no && card_password && !/card.?no/i.test(card_no) ? [{ card_no, card_password }] : [],
    );

export default function ProductsPage() {
  const { t } = useTranslation();
  const [translating, setTranslating] = useState<number | null>(null);
  const run = useConsoleAction();
  const { filters, set, tableProps } = useServerList('GET /api/admin/products', ['keyword', 'status']);
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [images, setImages] = useState<string[]>([]);
  const [form] = Form.useForm<FormValues>();
  const productName = Form.useWatch('name', form);
  const format = useFormat();
  const shops = useQuery(consoleQuery('GET /api/admin/shops'));
  const categories = useQuery(consoleQuery('GET /api/admin/categories'));

  const open = (product: Product | 'new') => {
    setEditing(product);
    setImages(product === 'new' ? [] : product.images);
    form.resetFields();
    if (product !== 'new') {
      form.setFieldsValue({
        ...product,
        original_price: product.original_price ?? undefined,
        specs: formatSpecs(product.specs),
        limit_period: product.limit_period ?? undefined,
        limit_count: product.limit_count ?? undefined,
        on_sale: product.status === 'on',
      });
    } else {
      form.setFieldsValue({ on_sale: true, is_virtual: false, stock: 0 });
    }
  };

  const save = async (values: FormValues) => {
    await run(
      () =>
        call('POST /api/admin/product/save', {
          id: editing === 'new' ? undefined : editing?.id,
          name: values.name,
          price: values.price,
          original_price: values.original_price || undefined,
          stock: values.stock ?? 0,
          category_id: values.category_id,
          shop_id: values.shop_id,
          images,
          description: values.description,
          specs: parseSpecs(values.specs),
          is_virtual: values.is_virtual,
          limit_period: values.limit_period ?? null,
          limit_count: values.limit_count ?? null,
          status: values.on_sale ? 'on' : 'off',
          cards: parseCards(values.cards),
        }),
      { success: 'msg.save_success', onDone: () => setEditing(null), refresh: [['GET /api/admin/products']] },
    );
  };

  const upload = async (file: File) => {
    const data = new FormData();
    data.append('file', file);
    try {
      const { url } = await call('POST /api/admin/upload', data);
      setImages((current) => [...current, url]);
    } catch {
      // The client has shown why it failed.
    }
    return false;
  };

  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <SearchField
          label={t('field.keyword')}
          defaultValue={filters.keyword}
          onSearch={(value) => set({ keyword: value })}
          style={{ width: 240 }}
        />
        <Select
          allowClear
          placeholder={t('field.status')}
          aria-label={t('field.status')}
          value={filters.status}
          onChange={(value) => set({ status: value })}
          style={{ width: 140 }}
          options={[
            { value: 'on', label: t('console.on_sale') },
            { value: 'off', label: t('console.off_sale') },
          ]}
        />
        <Button type="primary" onClick={() => open('new')} data-testid="new-product">
          {t('console.new_product')}
        </Button>
      </Space>
      <Table<Product>
        {...tableProps}
        columns={[
          {
            title: t('field.images'),
            dataIndex: 'image',
            width: 72,
            render: (src: string, row) => src && <Picture src={src} name={row.name} size={48} />,
          },
          { title: t('field.name'), dataIndex: 'name' },
          { title: t('field.price'), dataIndex: 'price', render: (value: string) => <Money value={value} /> },
          { title: t('field.stock'), dataIndex: 'stock' },
          { title: t('shop.sales'), dataIndex: 'sales' },
          {
            title: t('field.status'),
            dataIndex: 'status',
            render: (status: string, row) => (
              <Space>
                <Tag color={status === 'on' ? 'success' : 'default'}>
                  {t(status === 'on' ? 'console.on_sale' : 'console.off_sale')}
                </Tag>
                {row.is_virtual && <Tag color="purple">{t('common.virtual')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('console.actions'),
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => open(row)}>
                  {t('common.edit')}
                </Button>
                <TranslationsButton id={row.id} onOpen={setTranslating} />
              </Space>
            ),
          },
        ]}
      />
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        width={560}
        title={editing === 'new' ? t('console.new_product') : t('common.edit')}
      >
        <Form form={form} layout="vertical" onFinish={(values) => void save(values)}>
          <Form.Item name="name" label={t('field.name')} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Space>
            <Form.Item name="price" label={t('field.price')} rules={[{ required: true }]}>
              <MoneyInput />
            </Form.Item>
            <Form.Item name="original_price" label={t('field.original_price')}>
              <MoneyInput />
            </Form.Item>
            <Form.Item name="stock" label={t('field.stock')}>
              <InputNumber min={0} />
            </Form.Item>
          </Space>
          <Form.Item name="category_id" label={t('field.category_id')} rules={[{ required: true }]}>
            <Select
              options={(categories.data ?? []).map((category) => ({
                value: category.id,
                label: t(`category.${category.key}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="shop_id" label={t('field.shop_id')} rules={[{ required: true }]}>
            <Select
              showSearch
              optionFilterProp="label"
              options={(shops.data ?? []).map((shop) => ({ value: shop.id, label: shop.name }))}
            />
          </Form.Item>
          <Form.Item label={t('field.images')}>
            <Space wrap>
              {images.map((src, index) => (
                <Picture
                  key={src}
                  src={src}
                  name={`${productName || t('field.images')} ${format.count(index + 1)}`}
                  size={64}
                />
              ))}
              <Upload
                accept="image/png,image/jpeg,image/webp,image/gif"
                showUploadList={false}
                beforeUpload={(file) => upload(file)}
              >
                <Button>{t('wallet.upload_hint')}</Button>
              </Upload>
            </Space>
          </Form.Item>
          <Form.Item name="description" label={t('field.description')}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="specs" label={t('field.spec')} extra={t('console.specs_hint')}>
            <Input.TextArea rows={2} placeholder="Color: Black, White" />
          </Form.Item>
          <Space>
            <Form.Item name="is_virtual" label={t('field.is_virtual')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="on_sale" label={t('console.on_sale')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="limit_period" label={t('field.limit_period')}>
              <Select
                allowClear
                style={{ width: 110 }}
                options={LIMIT_PERIODS.map((period) => ({
                  value: period,
                  label: t(`detail.period.${period}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="limit_count" label={t('field.limit_count')}>
              <InputNumber min={1} />
            </Form.Item>
          </Space>
          <Form.Item name="cards" label={t('console.cards_csv')} extra={t('console.cards_hint')}>
            <Input.TextArea rows={3} placeholder={'card_no,card_password\nGIFT-0001,7QX2PL'} />
          </Form.Item>
          <Upload
            accept=".csv,text/csv"
            showUploadList={false}
            beforeUpload={async (file) => {
              form.setFieldValue('cards', await file.text());
              return false;
            }}
          >
            <Button>{t('console.import_csv')}</Button>
          </Upload>
          <Button type="primary" htmlType="submit" block style={{ marginTop: 16 }} data-testid="save-product">
            {t('common.save')}
          </Button>
        </Form>
      </Drawer>
      <TranslationsDrawer target="product" id={translating} onClose={() => setTranslating(null)} />
    </>
  );
}
