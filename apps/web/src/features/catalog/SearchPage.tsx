import { useState } from 'react';
import { SearchBar, Space, Tag } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { searchFormSchema } from '@storefront/shared';
import { ProductGrid, ProductGridSkeleton } from '../../components/ProductCard';
import { PullList } from '../../components/PullList';
import { TopBar } from '../../components/TopBar';
import { localJson } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { validate } from '../../lib/validation';
import { fetchProducts } from '../../api/catalog';
import { productQueryFrom } from './query-params';
import { FilterButton, SortTabs, withSort } from './SortAndFilter';
import { queryKeys } from '@storefront/shared/client';
import './SearchPage.css';

const history = localJson<string[]>('searchHistory');
const HISTORY_SIZE = 10;

export default function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const { sort } = productQueryFrom(params);
  const [text, setText] = useState(keyword);
  const [recent, setRecent] = useState<string[]>(() => history.get() ?? []);

  const search = (value: string) => {
    const checked = validate(searchFormSchema, { keyword: value });
    if (!checked.ok) {
      toast.fail(checked.message);
      return;
    }
    const words = checked.data.keyword;
    const next = [words, ...recent.filter((item) => item !== words)].slice(0, HISTORY_SIZE);
    history.set(next);
    setRecent(next);
    setText(words);
    setParams({ keyword: words }, { replace: true });
  };

  const clearHistory = () => {
    history.remove();
    setRecent([]);
  };

  return (
    <div className="page search-page">
      <TopBar right={keyword ? <FilterButton query={{ keyword, sort }} /> : undefined} />
      <div className="search-box">
        <SearchBar
          placeholder={t('search.placeholder')}
          value={text}
          onChange={setText}
          onSearch={search}
          showCancelButton={() => false}
          aria-label={t('search.placeholder')}
        />
        <button type="button" className="search-submit" onClick={() => search(text)}>
          {t('search.button')}
        </button>
      </div>
      {keyword ? (
        <>
          <SortTabs sort={sort} onChange={(next) => setParams(withSort(params, next), { replace: true })} />
          <PullList
            queryKey={queryKeys.pages('GET /api/index/product', { keyword, sort })}
            fetchPage={(page) => fetchProducts({ keyword, sort }, page)}
            skeleton={<ProductGridSkeleton />}
          >
            {(products) => <ProductGrid products={products} />}
          </PullList>
        </>
      ) : (
        recent.length > 0 && (
          <section className="card-section">
            <div className="section-title">
              <h3>{t('search.history')}</h3>
              <button
                type="button"
                className="icon-button"
                onClick={clearHistory}
                aria-label={t('search.clear_history')}
              >
                <DeleteOutline />
              </button>
            </div>
            <Space wrap>
              {recent.map((item) => (
                <button key={item} type="button" className="history-tag" onClick={() => search(item)}>
                  <Tag round>{item}</Tag>
                </button>
              ))}
            </Space>
          </section>
        )
      )}
    </div>
  );
}
