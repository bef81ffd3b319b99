import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseCents } from '@storefront/shared';
import { TopBar } from '../../components/TopBar';
import { toast } from '../../lib/toast';
import { type ProductQuery, useCategories } from '../../api/catalog';
import { productQueryFrom, searchFrom } from './query-params';
import { ChoiceChips } from '../../components/ChoiceChips';
import './FilterPage.css';

const SORTS: { value: NonNullable<ProductQuery['sort']>; label: string }[] = [
  { value: 'sales', label: 'products.sort_sales' },
  { value: 'price_asc', label: 'products.sort_price_asc' },
  { value: 'price_desc', label: 'products.sort_price_desc' },
  { value: 'new', label: 'products.sort_new' },
];

/** Kept alive: the choices stay as they were when the shopper comes back. */
export default function FilterPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const categories = useCategories(i18n.language);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [query, setQuery] = useState<ProductQuery>(() => productQueryFrom(params));
  const [seenKey, setSeenKey] = useState(location.key);
  // Opened anew from a list: start from that list's filters. Come back to (the back button), or shown again
  // while hidden behind another page: keep the last choices.
  if (location.pathname === '/filter' && location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType !== 'POP' && params.size > 0) setQuery(productQueryFrom(params));
  }

  const apply = () => {
    const min = query.min_price ? parseCents(query.min_price) : undefined;
    const max = query.max_price ? parseCents(query.max_price) : undefined;
    if ((query.min_price && min === undefined) || (query.max_price && max === undefined)) {
      toast.fail(t('validation.amount', { field: t('field.min_price') }));
      return;
    }
    if (min !== undefined && max !== undefined && max < min) {
      toast.fail(t('filter.price_order'));
      return;
    }
    navigate(`/products${searchFrom(query)}`);
  };

  return (
    <div className="page filter-page">
      <TopBar />
      <section className="card-section">
        <h3 id="filter-category">{t('filter.category')}</h3>
        <ChoiceChips
          aria-labelledby="filter-category"
          columns={3}
          options={(categories.data ?? []).map((category) => ({ label: category.name, value: category.id }))}
          value={query.category_id ? [query.category_id] : []}
          onChange={(values) => setQuery((current) => ({ ...current, category_id: values[0] }))}
        />
      </section>
      <section className="card-section">
        <h3>{t('filter.price_range')}</h3>
        <div className="price-range">
          <Input
            placeholder={t('filter.min')}
            inputMode="decimal"
            value={query.min_price ?? ''}
            onChange={(value) => setQuery((current) => ({ ...current, min_price: value || undefined }))}
            aria-label={t('filter.min')}
          />
          <span>—</span>
          <Input
            placeholder={t('filter.max')}
            inputMode="decimal"
            value={query.max_price ?? ''}
            onChange={(value) => setQuery((current) => ({ ...current, max_price: value || undefined }))}
            aria-label={t('filter.max')}
          />
        </div>
      </section>
      <section className="card-section">
        <h3 id="filter-sort">{t('filter.sort')}</h3>
        <ChoiceChips
          aria-labelledby="filter-sort"
          columns={2}
          options={SORTS.map((sort) => ({ label: t(sort.label), value: sort.value }))}
          value={query.sort ? [query.sort] : []}
          onChange={(values) => setQuery((current) => ({ ...current, sort: values[0] }))}
        />
      </section>
      <div className="form-actions two">
        <Button block onClick={() => setQuery({ keyword: query.keyword })}>
          {t('filter.reset')}
        </Button>
        <Button block color="primary" onClick={apply}>
          {t('filter.apply')}
        </Button>
      </div>
    </div>
  );
}
