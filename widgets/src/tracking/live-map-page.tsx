import type { LiveLocation } from '@backoffice/shared/sales/tracking/tracking.contract';
import { Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { type LiveFocus, LiveLocationsMap } from '../maps/live-locations-map.tsx';
import { useActionPermission } from '../sales/common/document-queries.ts';
import { SalesListHead } from '../sales/common/sales-list-head.tsx';
import { SearchBox } from '../ui/list/search-box.tsx';
import { useNow } from '../ui/use-now.ts';
import { livePeople } from './live-people.ts';
import { NotifyPersonDialog } from './notify-person-dialog.tsx';

/** The ages in the list move on while the page is open. */
const AGE_TICK_MS = 30_000;

/**
 * The live map inside the shell: the map and, beside it (below on a phone), the sales persons it
 * shows. The list reads the map's own positions (refreshes and LocationUpdated pushes alike), so
 * there is one call, and a name centres the map on that person.
 */
export const LiveMapPage = () => {
  const [locations, setLocations] = useState<LiveLocation[] | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [focus, setFocus] = useState<LiveFocus | undefined>(undefined);
  const [notify, setNotify] = useState<{ userId: number; name: string } | undefined>(undefined);
  const canNotify = useActionPermission('Visit', 'Edit');
  const now = useNow(AGE_TICK_MS);
  const people = useMemo(() => livePeople(locations ?? [], search, now), [locations, search, now]);

  return (
    <div className="bo-page bo-tracking-page">
      <SalesListHead
        title="Live map"
        count={
          locations
            ? `${locations.length} sales ${locations.length === 1 ? 'person' : 'persons'} on the map`
            : undefined
        }
      />
      <div className="bo-live-layout">
        <div className="bo-live-map">
          <LiveLocationsMap focus={focus} onLocations={setLocations} />
        </div>
        <section className="bo-live-people" aria-label="Sales persons on the map">
          <SearchBox
            label="Search sales persons"
            placeholder="Name or user name"
            onSearch={setSearch}
            className="bo-live-search"
          />
          <p className="bo-sr-only" role="status">
            {locations ? `${people.length} shown` : ''}
          </p>
          {locations && people.length === 0 ? (
            <p className="bo-empty">
              {search ? 'No sales person matches your search' : 'No sales person has reported a position yet'}
            </p>
          ) : null}
          <ul className="bo-live-list">
            {people.map((person) => (
              <li key={person.userId} className="bo-live-person" data-stale={person.stale}>
                <button
                  type="button"
                  className="bo-live-person-main"
                  onClick={() => setFocus({ userId: person.userId })}
                  title="Show on the map"
                >
                  <span
                    className={person.stale ? 'bo-map-dot bo-map-dot-stale' : 'bo-map-dot'}
                    aria-hidden="true"
                  />
                  <span className="bo-live-person-text">
                    <span className="bo-live-person-name">{person.name}</span>
                    <span className="bo-muted bo-live-person-seen" data-testid="last-seen">
                      {person.lastSeen || 'time unknown'}
                      {person.stale ? <span className="bo-live-stale"> · stale</span> : null}
                    </span>
                  </span>
                </button>
                {canNotify ? (
                  <button
                    type="button"
                    className="bo-icon-btn"
                    aria-label={`Send notification to ${person.name}`}
                    title="Send notification"
                    onClick={() => setNotify({ userId: person.userId, name: person.name })}
                  >
                    <Send size={18} aria-hidden="true" />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      </div>
      {notify ? (
        <NotifyPersonDialog userId={notify.userId} name={notify.name} onClose={() => setNotify(undefined)} />
      ) : null}
    </div>
  );
};
