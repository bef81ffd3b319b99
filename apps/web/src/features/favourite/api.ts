import { call } from '../../lib/request';

/** Favourite products and followed shops, a page at a time. */
export const fetchFavourites = (page: number) => call('GET /api/favourite/list', { page, limit: 20 });
export const fetchFollowedShops = (page: number) => call('GET /api/shop/followed', { page, limit: 20 });
