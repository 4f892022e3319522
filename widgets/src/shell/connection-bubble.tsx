import { TIMINGS_MS } from '@backoffice/shared/constants';
import { useEffect, useState } from 'react';

type Connection = 'online' | 'offline' | 'restored';

/** Spec section 4: 'No Internet Connection' while offline; 'Internet Connection Restored' for 3 s after. */
export const ConnectionBubble = () => {
  const [state, setState] = useState<Connection>(() => (navigator.onLine ? 'online' : 'offline'));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setState('offline');
    };
    const online = () => {
      clearTimeout(timer);
      setState('restored');
      timer = setTimeout(() => setState('online'), TIMINGS_MS.reconnectBubble);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return (
    <div className="bo-connection" role="status" aria-live="polite">
      {state === 'offline' ? (
        <p className="bo-connection-bubble bo-connection-offline">No Internet Connection</p>
      ) : null}
      {state === 'restored' ? (
        <p className="bo-connection-bubble bo-connection-restored">Internet Connection Restored</p>
      ) : null}
    </div>
  );
};
