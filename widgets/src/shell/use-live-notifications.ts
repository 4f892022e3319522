import { HUB_EVENTS, type NotificationPayload } from '@backoffice/shared/realtime/hub-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useHubEvent } from '../core/realtime/use-hub-event.ts';
import { useHubState } from '../core/realtime/use-hub-state.ts';
import { refreshNotifications } from '../notifications/notification-queries.ts';
import { toast } from '../ui/toast.store.ts';

/** While the hub is not connected (or refused us), the bell falls back to polling this often. */
const FALLBACK_POLL_MS = 60_000;

/**
 * Keeps the bell live: a pushed notification refreshes the count and the latest list and shows its
 * title in a toast; a reconnect refreshes them too (what came during the gap was not pushed).
 * Answers the poll interval the bell's queries should use: none while the hub is connected.
 */
export const useLiveNotifications = (): number | undefined => {
  const queryClient = useQueryClient();
  const state = useHubState('notification');
  useHubEvent<NotificationPayload>('notification', HUB_EVENTS.notification, (item) => {
    void refreshNotifications(queryClient);
    if (item?.Title) toast.info(item.Title);
  });
  const wasConnected = useRef(false);
  useEffect(() => {
    if (state !== 'Connected') return;
    if (wasConnected.current) void refreshNotifications(queryClient);
    wasConnected.current = true;
  }, [state, queryClient]);
  return state === 'Connected' ? undefined : FALLBACK_POLL_MS;
};
