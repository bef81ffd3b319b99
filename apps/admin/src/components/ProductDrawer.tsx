import { useState } from 'react';
import {
  Button,
  Drawer,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  type TableColumnsType,
  Tag,
  Upload,
} from 'antd';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  LIMIT_PERIODS,
  type LimitPeriod,
  PRODUCT_WEIGHT_MAX_GRAMS,
  type ProductStatus,
} from '@storefront/shared';
import type { Answer, Input as InputOf } from '@storefront/shared/client';
import { MoneyInput } from './MoneyInput';
import { Money, useFormat } from './Money';
import { Picture } from './Picture';
import { formatSpecs, parseSpecs } from './specs-text';
import { type RequestSchema, useSchemaForm } from './useSchemaForm';

/** A product as the console's and the seller centre's lists give it (the same answer). */
export type EditableProduct = Answer<'GET /api/admin/products'>['list'][number];
/** What the form sends: the operator's save, whose `shop_id` a seller leaves out (its shop is its own). */
export type ProductToSave = Omit<InputOf<'POST /api/admin/product/save'>, 'shop_id'> &
  Partial<Pick<InputOf<'POST /api/admin/product/save'>, 'shop_id'>>;

type FormValues = {
  name: string;
  price: string;
  original_price?: string;
  stock: number;
  weight_grams?: number | null;
  category_id: number;
  shop_id?: number;
  description?: string;
  specs?: string;
  is_virtual: boolean;
  limit_period?: LimitPeriod;
  limit_count?: number;
  on_sale: boolean;
  cards?: string;
};

/** A product's sale as both lists show it: held means on sale but its shop closed by the operators. */
const STATUS_TAGS: Record<ProductStatus, { color: string; label: string }> = {
  on: { color: 'success', label: 'console.on_sale' },
  off: { color: 'default', label: 'console.off_sale' },
  held: { color: 'warning', label: 'console.held_sale' },
};

/**
 * The columns both product lists show: picture, name, price, stock, sales, and on or off sale (and digital). A
 * name is isolated in its own direction ('27" Monitor' stays so in Arabic); counts as the language writes them.
 */
export const productColumns = (
  t: TFunction,
  format: ReturnType<typeof useFormat>,
): TableColumnsType<EditableProduct> => [
  {
    title: t('field.images'),
    dataIndex: 'image',
    width: 72,
    render: (src: string, row) => src && <Picture src={src} name={row.name} size={48} />,
  },
  { title: t('field.name'), dataIndex: 'name', render: (name: string) => <bdi>{name}</bdi> },
  { title: t('field.price'), dataIndex: 'price', render: (value: string) => <Money value={value} /> },
  { title: t('field.stock'), dataIndex: 'stock', render: (stock: number) => format.count(stock) },
  { title: t('shop.sales'), dataIndex: 'sales', render: (sales: number) => format.count(sales) },
  {
    title: t('field.status'),
    dataIndex: 'status',
    render: (status: ProductStatus, row) => (
      <Space>
        <Tag color={STATUS_TAGS[status].color}>{t(STATUS_TAGS[status].label)}</Tag>
        {row.is_virtual && <Tag color="purple">{t('common.virtual')}</Tag>}
      </Space>
    ),
  },
];

/** Card codes from CSV: one "card number,card password" per line; a header line is skipped. */
export const parseCards = (csv = '') =>
  csv
    .split(/\r?\n/)
    .map((line) => line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, '')))
    .flatMap(([card_no, card_password]) =>
      card_no && card_password && !/card.?no/i.test(card_no) ? [{ card_no, card_password }] : [],
    );

/**
 * The product form of both desktop apps: name, prices, stock, parcel weight, category, pictures, specs, sale,
 * purchase limit and virtual cards. The console also chooses the shop (`shops`); a seller's products are its own shop's.
 */
export function ProductDrawer({
  editing,
  onClose,
  ...form
}: {
  editing: EditableProduct | 'new' | null;
  onClose: () => void;
} & Omit<FormProps, 'product'>) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      width={560}
      title={editing === null ? undefined : editing === 'new' ? t('console.new_product') : t('common.edit')}
    >
      {/* A new form for each product opened: its fields and pictures start from that product. */}
      {editing !== null && (
        <ProductForm key={editing === 'new' ? 'new' : editing.id} product={editing} {...form} />
      )}
    </Drawer>
  );
}

type FormProps = {
  product: EditableProduct | 'new';
  /** The save call's input schema: the operator's (with the shop) or the seller's. */
  schema: RequestSchema;
  categories: { id: number; key: string }[];
  shops?: { id: number; name: string }[];
  /** Stores a picture and answers its address. */
  upload: (file: File) => Promise<string>;
  save: (product: ProductToSave) => void;
  /** Whether the product is on its way to the server. */
  saving: boolean;
};

const initialValuesOf = (product: EditableProduct | 'new'): Partial<FormValues> =>
  product === 'new'
    ? { on_sale: true, is_virtual: false, stock: 0 }
    : {
        ...product,
        original_price: product.original_price ?? undefined,
        specs: formatSpecs(product.specs),
        limit_period: product.limit_period ?? undefined,
        limit_count: product.limit_count ?? undefined,
        // A held product is on sale as far as its shop is concerned; saved on, it stays held while the shop is closed.
        on_sale: product.status !== 'off',
      };

function ProductForm({ product, schema, categories, shops, upload, save, saving }: FormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [images, setImages] = useState<string[]>(product === 'new' ? [] : product.images);
  const { form, item, onFinish } = useSchemaForm<FormValues, RequestSchema, ProductToSave>(
    schema,
    (values) => ({
      id: product === 'new' ? undefined : product.id,
      name: values.name,
      price: values.price,
      original_price: values.original_price || undefined,
      stock: values.stock ?? 0,
      // A parcel's weight, for zones priced by weight; virtual goods have no parcel (their weight is left as is).
      weight_grams: values.is_virtual ? undefined : (values.weight_grams ?? 0),
      category_id: values.category_id,
      shop_id: values.shop_id,
      images,
      description: values.description,
      specs: parseSpecs(values.specs),
      is_virtual: values.is_virtual,
      limit_period: values.limit_period ?? null,
      limit_count: values.limit_count ?? null,
      status: values.on_sale ? 'on' : 'off',
      cards: values.is_virtual ? parseCards(values.cards) : [],
    }),
  );
  const productName = Form.useWatch('name', form);
  // Card codes are what a virtual product delivers; a parcel has none to import.
  const isVirtual = Form.useWatch('is_virtual', form) ?? (product !== 'new' && product.is_virtual);

  // A refused picture is shown by the client.
  const addPicture = useMutation({
    mutationFn: upload,
    onSuccess: (url) => setImages((current) => [...current, url]),
  });

  return (
    <Form form={form} layout="vertical" initialValues={initialValuesOf(product)} onFinish={onFinish(save)}>
      <Form.Item {...item('name')} label={t('field.name')}>
        <Input />
      </Form.Item>
      <Space>
        <Form.Item {...item('price')} label={t('field.price')}>
          <MoneyInput />
        </Form.Item>
        <Form.Item {...item('original_price')} label={t('field.original_price')}>
          <MoneyInput />
        </Form.Item>
        <Form.Item {...item('stock')} label={t('field.stock')}>
          <InputNumber min={0} />
        </Form.Item>
      </Space>
      {!isVirtual && (
        <Form.Item {...item('weight_grams')} label={t('field.weight_grams')} extra={t('console.weight_hint')}>
          <InputNumber min={0} max={PRODUCT_WEIGHT_MAX_GRAMS} precision={0} />
        </Form.Item>
      )}
      <Form.Item {...item('category_id')} label={t('field.category_id')}>
        <Select
          options={categories.map((category) => ({
            value: category.id,
            label: t(`category.${category.key}`),
          }))}
        />
      </Form.Item>
      {shops && (
        <Form.Item {...item('shop_id')} label={t('field.shop_id')}>
          <Select
            showSearch
            optionFilterProp="label"
            options={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
          />
        </Form.Item>
      )}
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
            beforeUpload={(file) => {
              addPicture.mutate(file);
              // The picture is stored by the call above, not by antd's own upload.
              return false;
            }}
          >
            <Button loading={addPicture.isPending}>{t('wallet.upload_hint')}</Button>
          </Upload>
        </Space>
      </Form.Item>
      <Form.Item {...item('description')} label={t('field.description')}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item {...item('specs')} label={t('field.spec')} extra={t('console.specs_hint')}>
        <Input.TextArea rows={2} placeholder="Color: Black, White" />
      </Form.Item>
      <Space>
        <Form.Item name="is_virtual" label={t('field.is_virtual')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="on_sale" label={t('console.on_sale')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item {...item('limit_period')} label={t('field.limit_period')}>
          <Select
            allowClear
            style={{ width: 110 }}
            options={LIMIT_PERIODS.map((period) => ({
              value: period,
              label: t(`detail.period.${period}`),
            }))}
          />
        </Form.Item>
        <Form.Item {...item('limit_count')} label={t('field.limit_count')}>
          <InputNumber min={1} />
        </Form.Item>
      </Space>
      {isVirtual && (
        <>
          <Form.Item {...item('cards')} label={t('console.cards_csv')} extra={t('console.cards_hint')}>
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
        </>
      )}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={saving}
        style={{ marginTop: 16 }}
        data-testid="save-product"
      >
        {t('common.save')}
      </Button>
    </Form>
  );
}
