import type {
  TravelHistory,
  TravelRoutePoint,
  TravelVisit,
} from '@backoffice/shared/sales/tracking/tracking.contract';
import { useEffect, useMemo, useRef } from 'react';
import { isPlottable, travelMapCentre } from './geometry/map-geometry.ts';
import { findClickedRoutePoint, HIT_RADIUS_PX, indexRoute } from './geometry/route-hit.ts';
import { circleMarker, type LeafletMouseEvent, layerGroup, polyline, popup } from './leaflet/leaflet.ts';
import { popupContent } from './leaflet/popup-content.ts';
import { useLeafletMap } from './leaflet/use-leaflet-map.ts';
import { fetchTravelHistory, type TravelHistoryQuery } from './map-calls.ts';
import { MapFrame, mapMessage } from './map-frame.tsx';
import { useMapData } from './use-map-data.ts';

/** Spec section 9. */
export const TRAVEL_MAP_ZOOM = 13;
/**
 * Leaflet's own simplification while drawing (pixels of tolerance): a day of fixes, or 100,000 of
 * them, redraws in a few milliseconds per zoom step; clicks still search the full route.
 */
const ROUTE_SMOOTH_FACTOR = 1.5;

const visitPopup = (visit: TravelVisit) =>
  popupContent(visit.PartyName || visit.LocationName || visit.GeoLocationName || 'Visit', [
    ['Date', visit.VisitDate],
    ['Duration', visit.VisitDuration === null ? 'in progress' : `${visit.VisitDuration} min`],
    ['User', visit.UserName],
    ['Location', visit.PartyName ? (visit.LocationName ?? '') : ''],
  ]);

const routePointPopup = (point: TravelRoutePoint) =>
  popupContent(point.LocationName || 'Route point', [['Time', point.DeviceTime.replace('T', ' ')]]);

/**
 * /salesapp/iframe/userstracking: a sales person's route between two dates and their visits. A
 * click on (or within about 10 px of) the route opens the nearest route point's time and place.
 */
export const TravelHistoryMap = ({
  spuid,
  fd,
  td,
  uid,
  cid,
  onHistory,
}: TravelHistoryQuery & {
  /** The answer the map draws (null while loading or after a failure), so a page adds it up without asking again. */
  onHistory?: (history: TravelHistory | null) => void;
}) => {
  const query = { spuid, fd, td, uid, cid };
  const { data, error, loading } = useMapData(JSON.stringify(query), (signal) =>
    fetchTravelHistory(query, signal),
  );
  const onHistoryRef = useRef(onHistory);
  onHistoryRef.current = onHistory;
  useEffect(() => {
    onHistoryRef.current?.(loading ? null : (data ?? null));
  }, [data, loading]);
  const history = useMemo<TravelHistory>(
    () => ({
      Routes: (data?.Routes ?? []).filter(isPlottable),
      Visits: (data?.Visits ?? []).filter(isPlottable),
    }),
    [data],
  );
  const { containerRef, map } = useLeafletMap(travelMapCentre(undefined), TRAVEL_MAP_ZOOM);

  useEffect(() => {
    if (!map) return;
    const { Routes: route, Visits: visits } = history;
    map.setView(travelMapCentre(route[0]), TRAVEL_MAP_ZOOM);
    const layers = layerGroup().addTo(map);
    if (route.length > 0) {
      polyline(
        route.map((p) => [p.Latitude, p.Longitude] as [number, number]),
        { color: '#1d5bb8', weight: 4, opacity: 0.85, smoothFactor: ROUTE_SMOOTH_FACTOR, interactive: false },
      ).addTo(layers);
      const start = route[0] as TravelRoutePoint;
      circleMarker([start.Latitude, start.Longitude], {
        radius: 6,
        color: '#ffffff',
        weight: 2,
        fillColor: '#067647',
        fillOpacity: 1,
        interactive: false,
      }).addTo(layers);
    }
    for (const visit of visits) {
      circleMarker([visit.Latitude, visit.Longitude], {
        radius: 9,
        color: '#ffffff',
        weight: 2,
        fillColor: visit.IsParty ? '#c2410c' : '#7c3aed',
        fillOpacity: 0.95,
        // A click on a visit opens its popup only, not also the route point under it.
        bubblingMouseEvents: false,
      })
        .bindPopup(() => visitPopup(visit))
        .addTo(layers);
    }
    // The route itself is not interactive: the map's click searches it, so a click within the
    // radius of a thin line still counts, at any zoom, however long the route.
    const index = indexRoute(route);
    const onClick = (event: LeafletMouseEvent) => {
      const hit = findClickedRoutePoint(
        index,
        event.containerPoint,
        (latitude, longitude) => map.latLngToContainerPoint([latitude, longitude]),
        HIT_RADIUS_PX,
      );
      const point = hit === null ? undefined : route[hit];
      if (!point) return;
      popup().setLatLng([point.Latitude, point.Longitude]).setContent(routePointPopup(point)).openOn(map);
    };
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
      layers.remove();
    };
  }, [map, history]);

  return (
    <MapFrame
      containerRef={containerRef}
      label="Travel history"
      loading={loading}
      message={mapMessage(loading, error, history.Routes.length === 0 && history.Visits.length === 0)}
    >
      {history.Routes.length > 0 || history.Visits.length > 0 ? (
        <p className="bo-map-legend">
          <span className="bo-map-line" /> route ({history.Routes.length} points)
          <span className="bo-map-dot bo-map-dot-party" /> party visit
          <span className="bo-map-dot bo-map-dot-visit" /> other visit
        </p>
      ) : null}
    </MapFrame>
  );
};
