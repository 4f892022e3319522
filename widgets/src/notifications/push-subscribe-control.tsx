import { Bell, BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../core/api-client.ts';
import { toast } from '../ui/toast.store.ts';
import { currentPushState, disablePush, enablePush, type PushState } from './push-subscription.ts';

const STATE_TEXT: Record<PushState, string> = {
  unsupported: 'Push notifications are not available in this browser.',
  blocked: 'Notifications are blocked for this site in the browser settings.',
  enabled: 'Push notifications are on for this browser.',
  disabled: 'Get notifications on this device even when the portal is closed.',
};

/** Turns web push on or off for this browser (the notifications page); says why when it cannot. */
export const PushSubscribeControl = () => {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    currentPushState()
      .then((found) => live && setState(found))
      .catch(() => live && setState('disabled'));
    return () => {
      live = false;
    };
  }, []);

  const change = async (action: () => Promise<PushState>) => {
    setBusy(true);
    try {
      setState(await action());
    } catch (failure) {
      toast.error(errorMessage(failure, 'Push notifications could not be changed in this browser.'));
    } finally {
      setBusy(false);
    }
  };

  if (state === null) return null;
  return (
    <div
      className="bo-push-control"
      data-push-state={state}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' }}
    >
      <p className="bo-muted" role="status">
        {STATE_TEXT[state]}
      </p>
      {state === 'disabled' ? (
        <button type="button" className="bo-btn" disabled={busy} onClick={() => void change(enablePush)}>
          <Bell size={18} aria-hidden="true" />
          {busy ? 'Enabling…' : 'Enable push notifications'}
        </button>
      ) : null}
      {state === 'enabled' ? (
        <button type="button" className="bo-btn" disabled={busy} onClick={() => void change(disablePush)}>
          <BellOff size={18} aria-hidden="true" />
          {busy ? 'Disabling…' : 'Disable push notifications'}
        </button>
      ) : null}
    </div>
  );
};
