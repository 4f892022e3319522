import type { HubName } from '@backoffice/shared/realtime/hub-contract';
import { $hubCredentials } from './hub-credentials.ts';
import { createHubManager, type HubHandler, type HubManager, type WakeUpSource } from './hub-manager.ts';
import { $hubStates } from './hub-state.store.ts';
import { connectWithSignalR } from './signalr-link.ts';

/** A page change unmounts the old page's subscribers a moment before the new page's mount. */
const LINGER_MS = 1_000;

/** Back online, or the tab shown again: a hub that gave up reconnecting tries once more. */
const browserWakeUps: WakeUpSource = (wake) => {
  if (typeof window === 'undefined') return () => undefined;
  const onVisible = () => {
    if (document.visibilityState === 'visible') wake();
  };
  window.addEventListener('online', wake);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', wake);
    document.removeEventListener('visibilitychange', onVisible);
  };
};

// One manager per hub per page, shared by every element and screen of the page.
const managers = new Map<HubName, HubManager>();

const managerOf = (hub: HubName): HubManager => {
  let manager = managers.get(hub);
  if (!manager) {
    manager = createHubManager({
      hub,
      connect: connectWithSignalR,
      credentials: $hubCredentials,
      setState: (state) => $hubStates.setKey(hub, state),
      wakeUps: browserWakeUps,
      lingerMs: LINGER_MS,
    });
    managers.set(hub, manager);
  }
  return manager;
};

/** Subscribes to one server event of one hub (the connection opens on the first subscriber). */
export const subscribeToHub = (hub: HubName, target: string, handler: HubHandler): (() => void) =>
  managerOf(hub).subscribe(target, handler);
