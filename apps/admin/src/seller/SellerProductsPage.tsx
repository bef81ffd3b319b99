import { useQuery } from '@tanstack/react-query';
import { CATALOGUE_IMPORT_TIMEOUT_MS, sellerProductSaveSchema } from '@storefront/shared';
import { type ProductsClient, ProductsDesk } from '../components/ProductsDesk';
import { call, readList, SELLER_TRANSLATIONS, sellerQuery, uploadPicture } from './api';

/** The shop's own products, with the seller token: the server puts each in the seller's shop. */
const SELLER_PRODUCTS: ProductsClient = {
  list: 'GET /api/seller/products',
  readList,
  save: ({ shop_id: _shop, ...product }) => call('POST /api/seller/product/save', product),
  schema: sellerProductSaveSchema,
  upload: uploadPicture,
  // The shop's catalogue as a CSV file, both ways (decision 047).
  catalogue: {
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
  },
  translations: SELLER_TRANSLATIONS,
};

/** The shop's products: created and edited with the console's product form, always in the seller's own shop. */
export default function SellerProductsPage() {
  const categories = useQuery(sellerQuery('GET /api/index/category'));
  return <ProductsDesk client={SELLER_PRODUCTS} categories={categories.data ?? []} />;
}
