import type { OrderStatus } from '@storefront/shared';

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

export type ProductDetail = ProductSummary & {
  images: string[];
  specs: { name: string; values: string[] }[];
  description: string;
  shop: ShopSummary & { followed: boolean };
  limit_period: 'day' | 'week' | 'month' | null;
  limit_count: number | null;
  bought: number;
  remaining: number | null;
  favourited: boolean;
  reviews: {
    count: number;
    product_score: number | null;
    service_score: number | null;
    postage_score: number | null;
  };
};

export type OrderItem = {
  id: number;
  product_id: number;
  shop_id: number;
  name: string;
  image: string;
  spec: string;
  price: string;
  quantity: number;
  subtotal: string;
  is_virtual: boolean;
  reviewed: boolean;
};

export type Order = {
  id: number;
  order_no: string;
  status: OrderStatus;
  is_virtual: boolean;
  quantity: number;
  total: string;
  amounts: { goods: string; freight: string; discount: string; total: string };
  items: OrderItem[];
  expires_at: string | null;
  created_at: string;
  paid_at: string | null;
};

export type OrderDetail = Order & {
  address: { consignee: string; mobile: string; area: string; address: string; tag: string } | null;
  logistics_company: string | null;
  tracking_no: string | null;
  logistics: { time: string; kind: 'shipped' | 'cards' | 'note'; text: string }[];
  cards: { product_id: number; card_no: string; card_password: string }[];
  remark: string;
  promo_code: string | null;
  refund: {
    type: 'refund_only' | 'return_refund';
    amount: string;
    reason: string;
    status: 'auditing' | 'passed' | 'refused';
    remark: string;
  } | null;
};
