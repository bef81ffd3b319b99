import type { ProductQuery } from '../../api/catalog';

const SORTS = ['sales', 'price_asc', 'price_desc', 'new'] as const;

/** The product list's filters live in the address, so a filtered list can be shared and reloaded. */
export function productQueryFrom(params: URLSearchParams): ProductQuery {
  const number = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const sort = params.get('sort');
  return {
    category_id: number('category_id'),
    shop_id: number('shop_id'),
    keyword: text('keyword'),
    min_price: text('min_price'),
    max_price: text('max_price'),
    sort: SORTS.find((candidate) => candidate === sort),
  };
}

export function searchFrom(query: ProductQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
