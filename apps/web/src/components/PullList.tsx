import type { ReactNode } from 'react';
import { DotLoading, ErrorBlock, InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page } from '../lib/types';

type PullListProps<T> = {
  queryKey: readonly unknown[];
  fetchPage: (page: number) => Promise<Page<T>>;
  children: (items: T[]) => ReactNode;
  skeleton?: ReactNode;
  empty?: ReactNode;
};

/** The one list of the app: pull to refresh, load more at the bottom, loading and no-more texts. */
export function PullList<T>({ queryKey, fetchPage, children, skeleton, empty }: PullListProps<T>) {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];

  if (query.isPending) return <>{skeleton ?? <LoadingLine text={t('common.loading')} />}</>;
  if (query.isError && items.length === 0) {
    return (
      <ErrorBlock
        status="disconnected"
        title={t('common.load_failed')}
        description={t('common.retry_hint')}
      />
    );
  }

  return (
    <PullToRefresh
      onRefresh={async () => {
        await query.refetch();
      }}
      pullingText={t('common.pull_to_refresh')}
      canReleaseText={t('common.release_to_refresh')}
      refreshingText={t('common.refreshing')}
      completeText={t('common.refreshed')}
    >
      {items.length === 0
        ? (empty ?? <ErrorBlock status="empty" title={t('common.empty')} description="" />)
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
