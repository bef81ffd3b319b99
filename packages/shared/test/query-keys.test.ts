import { describe, expect, it } from 'vitest';
import { queryKeys } from '../src/client';

describe('query keys made from endpoint names', () => {
  it('start with the endpoint, then the input, the language or the page', () => {
    expect(queryKeys.all('GET /api/cart/list')).toEqual(['GET /api/cart/list']);
    expect(queryKeys.read('GET /api/cart/list')).toEqual(['GET /api/cart/list']);
    expect(queryKeys.read('GET /api/order/detail', { id: 7 })).toEqual(['GET /api/order/detail', { id: 7 }]);
    expect(queryKeys.translated('GET /api/index/category', 'en')).toEqual([
      'GET /api/index/category',
      { language: 'en' },
    ]);
    expect(queryKeys.page('GET /api/admin/orders', { status: '1' }, 2)).toEqual([
      'GET /api/admin/orders',
      { status: '1' },
      2,
    ]);
    expect(queryKeys.pages('GET /api/user/order_list', { status: 'all' })).toEqual([
      'GET /api/user/order_list',
      'pages',
      { status: 'all' },
    ]);
  });

  it('begin, every one, with all() of their endpoint: what an invalidation of it matches', () => {
    const keys = [
      queryKeys.read('GET /api/order/detail', { id: 7 }),
      queryKeys.translated('GET /api/order/detail', 'de', { id: 7 }),
      queryKeys.pages('GET /api/order/detail'),
    ];
    for (const key of keys) expect(key.slice(0, 1)).toEqual(queryKeys.all('GET /api/order/detail'));
  });
});
