import { useState } from 'react';
import { Button, Select, Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_IMPORT_TIMEOUT_MS } from '@storefront/shared';
import { call, consoleQuery, type RowOf } from '../api';
import { CatalogueImport, type CatalogueClient } from '../components/CatalogueImport';
import { SearchField } from '../components/SearchField';
import { ProductDrawer, productColumns, type ProductToSave } from '../components/ProductDrawer';
import { TranslationsButton, TranslationsDrawer } from '../components/TranslationsDrawer';
import { actionsColumn, DeskTable } from '../components/DeskTable';
import { useDeskMutation } from '../components/useDeskMutation';
import { useServerList } from '../components/useServerList';
import { queryKeys } from '../query-keys';

type Product = RowOf<'GET /api/admin/products'>;

export default function ProductsPage() {
  const { t } = useTranslation();
  const [translating, setTranslating] = useState<number | null>(null);
  const { filters, set, tableProps } = useServerList('GET /api/admin/products', ['keyword', 'status']);
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const shops = useQuery(consoleQuery('GET /api/admin/shops'));
  const categories = useQuery(consoleQuery('GET /api/admin/categories'));

  const save = useDeskMutation({
    mutationFn: (product: ProductToSave) =>
      call('POST /api/admin/product/save', { ...product, shop_id: product.shop_id ?? 0 }),
    success: 'msg.save_success',
    onSuccess: () => setEditing(null),
    invalidates: [queryKeys.all('GET /api/admin/products')],
  });

  const queryClient = useQueryClient();
  /** Any shop's catalogue as a CSV file, both ways (decision 047). */
  const catalogue: CatalogueClient = {
    shops: shops.data ?? [],
    importFile: (file, shopId) => {
      const data = new FormData();
      data.append('shop_id', String(shopId ?? ''));
      data.append('file', file);
      return call('POST /api/admin/products/import', data, {
        timeoutMs: CATALOGUE_IMPORT_TIMEOUT_MS,
        // Each send is a file chosen anew (the button waits for the answer), not a repeated click.
        repeatSubmit: false,
      });
    },
    exportFile: (shopId) => call('GET /api/admin/products/export', { shop_id: shopId ?? 0 }),
  };

  const upload = async (file: File) => {
    const data = new FormData();
    data.append('file', file);
    return (await call('POST /api/admin/upload', data)).url;
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
            { value: 'held', label: t('console.held_sale') },
          ]}
        />
        <Button type="primary" onClick={() => setEditing('new')} data-testid="new-product">
          {t('console.new_product')}
        </Button>
        <CatalogueImport
          client={catalogue}
          onImported={() =>
            queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/admin/products') })
          }
        />
      </Space>
      <DeskTable<Product>
        {...tableProps}
        columns={[
          ...productColumns(t),
          actionsColumn<Product>(t, (row) => (
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
        categories={categories.data ?? []}
        shops={shops.data ?? []}
        upload={upload}
        save={save.mutate}
        saving={save.isPending}
      />
      <TranslationsDrawer target="product" id={translating} onClose={() => setTranslating(null)} />
    </>
  );
}
