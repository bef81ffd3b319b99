import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProductGrid, ProductGridSkeleton } from '../../components/ProductCard';
import { PullList } from '../../components/PullList';
import { TopBar } from '../../components/TopBar';
import { fetchProducts } from '../../api/catalog';
import { productQueryFrom } from './query-params';
import { FilterButton, SortTabs, withSort } from './SortAndFilter';
import { queryKeys } from '@storefront/shared/client';

/** All products on sale, with the filters of the address and sort tabs. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = productQueryFrom(params);

  return (
    <div className="page">
      <TopBar
        title={query.keyword ? t('search.results', { keyword: query.keyword }) : undefined}
        right={<FilterButton query={query} />}
      />
      <SortTabs sort={query.sort} onChange={(sort) => setParams(withSort(params, sort), { replace: true })} />
      <PullList
        queryKey={queryKeys.pages('GET /api/index/product', query)}
        fetchPage={(page) => fetchProducts(query, page)}
        skeleton={<ProductGridSkeleton />}
      >
        {(products) => <ProductGrid products={products} />}
      </PullList>
    </div>
  );
}
