import { call } from '../../lib/request';

export const fetchShop = (id: number) => call('GET /api/shop/detail', { id });

export const setFollow = (shopId: number, follow: boolean) =>
  call(
    follow ? 'POST /api/shop/follow' : 'POST /api/shop/unfollow',
    { shop_id: shopId },
    { repeatSubmit: false },
  );
