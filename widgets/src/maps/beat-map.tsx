import type { BeatParty } from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { useEffect, useMemo } from 'react';
import { DEFAULT_CENTRE, isPlottable } from './geometry/map-geometry.ts';
import { fitView } from './leaflet/fit-view.ts';
import { layerGroup, marker, polyline } from './leaflet/leaflet.ts';
import { numberedIcon } from './leaflet/numbered-icon.ts';
import { popupContent } from './leaflet/popup-content.ts';
import { useLeafletMap } from './leaflet/use-leaflet-map.ts';
import { type BeatMapQuery, fetchBeatParties } from './map-calls.ts';
import { MapFrame, mapMessage } from './map-frame.tsx';
import { useMapData } from './use-map-data.ts';

/** Spec section 9. */
export const BEAT_MAP_ZOOM = 14;

/** The day's visits in the order the sales person makes them (the API sorts too; this makes it certain). */
export const visitOrder = (parties: readonly BeatParty[]): BeatParty[] =>
  [...parties].sort((a, b) => a.Day - b.Day || a.Position - b.Position);

/** /salesapp/beat/beatmap: a sales person's beat for a day, numbered in visit order and joined by a line. */
export const BeatMap = ({ year, month, day, salesPersonId, companyId }: BeatMapQuery) => {
  const query = { year, month, day, salesPersonId, companyId };
  const { data, error, loading } = useMapData(JSON.stringify(query), (signal) =>
    fetchBeatParties(query, signal),
  );
  const { containerRef, map } = useLeafletMap(DEFAULT_CENTRE, BEAT_MAP_ZOOM);
  const stops = useMemo(() => visitOrder(data ?? []).filter(isPlottable), [data]);
  useEffect(() => {
    if (!map || stops.length === 0) return;
    const layers = layerGroup().addTo(map);
    const path = stops.map((party) => [party.Latitude, party.Longitude] as [number, number]);
    polyline(path, { color: '#1d5bb8', weight: 3, opacity: 0.8 }).addTo(layers);
    stops.forEach((party, index) => {
      marker([party.Latitude, party.Longitude], { icon: numberedIcon(index + 1), title: party.PartyName })
        .bindPopup(() => popupContent(`${index + 1}. ${party.PartyName}`, [['Address', party.Address ?? '']]))
        .addTo(layers);
    });
    fitView(map, path, BEAT_MAP_ZOOM);
    return () => {
      layers.remove();
    };
  }, [map, stops]);
  return (
    <MapFrame
      containerRef={containerRef}
      label="Beat map"
      loading={loading}
      message={mapMessage(loading, error, stops.length === 0)}
    />
  );
};
