import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/request';

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
export const HOT_PRODUCTS_KEY = ['hot-products'];

export const fetchHotProducts = (page: number) =>
  call('GET /api/index/hot_product', { page, limit: PAGE_SIZE });

export const fetchHotMerchants = () => call('GET /api/index/hot_merchant', { page: 1, limit: 8 });

export const categoriesQuery = (language: string) =>
  queryOptions({ queryKey: ['categories', language], queryFn: () => call('GET /api/index/category') });

export const useCategories = (language: string) => useQuery(categoriesQuery(language));

export const hotMerchantsQuery = queryOptions({ queryKey: ['hot-merchants'], queryFn: fetchHotMerchants });

export const useHotMerchants = () => useQuery(hotMerchantsQuery);
