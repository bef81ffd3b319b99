/**
 * A third party's client, written only from /api/openapi.json: openapi-typescript generates `./api-types`
 * from the served document and openapi-fetch checks every call below against it. The OpenAPI test compiles
 * this file; a document that lost its answer types, its `lang` parameter or the Idempotency-Key header fails
 * to compile it.
 */
import createClient from 'openapi-fetch';
import type { paths } from './api-types';

export async function shopperJourney(baseUrl: string) {
  const api = createClient<paths>({ baseUrl });
  const lang = 'en' as const;

  const login = await api.POST('/api/user/login', {
    params: { query: { lang } },
    body: { account: 'demo@example.com', password: 'secret123' },
  });
  if (login.data?.code !== 1) return login.data?.key;
  const token: string = login.data.data.userinfo.token;
  const headers = { token };

  const info = await api.GET('/api/user/getUserInfo', { params: { query: { lang } }, headers });
  const categories = await api.GET('/api/index/category', { params: { query: { lang } } });
  const products = await api.GET('/api/index/product', { params: { query: { lang, limit: 20 } } });
  const firstProduct = products.data?.code === 1 ? products.data.data.list[0] : undefined;
  const price: string | undefined = firstProduct?.price;
  const detail = await api.GET('/api/product/detail', {
    params: { query: { lang, id: firstProduct?.id ?? 1 } },
    headers,
  });

  const added = await api.POST('/api/user/address_add', {
    params: { query: { lang } },
    headers,
    body: {
      consignee: 'Ada Lovelace',
      mobile: '+441234567890',
      area: 'London',
      address: '12 St James Square',
      tag: 'Home',
    },
  });
  const addresses = await api.GET('/api/user/address_list', { params: { query: { lang } }, headers });
  const defaultAddress =
    addresses.data?.code === 1 ? addresses.data.data.find((a) => a.is_default) : undefined;
  // @ts-expect-error an address has no such field: the answers are typed, not `any`
  void defaultAddress?.province;

  const bagged = await api.POST('/api/cart/add', {
    params: { query: { lang } },
    headers,
    body: { product_id: firstProduct?.id ?? 1, quantity: 1 },
  });
  const order = await api.POST('/api/order/create', {
    params: { query: { lang }, header: { 'Idempotency-Key': crypto.randomUUID() } },
    headers,
    body: { items: [{ product_id: firstProduct?.id ?? 1, quantity: 1 }], address_id: defaultAddress?.id },
  });
  const orders = await api.GET('/api/user/order_list', { params: { query: { lang } }, headers });
  const bill = await api.GET('/api/user/bill', { params: { query: { lang } }, headers });
  const operator = await api.POST('/api/admin/login', {
    params: { query: { lang } },
    body: { username: 'admin', password: 'secret123' },
  });

  const failureKey = [info, categories, detail, added, bagged, order, orders, bill, operator]
    .map(({ data }) => (data && data.code !== 1 && 'key' in data ? data.key : undefined))
    .find(Boolean);
  return { price, failureKey };
}
