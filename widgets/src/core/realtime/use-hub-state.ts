import type { HubConnectionStateName, HubName } from '@backoffice/shared/realtime/hub-contract';
import { useStore } from '@nanostores/react';
import { $hubStates } from './hub-state.store.ts';

/** The connection state of one hub (it does not open the connection: subscribers do). */
export const useHubState = (hub: HubName): HubConnectionStateName =>
  useStore($hubStates, { keys: [hub] })[hub];
