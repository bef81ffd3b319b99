import { FilterOutline } from 'antd-mobile-icons';
import { Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProductGrid, ProductGridSkeleton } from '../../components/ProductCard';
import { PullList } from '../../components/PullList';
import { TopBar } from '../../components/TopBar';
import { fetchProducts } from './api';
import { productQueryFrom, searchFrom } from './query-params';

const SORT_TABS = [
  { key: '', label: 'products.sort_default' },
  { key: 'sales', label: 'products.sort_sales' },
  { key: 'price_asc', label: 'products.sort_price_asc' },
  { key: 'price_desc', label: 'products.sort_price_desc' },
  { key: 'new', label: 'products.sort_new' },
];

/** All products on sale, with the filters of the address and sort tabs. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = productQueryFrom(params);

  const setSort = (sort: string) => {
    const next = new URLSearchParams(params);
    if (sort) next.set('sort', sort);
    else next.delete('sort');
    setParams(next, { replace: true });
  };

  return (
    <div className="page">
      <TopBar
        title={query.keyword ? t('search.results', { keyword: query.keyword }) : undefined}
        right={
          <button
            type="button"
            className="icon-button"
            onClick={() => navigate(`/filter${searchFrom(query)}`)}
            aria-label={t('route.filter')}
          >
            <FilterOutline fontSize={20} />
          </button>
        }
      />
      <Tabs activeKey={query.sort ?? ''} onChange={setSort} className="sort-tabs">
        {SORT_TABS.map((tab) => (
          <Tabs.Tab key={tab.key} title={t(tab.label)} />
        ))}
      </Tabs>
      <PullList
        queryKey={['products', query]}
        fetchPage={(page) => fetchProducts(query, page)}
        skeleton={<ProductGridSkeleton />}
      >
        {(products) => <ProductGrid products={products} />}
      </PullList>
    </div>
  );
}
