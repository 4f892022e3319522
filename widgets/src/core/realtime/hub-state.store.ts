import type { HubConnectionStateName, HubName } from '@backoffice/shared/realtime/hub-contract';
import { map } from 'nanostores';

/** Each hub's connection state (spec section 4), as the official client names them. */
export const $hubStates = map<Record<HubName, HubConnectionStateName>>({
  notification: 'Disconnected',
  chat: 'Disconnected',
});

/** What the header says for each state (its tooltip and its text for screen readers). */
export const HUB_STATE_LABELS: Record<HubConnectionStateName, string> = {
  Connected: 'Connected',
  Connecting: 'Connecting…',
  Reconnecting: 'Reconnecting…',
  Disconnecting: 'Disconnecting…',
  Disconnected: 'Disconnected — live updates off',
};
