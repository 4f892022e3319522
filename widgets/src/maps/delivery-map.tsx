import { formatAmount } from '@backoffice/shared/format/money.format';
import type { DispatchedOrderStop } from '@backoffice/shared/sales/orders/order.contract';
import { useEffect, useMemo } from 'react';
import { DEFAULT_CENTRE, type GeoPoint, isPlottable } from './geometry/map-geometry.ts';
import { fitView, numberOf } from './leaflet/fit-view.ts';
import { layerGroup, marker, polyline } from './leaflet/leaflet.ts';
import { numberedIcon, placeIcon } from './leaflet/numbered-icon.ts';
import { popupContent } from './leaflet/popup-content.ts';
import { useLeafletMap } from './leaflet/use-leaflet-map.ts';
import { type DeliveryMapQuery, fetchDispatchedOrders } from './map-calls.ts';
import { MapFrame, mapMessage } from './map-frame.tsx';
import { useMapData } from './use-map-data.ts';

export const DELIVERY_MAP_ZOOM = 14;

const stopPopup = (stop: DispatchedOrderStop & GeoPoint, number: number) =>
  popupContent(`${number}. ${stop.OrderNo}`, [
    ['Party', stop.PartyName],
    ['Address', stop.Address ?? ''],
    ['Amount', formatAmount(stop.TotalAmount)],
  ]);

/**
 * /salesapp/iframe/delivery: the vehicle (the page's latitude and longitude) and the sales person's
 * dispatched orders as numbered stops, in the order the server lists them, joined from the vehicle.
 */
export const DeliveryMap = ({ salesPersonId, companyId, latitude, longitude }: DeliveryMapQuery) => {
  const query = { salesPersonId, companyId };
  const { data, error, loading } = useMapData(JSON.stringify(query), (signal) =>
    fetchDispatchedOrders(query, signal),
  );
  const stops = useMemo(() => (data ?? []).filter(isPlottable), [data]);
  const vehicle = useMemo(() => {
    const point = { Latitude: numberOf(latitude) ?? null, Longitude: numberOf(longitude) ?? null };
    return isPlottable(point) ? point : undefined;
  }, [latitude, longitude]);
  const { containerRef, map } = useLeafletMap(DEFAULT_CENTRE, DELIVERY_MAP_ZOOM);

  useEffect(() => {
    if (!map) return;
    const layers = layerGroup().addTo(map);
    const path: [number, number][] = [];
    if (vehicle) {
      path.push([vehicle.Latitude, vehicle.Longitude]);
      marker(path[0] as [number, number], {
        icon: placeIcon('vehicle'),
        title: 'Vehicle',
        zIndexOffset: 1000,
      })
        .bindPopup(() => popupContent('Vehicle', [['Position', `${vehicle.Latitude}, ${vehicle.Longitude}`]]))
        .addTo(layers);
    }
    stops.forEach((stop, index) => {
      path.push([stop.Latitude, stop.Longitude]);
      marker([stop.Latitude, stop.Longitude], {
        icon: numberedIcon(index + 1, 'accent'),
        title: stop.PartyName,
      })
        .bindPopup(() => stopPopup(stop, index + 1))
        .addTo(layers);
    });
    if (path.length > 1)
      polyline(path, { color: '#c2410c', weight: 3, opacity: 0.8, dashArray: '6 6' }).addTo(layers);
    fitView(map, path, DELIVERY_MAP_ZOOM);
    return () => {
      layers.remove();
    };
  }, [map, stops, vehicle]);

  return (
    <MapFrame
      containerRef={containerRef}
      label="Delivery map"
      loading={loading}
      message={mapMessage(loading, error, stops.length === 0)}
    />
  );
};
