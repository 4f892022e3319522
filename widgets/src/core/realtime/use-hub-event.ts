import type { HubName } from '@backoffice/shared/realtime/hub-contract';
import { useEffect, useRef } from 'react';
import { subscribeToHub } from './hub-registry.ts';

/**
 * Calls `handler` with each `target` event of `hub` (its payload, the first argument) while the
 * component is mounted. The page's one connection to the hub opens with the first subscriber. The
 * handler is read from a ref, so a new function on every render does not resubscribe.
 */
export const useHubEvent = <T>(hub: HubName, target: string, handler: (payload: T) => void): void => {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () =>
      subscribeToHub(hub, target, (payload) => {
        // The server's payload for `target` is the contract's T (shared/src/realtime/hub-contract.ts).
        latest.current(payload as T);
      }),
    [hub, target],
  );
};
