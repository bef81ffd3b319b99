import { type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pagedQuery } from '../lib/paged-query';
import type { Page } from '../lib/types';
import { LazyErrorBlock } from './LazyErrorBlock';
import { LoadingDots } from './LoadingDots';
import { PullToRefresh } from './PullToRefresh';
import { type EndpointQueryKey } from '@storefront/shared/client';
import './PullList.css';

type PullListProps<T> = {
  queryKey: EndpointQueryKey;
  fetchPage: (page: number) => Promise<Page<T>>;
  children: (items: T[]) => ReactNode;
  skeleton?: ReactNode;
  empty?: ReactNode;
  /**
   * Rows that others change (an operator passing a top-up, a refund landing): read again each time the list is
   * shown, the rows read before staying on screen until then, instead of being trusted for the app's minute.
   */
  changedElsewhere?: boolean;
};

/** How far below the screen the list's foot starts the next page: antd-mobile InfiniteScroll's distance. */
const LOAD_AHEAD_PX = 250;

/** The one list of the app: pull to refresh, load more at the bottom, loading and no-more texts. */
export function PullList<T>({
  queryKey,
  fetchPage,
  children,
  skeleton,
  empty,
  changedElsewhere = false,
}: PullListProps<T>) {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    ...pagedQuery(queryKey, fetchPage),
    ...(changedElsewhere && { staleTime: 0 }),
  });
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  const [foot, setFoot] = useState<HTMLDivElement | null>(null);
  const pages = query.data?.pages.length ?? 0;
  const refreshing = query.isFetching && !query.isFetchingNextPage;
  const loadNextPage = useEffectEvent(() => {
    if (query.hasNextPage && !query.isFetching) void query.fetchNextPage();
  });

  // The next page when the foot comes within LOAD_AHEAD_PX of the screen (not while it is hidden, on a kept-alive
  // page the shopper has left). Observed anew after each page and each refresh, whose first report says whether
  // the foot is still near; not after a page that failed (the request layer has said why), which is tried again
  // when the foot comes near anew instead of in a loop.
  useEffect(() => {
    if (!foot) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.at(-1)?.isIntersecting) loadNextPage();
      },
      { rootMargin: `0px 0px ${LOAD_AHEAD_PX}px 0px` },
    );
    observer.observe(foot);
    return () => observer.disconnect();
  }, [foot, pages, refreshing]);

  if (query.isPending) return <>{skeleton ?? <LoadingLine text={t('common.loading')} />}</>;
  if (query.isError && items.length === 0) {
    return (
      <LazyErrorBlock
        status="disconnected"
        title={t('common.load_failed')}
        description={t('common.retry_hint')}
      />
    );
  }

  return (
    <PullToRefresh
      onRefresh={query.refetch}
      texts={{
        pulling: t('common.pull_to_refresh'),
        canRelease: t('common.release_to_refresh'),
        refreshing: t('common.refreshing'),
        complete: t('common.refreshed'),
      }}
    >
      {items.length === 0
        ? (empty ?? <LazyErrorBlock status="empty" title={t('common.empty')} description="" />)
        : children(items)}
      <div ref={setFoot} className="pull-list-foot">
        {query.hasNextPage ? (
          <LoadingLine text={t('common.loading')} />
        ) : (
          items.length > 0 && <span>{t('common.no_more')}</span>
        )}
      </div>
    </PullToRefresh>
  );
}

function LoadingLine({ text }: { text: string }) {
  return (
    <div className="loading-line">
      <span>{text}</span>
      <LoadingDots />
    </div>
  );
}
