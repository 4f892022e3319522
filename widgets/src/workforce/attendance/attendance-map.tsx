/**
 * The day on a small map: where the check-in and check-out were made and the circle of the allowed
 * place nearest the check-in. Leaflet is heavy, so the detail page loads this file only when shown.
 */
import type { AttendanceDetail } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { useEffect } from 'react';
import { DEFAULT_CENTRE, isPlottable } from '../../maps/geometry/map-geometry.ts';
import { fitView } from '../../maps/leaflet/fit-view.ts';
import { circle, type LatLngExpression, layerGroup, marker } from '../../maps/leaflet/leaflet.ts';
import { placeIcon } from '../../maps/leaflet/numbered-icon.ts';
import { useLeafletMap } from '../../maps/leaflet/use-leaflet-map.ts';
import { MapFrame } from '../../maps/map-frame.tsx';

const ZOOM = 16;

export const AttendanceMap = ({ day }: { day: AttendanceDetail }) => {
  const { containerRef, map } = useLeafletMap(DEFAULT_CENTRE, ZOOM);
  // The day answers its place's point and radius: no need to be allowed to view the places themselves.
  const place = day.CheckIn.Place;

  useEffect(() => {
    if (!map) return;
    const layers = layerGroup().addTo(map);
    const points: LatLngExpression[] = [];
    if (place) {
      const centre: [number, number] = [place.Latitude, place.Longitude];
      circle(centre, { radius: place.RadiusMetres, color: '#1d5bb8', weight: 2 }).addTo(layers);
      points.push(centre);
    }
    const pins = [
      { point: day.CheckIn, title: 'Check-in', tone: 'origin' as const },
      { point: day.CheckOut, title: 'Check-out', tone: 'destination' as const },
    ];
    for (const { point, title, tone } of pins) {
      if (!point || !isPlottable(point)) continue;
      const at: [number, number] = [point.Latitude, point.Longitude];
      marker(at, { icon: placeIcon(tone), title }).addTo(layers);
      points.push(at);
    }
    fitView(map, points, ZOOM);
    return () => {
      layers.remove();
    };
  }, [map, place, day]);

  return (
    <MapFrame containerRef={containerRef} label="Where the day was recorded" loading={false}>
      <p className="bo-map-legend">
        The pins are the check-in and the check-out (point at one for which)
        {place ? `; the circle is the radius of ${day.CheckIn.LocationName ?? 'the place'}` : ''}.
      </p>
    </MapFrame>
  );
};
