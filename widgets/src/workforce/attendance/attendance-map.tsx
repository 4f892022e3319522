/**
 * The day on a small map: where the check-in and check-out were made and the circle of the allowed
 * place nearest the check-in. Leaflet is heavy, so the detail page loads this file only when shown.
 */
import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { ATTENDANCE_LOCATION } from '@backoffice/shared/entities/workforce/attendance-location.entity';
import type { AttendanceDetail } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callContract, contractKey } from '../../core/contract-client.ts';
import { DEFAULT_CENTRE, isPlottable } from '../../maps/geometry/map-geometry.ts';
import { fitView } from '../../maps/leaflet/fit-view.ts';
import { circle, type LatLngExpression, layerGroup, marker } from '../../maps/leaflet/leaflet.ts';
import { placeIcon } from '../../maps/leaflet/numbered-icon.ts';
import { useLeafletMap } from '../../maps/leaflet/use-leaflet-map.ts';
import { MapFrame } from '../../maps/map-frame.tsx';

const ZOOM = 16;
const placeDetail = entityContracts(ATTENDANCE_LOCATION).detail;

/** The allowed place's point and radius; nothing when the day has none or it cannot be read. */
const usePlace = (locationId: number | null) =>
  useQuery({
    queryKey: contractKey(placeDetail, { id: locationId ?? 0 }),
    queryFn: ({ signal }) => callContract(placeDetail, { query: { id: locationId ?? 0 }, signal }),
    enabled: locationId !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });

export const AttendanceMap = ({ day }: { day: AttendanceDetail }) => {
  const { containerRef, map } = useLeafletMap(DEFAULT_CENTRE, ZOOM);
  const place = usePlace(day.CheckIn.LocationId).data;

  useEffect(() => {
    if (!map) return;
    const layers = layerGroup().addTo(map);
    const points: LatLngExpression[] = [];
    if (place && typeof place.Latitude === 'number' && typeof place.Longitude === 'number') {
      const centre: [number, number] = [place.Latitude, place.Longitude];
      circle(centre, { radius: Number(place.RadiusMetres) || 0, color: '#1d5bb8', weight: 2 }).addTo(layers);
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
        {place ? `; the circle is the radius of ${place.Name}` : ''}.
      </p>
    </MapFrame>
  );
};
