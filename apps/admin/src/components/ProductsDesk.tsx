import { useState } from 'react';
import { Button, Select, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListReader } from '../desk-client';
import { queryKeys } from '../query-keys';
import { CatalogueImport, type CatalogueClient } from './CatalogueImport';
import { actionsColumn, DeskTable } from './DeskTable';
import { useFormat } from './Money';
import { type EditableProduct, ProductDrawer, productColumns, type ProductToSave } from './ProductDrawer';
import { SearchField } from './SearchField';
import type { TranslationsClient } from '../desk-client';
import { TranslationsButton, TranslationsDrawer } from './TranslationsDrawer';
import { useDeskMutation } from './useDeskMutation';
import { useServerList } from './useServerList';
import type { RequestSchema } from './useSchemaForm';

type ProductsName = 'GET /api/admin/products' | 'GET /api/seller/products';

/** A desk's product calls: the console's (any shop's products) or the seller centre's (its own shop's). */
export type ProductsClient = {
  list: ProductsName;
  readList: ListReader<ProductsName>;
  save: (product: ProductToSave) => Promise<unknown>;
  /** The save call's input schema, which the product form is checked with. */
  schema: RequestSchema;
  /** Stores a picture and answers its address. */
  upload: (file: File) => Promise<string>;
  catalogue: CatalogueClient;
  translations: TranslationsClient;
};

const FILTERS = ['keyword', 'status'] as const;

/**
 * The products page of both desks: the list (its page, and filters if it has them, in the address), the product
 * form, the catalogue's import and export, and each product's translations.
 */
export function ProductsDesk({
  client,
  categories,
  shops,
  filterable = false,
}: {
  client: ProductsClient;
  categories: { id: number; key: string }[];
  /** The shops a product may belong to, chosen by an operator; a seller's products are its own shop's. */
  shops?: { id: number; name: string }[];
  /** Whether the list is searched by keyword and sale status. */
  filterable?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const { filters, set, tableProps } = useServerList(client.list, filterable ? FILTERS : [], {
    readList: client.readList,
  });
  const [editing, setEditing] = useState<EditableProduct | 'new' | null>(null);
  const [translating, setTranslating] = useState<number | null>(null);
  const save = useDeskMutation({
    mutationFn: client.save,
    success: 'msg.save_success',
    onSuccess: () => setEditing(null),
    invalidates: [queryKeys.all(client.list)],
  });

  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        {filterable && (
          <>
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
                { value: 'held', label: t('console.held_sale') },
              ]}
            />
          </>
        )}
        <Button type="primary" onClick={() => setEditing('new')} data-testid="new-product">
          {t('console.new_product')}
        </Button>
        <CatalogueImport
          client={shops ? { ...client.catalogue, shops } : client.catalogue}
          onImported={() => queryClient.invalidateQueries({ queryKey: queryKeys.all(client.list) })}
        />
      </Space>
      <DeskTable<EditableProduct>
        {...tableProps}
        pagination={{ ...tableProps.pagination, showSizeChanger: false }}
        columns={[
          ...productColumns(t, format),
          actionsColumn<EditableProduct>(t, (row) => (
            <Space>
              <Button size="small" onClick={() => setEditing(row)}>
                {t('common.edit')}
              </Button>
              <TranslationsButton id={row.id} onOpen={setTranslating} />
            </Space>
          )),
        ]}
      />
      <ProductDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        categories={categories}
        shops={shops}
        upload={client.upload}
        schema={client.schema}
        save={save.mutate}
        saving={save.isPending}
      />
      <TranslationsDrawer
        target="product"
        id={translating}
        onClose={() => setTranslating(null)}
        client={client.translations}
      />
    </>
  );
}
