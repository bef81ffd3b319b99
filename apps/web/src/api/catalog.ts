import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys, type Answer } from '@storefront/shared/client';
import { call } from '../lib/request';

export type ProductQuery = {
  category_id?: number;
  shop_id?: number;
  keyword?: string;
  min_price?: string;
  max_price?: string;
  sort?: 'sales' | 'price_asc' | 'price_desc' | 'new';
};

export const PAGE_SIZE = 20;

export const fetchProducts = (query: ProductQuery, page: number) =>
  call('GET /api/index/product', { ...query, page, limit: PAGE_SIZE });

/** Home and Popular list the same hot products. */
export const HOT_PRODUCTS_KEY = queryKeys.pages('GET /api/index/hot_product');

export const fetchHotProducts = (page: number) =>
  call('GET /api/index/hot_product', { page, limit: PAGE_SIZE });

const HOT_MERCHANTS = { page: 1, limit: 8 };
export const fetchHotMerchants = () => call('GET /api/index/hot_merchant', HOT_MERCHANTS);

export const categoriesQuery = (language: string) =>
  queryOptions({
    queryKey: queryKeys.translated('GET /api/index/category', language),
    queryFn: () => call('GET /api/index/category'),
  });

type Category = Answer<'GET /api/index/category'>[number];

/**
 * The categories named by the app's own locale file, which marks where a long word may break
 * ("Elektro\u00adgeräte"); the server's answer carries no such marks.
 */
export function useCategories(language: string) {
  const { t } = useTranslation();
  const select = useCallback(
    (categories: Category[]) =>
      categories.map((category) => ({
        ...category,
        name: t(`category.${category.key}`, { defaultValue: category.name }),
      })),
    [t],
  );
  return useQuery({ ...categoriesQuery(language), select });
}

export const hotMerchantsQuery = queryOptions({
  queryKey: queryKeys.read('GET /api/index/hot_merchant', HOT_MERCHANTS),
  queryFn: fetchHotMerchants,
});

export const useHotMerchants = () => useQuery(hotMerchantsQuery);
