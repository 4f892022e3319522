import { HUB_EVENTS, type OrderChangedPayload } from '@backoffice/shared/realtime/hub-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useHubEvent } from '../../../core/realtime/use-hub-event.ts';
import { useHubState } from '../../../core/realtime/use-hub-state.ts';
import { BOARD_REFRESH_MS, refreshOrders } from '../order-queries.ts';

/** A bulk action moves many orders at once: their pushes become one refresh. */
const COALESCE_MS = 400;

/** How often the board polls: not at all while pushes arrive, every 15 s while the hub is down. */
export const useOrderPollInterval = (): number | false =>
  useHubState('notification') === 'Connected' ? false : BOARD_REFRESH_MS;

/**
 * Keeps the board live: an OrderChanged push (any user, any process) refreshes the order queries,
 * and so does a reconnect, since what changed during the gap was not pushed.
 */
export const useLiveOrders = (): void => {
  const queryClient = useQueryClient();
  const state = useHubState('notification');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useHubEvent<OrderChangedPayload>('notification', HUB_EVENTS.orderChanged, () => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void refreshOrders(queryClient);
    }, COALESCE_MS);
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const wasConnected = useRef(false);
  useEffect(() => {
    if (state !== 'Connected') return;
    if (wasConnected.current) void refreshOrders(queryClient);
    wasConnected.current = true;
  }, [state, queryClient]);
};
