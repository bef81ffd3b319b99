import { useState } from 'react';
import { SideBar } from 'antd-mobile';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProductGrid, ProductGridSkeleton } from '../../components/ProductCard';
import { PullList } from '../../components/PullList';
import { TopBar } from '../../components/TopBar';
import { fetchProducts, useCategories } from '../../api/catalog';
import { FilterButton } from './SortAndFilter';
import { queryKeys } from '@storefront/shared/client';
import './ExplorePage.css';

/** Categories on the side, their products beside them; `?category=ID` opens one. */
export default function ExplorePage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const categories = useCategories(i18n.language);
  const requested = params.get('category');
  const [active, setActive] = useState<string | undefined>(requested ?? undefined);
  const [lastRequested, setLastRequested] = useState(requested);
  // A category asked for in the address (from Home) opens, even though the page is kept alive.
  if (requested !== lastRequested) {
    setLastRequested(requested);
    if (requested) setActive(requested);
  }

  const activeId = active ?? String(categories.data?.[0]?.id ?? '');

  return (
    <div className="page explore-page">
      <TopBar
        back={false}
        right={activeId ? <FilterButton query={{ category_id: Number(activeId) }} /> : undefined}
      />
      <div className="explore-body">
        <SideBar activeKey={activeId} onChange={setActive} className="explore-side">
          {(categories.data ?? []).map((category) => (
            <SideBar.Item key={String(category.id)} title={category.name} />
          ))}
        </SideBar>
        <div className="explore-products">
          {activeId && (
            <Link className="explore-see-all" to={`/products?category_id=${activeId}`} data-testid="see-all">
              {t('common.see_all')}
            </Link>
          )}
          {activeId && (
            <PullList
              key={activeId}
              queryKey={queryKeys.pages('GET /api/index/product', { category_id: Number(activeId) })}
              fetchPage={(page) => fetchProducts({ category_id: Number(activeId) }, page)}
              skeleton={<ProductGridSkeleton count={4} />}
            >
              {(products) => <ProductGrid products={products} />}
            </PullList>
          )}
        </div>
      </div>
    </div>
  );
}
