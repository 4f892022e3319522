import { TIMINGS_MS } from '@backoffice/shared/constants';
import { type BroadcastMessagePayload, HUB_EVENTS } from '@backoffice/shared/realtime/hub-contract';
import { Megaphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useHubEvent } from '../core/realtime/use-hub-event.ts';
import { CloseIcon } from '../ui/inline-icons.tsx';
import { useShownDates } from '../ui/shown-dates.ts';
import { playChime } from './chime.ts';

interface ShownBroadcast extends BroadcastMessagePayload {
  /** A new broadcast restarts the 5 s even when its text repeats the last one's. */
  seq: number;
}

let nextSeq = 1;

/** Spec sections 4 and 9: a company broadcast shows for 5 seconds with a chime, and can be dismissed. */
export const BroadcastBanner = () => {
  const dates = useShownDates();
  const [shown, setShown] = useState<ShownBroadcast | null>(null);
  useHubEvent<BroadcastMessagePayload>('notification', HUB_EVENTS.broadcastMessage, (payload) => {
    if (typeof payload?.message !== 'string' || payload.message === '') return;
    setShown({ ...payload, seq: nextSeq++ });
    playChime();
  });
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), TIMINGS_MS.broadcastBanner);
    return () => clearTimeout(timer);
  }, [shown]);
  if (!shown) return null;
  return (
    <div className="bo-broadcast" role="alert" key={shown.seq}>
      <Megaphone size={20} aria-hidden="true" className="bo-broadcast-icon" />
      <div className="bo-broadcast-text">
        <p className="bo-broadcast-message">{shown.message}</p>
        {shown.SentBy ? (
          <p className="bo-broadcast-meta">
            From {shown.SentBy}
            {shown.SentAt ? (
              <>
                {' · '}
                <time dateTime={shown.SentAt}>{dates.moment(shown.SentAt)}</time>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className="bo-icon-btn"
        aria-label="Dismiss announcement"
        onClick={() => setShown(null)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
};
