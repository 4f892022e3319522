import { HUB_CONNECTION_STATES } from '@backoffice/shared/realtime/hub-contract';
import { describe, expect, it } from 'vitest';
import { $hubStates, HUB_STATE_LABELS } from './hub-state.store.ts';

describe('hub states', () => {
  it('labels each of the five states, saying when live updates are off', () => {
    expect(Object.keys(HUB_STATE_LABELS).sort()).toEqual([...HUB_CONNECTION_STATES].sort());
    expect(HUB_STATE_LABELS.Disconnected).toMatch(/live updates off/);
    expect(HUB_STATE_LABELS.Reconnecting).toBe('Reconnecting…');
  });

  it('starts every hub Disconnected', () => {
    expect($hubStates.get()).toEqual({ notification: 'Disconnected', chat: 'Disconnected' });
  });
});
