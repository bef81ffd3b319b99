import type { ReactNode } from 'react';
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pagedQuery } from '../lib/paged-query';
import type { Page } from '../lib/types';
import { LazyErrorBlock } from './LazyErrorBlock';
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
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loadMore={async () => {
          await query.fetchNextPage();
        }}
      >
        {(hasMore) =>
          hasMore ? (
            <LoadingLine text={t('common.loading')} />
          ) : (
            items.length > 0 && <span>{t('common.no_more')}</span>
          )
        }
      </InfiniteScroll>
    </PullToRefresh>
  );
}

function LoadingLine({ text }: { text: string }) {
  return (
    <div className="loading-line">
      <span>{text}</span>
      <DotLoading />
    </div>
  );
}
