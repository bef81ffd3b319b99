import type { QueryClient } from '@tanstack/react-query';
import { pagedQuery } from '../../lib/paged-query';
import { platformQuery } from '../../lib/platform';
import { categoriesQuery, fetchHotProducts, HOT_PRODUCTS_KEY, hotMerchantsQuery } from '../../api/catalog';

/**
 * Asks for everything Home shows before the app has even run (see preload.ts): the same queries as the page,
 * which then finds them in the cache or in flight. The first banner, the largest picture on the screen, is
 * fetched as soon as its address is known, so that it is there when the page is first drawn.
 */
export function prefetchHome(client: QueryClient, language: string) {
  void client.prefetchQuery(platformQuery).then(() => {
    const first = client.getQueryData(platformQuery.queryKey)?.banners[0];
    if (first) new Image().src = first.image;
  });
  void client.prefetchQuery(categoriesQuery(language));
  void client.prefetchQuery(hotMerchantsQuery);
  void client.prefetchInfiniteQuery(pagedQuery(HOT_PRODUCTS_KEY, fetchHotProducts));
}
