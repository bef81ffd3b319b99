import type { Answer } from '@storefront/shared/client';
import { call } from '../../lib/request';

export type Notification = Answer<'GET /api/notification/list'>['list'][number];

export const fetchNotifications = (page: number) => call('GET /api/notification/list', { page, limit: 20 });

/** Marks notifications read; one opened by a tap may be tapped again at once, so no duplicate guard there. */
export const markNotificationsRead = (ids: number[], options: { repeatSubmit?: boolean } = {}) =>
  call('POST /api/notification/read', { ids }, options);
