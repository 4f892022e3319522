import type { NotificationCount } from '@backoffice/shared/notifications/notification.types';
import { useQuery } from '@tanstack/react-query';
import { getData } from '../core/api-client.ts';

/** Every notification query starts with this key, so one invalidation refreshes the bell and the list. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** The unread count, shared by the header bell and the notification list (one request for both). */
export const useUnreadCount = (refetchInterval?: number) =>
  useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'count'],
    queryFn: () => getData<NotificationCount>('/notification/count'),
    ...(refetchInterval ? { refetchInterval } : {}),
  });
