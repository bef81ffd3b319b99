import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answer } from '@storefront/shared/client';
import { call } from '../lib/request';

export type Notification = Answer<'GET /api/notification/list'>['list'][number];

const NOTIFICATIONS = ['notifications'];

export const fetchNotifications = (page: number) => call('GET /api/notification/list', { page, limit: 20 });

/** How many notifications are unread (the first page's count); read afresh wherever it is shown. */
export function useUnreadNotifications() {
  const first = useQuery({
    queryKey: [...NOTIFICATIONS, 'unread'],
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS }),
  });
}
