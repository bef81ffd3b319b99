import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type Answer } from '@storefront/shared/client';
import { call } from '../lib/request';

export type Notification = Answer<'GET /api/notification/list'>['list'][number];

/** The notifications page's list, kept whole as it loads more. */
export const NOTIFICATION_LIST = queryKeys.pages('GET /api/notification/list');

export const fetchNotifications = (page: number) => call('GET /api/notification/list', { page, limit: 20 });

/** How many notifications are unread (the first page's count); read afresh wherever it is shown. */
export function useUnreadNotifications() {
  const first = useQuery({
    queryKey: queryKeys.read('GET /api/notification/list', { page: 1, limit: 20 }),
    queryFn: () => fetchNotifications(1),
    staleTime: 0,
  });
  return first.data?.unread ?? 0;
}

/**
 * Marks notifications read; every list and count of them is read again. One opened by a tap (`tapped`) may be
 * tapped again at once, so it skips the duplicate-submit guard.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, tapped = false }: { ids: number[]; tapped?: boolean }) =>
      call('POST /api/notification/read', { ids }, { repeatSubmit: !tapped }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/notification/list') }),
  });
}
