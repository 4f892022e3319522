import { HUB_STATE_LABELS } from '../core/realtime/hub-state.store.ts';
import { useHubState } from '../core/realtime/use-hub-state.ts';

/**
 * Spec section 4: the notification hub's connection state, as a small dot in the header. Quiet on
 * purpose (no live region): a tooltip for the mouse and its text for screen readers in place.
 */
export const HubStatus = () => {
  const state = useHubState('notification');
  const label = `Live updates: ${HUB_STATE_LABELS[state]}`;
  return (
    <span className="bo-hub-status" data-state={state} title={label}>
      <span className="bo-hub-dot" aria-hidden="true" />
      <span className="bo-sr-only">{label}</span>
    </span>
  );
};
