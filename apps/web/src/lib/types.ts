/** Shapes the API answers with (api-contract.md), as the app reads them. */
export type Page<T> = { list: T[]; total: number; page: number; limit: number };

export type ProductSummary = {
  id: number;
  name: string;
  price: string;
  original_price: string | null;
  image: string;
  sales: number;
  stock: number;
  shop_id: number;
  category_id: number;
  is_virtual: boolean;
};

export type ShopSummary = {
  id: number;
  name: string;
  logo: string;
  description: string;
  followers: number;
  sales: number;
  favorable_rate: number;
  total_sales: string;
};

export type Category = { id: number; key: string; name: string; icon: string; image: string };
