import { useEffect, useMemo } from 'react';
import { directionsLinks } from './geometry/directions.ts';
import {
  DEFAULT_CENTRE,
  formatDistance,
  type GeoPoint,
  haversineKm,
  isPlottable,
} from './geometry/map-geometry.ts';
import { fitView, numberOf } from './leaflet/fit-view.ts';
import { layerGroup, marker, polyline } from './leaflet/leaflet.ts';
import { placeIcon } from './leaflet/numbered-icon.ts';
import { popupContent } from './leaflet/popup-content.ts';
import { useLeafletMap } from './leaflet/use-leaflet-map.ts';
import { MapFrame } from './map-frame.tsx';

export const DIRECTIONS_MAP_ZOOM = 14;

export interface DirectionsMapProps {
  /** The place to go to. */
  latitude?: string | undefined;
  longitude?: string | undefined;
  /** Where the user is. */
  userlat?: string | undefined;
  userlng?: string | undefined;
}

const pointOf = (latitude: string | undefined, longitude: string | undefined): GeoPoint | undefined => {
  const point = { Latitude: numberOf(latitude) ?? null, Longitude: numberOf(longitude) ?? null };
  return isPlottable(point) ? point : undefined;
};

/**
 * /salesapp/iframe/map: the user and the place, the straight line between them and its length. No
 * routing service runs with us (nor offline), so turn-by-turn directions open in OpenStreetMap or
 * Google Maps.
 */
export const DirectionsMap = ({ latitude, longitude, userlat, userlng }: DirectionsMapProps) => {
  const place = useMemo(() => pointOf(latitude, longitude), [latitude, longitude]);
  const user = useMemo(() => pointOf(userlat, userlng), [userlat, userlng]);
  const { containerRef, map } = useLeafletMap(DEFAULT_CENTRE, DIRECTIONS_MAP_ZOOM);

  useEffect(() => {
    if (!map) return;
    const layers = layerGroup().addTo(map);
    const path: [number, number][] = [];
    if (user) {
      path.push([user.Latitude, user.Longitude]);
      marker([user.Latitude, user.Longitude], { icon: placeIcon('origin'), title: 'You' })
        .bindPopup(() => popupContent('You', [['Position', `${user.Latitude}, ${user.Longitude}`]]))
        .addTo(layers);
    }
    if (place) {
      path.push([place.Latitude, place.Longitude]);
      marker([place.Latitude, place.Longitude], { icon: placeIcon('destination'), title: 'Destination' })
        .bindPopup(() => popupContent('Destination', [['Position', `${place.Latitude}, ${place.Longitude}`]]))
        .addTo(layers);
    }
    if (path.length === 2) polyline(path, { color: '#1d5bb8', weight: 3, dashArray: '8 6' }).addTo(layers);
    fitView(map, path, DIRECTIONS_MAP_ZOOM);
    return () => {
      layers.remove();
    };
  }, [map, place, user]);

  const links = place && user ? directionsLinks(user, place) : undefined;
  return (
    <MapFrame
      containerRef={containerRef}
      label="Directions"
      loading={false}
      message={place ? undefined : 'Set latitude and longitude to the place to show.'}
    >
      {place && user && links ? (
        <p className="bo-map-legend">
          <strong>{formatDistance(haversineKm(user, place))}</strong> in a straight line.{' '}
          <a href={links.openStreetMap} target="_blank" rel="noopener noreferrer">
            Directions on OpenStreetMap
          </a>{' '}
          ·{' '}
          <a href={links.googleMaps} target="_blank" rel="noopener noreferrer">
            Directions on Google Maps
          </a>
        </p>
      ) : null}
    </MapFrame>
  );
};
