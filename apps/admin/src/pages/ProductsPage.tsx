import { useQuery } from '@tanstack/react-query';
import { CATALOGUE_IMPORT_TIMEOUT_MS, productSaveSchema } from '@storefront/shared';
import { call, consoleQuery, CONSOLE_TRANSLATIONS, readList } from '../api';
import { type ProductsClient, ProductsDesk } from '../components/ProductsDesk';

/** Every shop's products, with the operator token: a product names its shop, and so does an import. */
const CONSOLE_PRODUCTS: ProductsClient = {
  list: 'GET /api/admin/products',
  readList,
  save: (product) => call('POST /api/admin/product/save', { ...product, shop_id: product.shop_id ?? 0 }),
  schema: productSaveSchema,
  upload: async (file) => {
    const data = new FormData();
    data.append('file', file);
    return (await call('POST /api/admin/upload', data)).url;
  },
  // Any shop's catalogue as a CSV file, both ways (decision 047).
  catalogue: {
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
  },
  translations: CONSOLE_TRANSLATIONS,
};

export default function ProductsPage() {
  const shops = useQuery(consoleQuery('GET /api/admin/shops'));
  const categories = useQuery(consoleQuery('GET /api/admin/categories'));
  return (
    <ProductsDesk
      client={CONSOLE_PRODUCTS}
      categories={categories.data ?? []}
      shops={shops.data ?? []}
      filterable
    />
  );
}
