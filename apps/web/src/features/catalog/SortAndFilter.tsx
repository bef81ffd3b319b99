import { Tabs } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTextDirection } from '../../lib/direction';
import type { ProductQuery } from '../../api/catalog';
import { searchFrom } from './query-params';
import './SortAndFilter.css';

const SORT_TABS: { key: NonNullable<ProductQuery['sort']> | ''; label: string }[] = [
  { key: '', label: 'products.sort_default' },
  { key: 'sales', label: 'products.sort_sales' },
  { key: 'price_asc', label: 'products.sort_price_asc' },
  { key: 'price_desc', label: 'products.sort_price_desc' },
  { key: 'new', label: 'products.sort_new' },
];

/** The sort tabs of a product list (all products, search results); '' is the default order. */
export function SortTabs({ sort, onChange }: { sort: string | undefined; onChange: (sort: string) => void }) {
  const { t } = useTranslation();
  const direction = useTextDirection();
  return (
    <Tabs activeKey={sort ?? ''} onChange={onChange} className="sort-tabs" direction={direction}>
      {SORT_TABS.map((tab) => (
        <Tabs.Tab key={tab.key} title={t(tab.label)} />
      ))}
    </Tabs>
  );
}

/** Opens the filter page starting from this list's query; its choices come back as /products. */
export function FilterButton({ query }: { query: ProductQuery }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => navigate(`/filter${searchFrom(query)}`)}
      aria-label={t('route.filter')}
      data-testid="open-filter"
    >
      <FilterOutline fontSize={20} />
    </button>
  );
}

/** Writes a sort into the address's parameters, so the sorted list survives a reload. */
export function withSort(params: URLSearchParams, sort: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort) next.set('sort', sort);
  else next.delete('sort');
  return next;
}
