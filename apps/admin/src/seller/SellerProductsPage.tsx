import { useState } from 'react';
import { Button, Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_IMPORT_TIMEOUT_MS } from '@storefront/shared';
import {
  type EditableProduct,
  ProductDrawer,
  productColumns,
  type ProductToSave,
} from '../components/ProductDrawer';
import { TranslationsButton, TranslationsDrawer } from '../components/TranslationsDrawer';
import { CatalogueImport, type CatalogueClient } from '../components/CatalogueImport';
import { actionsColumn, DeskTable } from '../components/DeskTable';
import { useDeskMutation } from '../components/useDeskMutation';
import { useServerList } from '../components/useServerList';
import { call, readList, SELLER_TRANSLATIONS, sellerQuery, uploadPicture } from './api';
import { queryKeys } from '../query-keys';

/** The shop's catalogue as a CSV file, both ways (decision 047). */
const SELLER_CATALOGUE: CatalogueClient = {
  importFile: (file) => {
    const data = new FormData();
    data.append('file', file);
    return call('POST /api/seller/products/import', data, {
      timeoutMs: CATALOGUE_IMPORT_TIMEOUT_MS,
      // Each send is a file chosen anew (the button waits for the answer), not a repeated click.
      repeatSubmit: false,
    });
  },
  exportFile: () => call('GET /api/seller/products/export'),
};

/** The shop's products: created and edited with the console's product form, always in the seller's own shop. */
export default function SellerProductsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [editing, setEditing] = useState<EditableProduct | 'new' | null>(null);
  const [translating, setTranslating] = useState<number | null>(null);
  const { tableProps } = useServerList('GET /api/seller/products', [], { readList });
  const categories = useQuery(sellerQuery('GET /api/index/category'));

  const save = useDeskMutation({
    mutationFn: ({ shop_id: _shop, ...product }: ProductToSave) =>
      call('POST /api/seller/product/save', product),
    success: 'msg.save_success',
    onSuccess: () => setEditing(null),
    invalidates: [queryKeys.all('GET /api/seller/products')],
  });

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="new-product">
          {t('console.new_product')}
        </Button>
        <CatalogueImport
          client={SELLER_CATALOGUE}
          onImported={() => client.invalidateQueries({ queryKey: queryKeys.all('GET /api/seller/products') })}
        />
      </Space>
      <DeskTable<EditableProduct>
        {...tableProps}
        pagination={{ ...tableProps.pagination, showSizeChanger: false }}
        columns={[
          ...productColumns(t),
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
      <TranslationsDrawer
        target="product"
        id={translating}
        onClose={() => setTranslating(null)}
        client={SELLER_TRANSLATIONS}
      />
      <ProductDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        categories={categories.data ?? []}
        upload={uploadPicture}
        save={save.mutate}
        saving={save.isPending}
      />
    </>
  );
}
