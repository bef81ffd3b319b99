import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../lib/request';
import type { Category, Page, ProductSummary, ShopSummary } from '../../lib/types';

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
  get<Page<ProductSummary>>('/api/index/product', { ...query, page, limit: PAGE_SIZE });

/** Home and Popular list the same hot products. */
export const HOT_PRODUCTS_KEY = ['hot-products'];

export const fetchHotProducts = (page: number) =>
  get<Page<ProductSummary>>('/api/index/hot_product', { page, limit: PAGE_SIZE });

export const fetchHotMerchants = () => get<Page<ShopSummary>>('/api/index/hot_merchant?page=1&limit=8');

export const categoriesQuery = (language: string) =>
  queryOptions({ queryKey: ['categories', language], queryFn: () => get<Category[]>('/api/index/category') });

export const useCategories = (language: string) => useQuery(categoriesQuery(language));

export const hotMerchantsQuery = queryOptions({ queryKey: ['hot-merchants'], queryFn: fetchHotMerchants });

export const useHotMerchants = () => useQuery(hotMerchantsQuery);
