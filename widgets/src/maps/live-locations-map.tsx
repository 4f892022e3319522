import { TIMINGS_MS } from '@backoffice/shared/constants';
import { HUB_EVENTS, type LocationUpdatedPayload } from '@backoffice/shared/realtime/hub-contract';
import type { LiveLocation } from '@backoffice/shared/sales/tracking/tracking.contract';
import { useEffect, useRef, useState } from 'react';
import { useHubEvent } from '../core/realtime/use-hub-event.ts';
import { DEFAULT_CENTRE } from './geometry/map-geometry.ts';
import { fitView, LABEL_ROOM } from './leaflet/fit-view.ts';
import { LiveMarkers } from './leaflet/live-markers.ts';
import { useLeafletMap } from './leaflet/use-leaflet-map.ts';
import { fetchLiveLocations, type LiveLocationsQuery } from './map-calls.ts';
import { MapFrame, mapMessage } from './map-frame.tsx';
import { useMapData } from './use-map-data.ts';

/** Spec section 9. */
export const LIVE_MAP_ZOOM = 14;

/** A request to centre on a sales person (sign-in user id); a new object each time, so a second click re-centres. */
export interface LiveFocus {
  userId: number;
}

export interface LiveLocationsMapProps extends LiveLocationsQuery {
  /** The portal's side list: centre on this person and open their popup. */
  focus?: LiveFocus | undefined;
  /** The shown positions after every refresh and push, so a list beside the map needs no call of its own. */
  onLocations?: ((locations: LiveLocation[]) => void) | undefined;
}

/**
 * /salesapp/iframe/userscurrentlocation: every sales person's newest position, refreshed every 60 s
 * and moved at once when the server pushes LocationUpdated. The view fits everyone on the first
 * answer only, so a refresh never yanks the map away from where the dispatcher is looking.
 */
export const LiveLocationsMap = ({ auid, cid, spuid, focus, onLocations }: LiveLocationsMapProps) => {
  const query = { auid, cid, spuid };
  const { data, error, loading } = useMapData(
    JSON.stringify(query),
    (signal) => fetchLiveLocations(query, signal),
    TIMINGS_MS.liveLocationRefresh,
  );
  const { containerRef, map } = useLeafletMap(DEFAULT_CENTRE, LIVE_MAP_ZOOM);
  const markers = useRef<LiveMarkers | undefined>(undefined);
  const [count, setCount] = useState(0);
  const fitted = useRef(false);
  // The latest callback without making it a dependency (hosts pass a new function every render).
  const onLocationsRef = useRef(onLocations);
  onLocationsRef.current = onLocations;

  useEffect(() => {
    if (!map) return;
    markers.current = new LiveMarkers(map);
    fitted.current = false;
    return () => {
      markers.current?.remove();
      markers.current = undefined;
    };
  }, [map]);

  useEffect(() => {
    const shown = markers.current;
    if (!map || !shown || !data) return;
    shown.sync(data);
    setCount(shown.size);
    onLocationsRef.current?.(shown.locations());
    if (!fitted.current && shown.size > 0) {
      fitted.current = true;
      fitView(map, shown.positions(), LIVE_MAP_ZOOM, LABEL_ROOM);
    }
  }, [map, data]);

  useHubEvent<LocationUpdatedPayload>('notification', HUB_EVENTS.locationUpdated, (location) => {
    // One sales person's page (spuid, their sign-in user id) follows that person only.
    if (spuid && String(location.UserId) !== spuid) return;
    markers.current?.move(location);
    setCount(markers.current?.size ?? 0);
    if (markers.current) onLocationsRef.current?.(markers.current.locations());
  });

  useEffect(() => {
    const position = focus ? markers.current?.positionOf(focus.userId) : undefined;
    if (!map || !focus || !position) return;
    map.setView(position, Math.max(map.getZoom(), LIVE_MAP_ZOOM));
    markers.current?.openPopupOf(focus.userId);
  }, [map, focus]);

  return (
    <MapFrame
      containerRef={containerRef}
      label="Live locations"
      loading={loading}
      message={mapMessage(loading, error, count === 0)}
    >
      {count > 0 ? (
        <p className="bo-map-legend">
          <span className="bo-map-dot" /> reported in the last 30 minutes
          <span className="bo-map-dot bo-map-dot-stale" /> older
        </p>
      ) : null}
    </MapFrame>
  );
};
