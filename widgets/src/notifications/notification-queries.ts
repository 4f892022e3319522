import { notificationContracts } from '@backoffice/shared/notifications/notification.contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { clientOf, contractKey } from '../core/contract-client.ts';

export const notificationApi = clientOf(notificationContracts);

/** What a new or read notification changes: every list (the page's, the bell's latest) and the count. */
const NOTIFICATION_READS = [notificationContracts.list, notificationContracts.count] as const;

/** One invalidation refreshes the bell and the list. */
export const refreshNotifications = (queryClient: QueryClient) =>
  Promise.all(
    NOTIFICATION_READS.map((contract) => queryClient.invalidateQueries({ queryKey: contractKey(contract) })),
  );

export { callContractForMessage as callForMessage } from '../core/contract-client.ts';

/** The unread count, shared by the header bell and the notification list (one request for both). */
export const useUnreadCount = (refetchInterval?: number) =>
  useQuery({
    queryKey: contractKey(notificationContracts.count),
    queryFn: () => notificationApi.count(),
    ...(refetchInterval ? { refetchInterval } : {}),
  });
