/// <reference path="./leaflet-esm.d.ts" />
/**
 * Leaflet for our maps, from its ES module build: the UMD file its package.json points at leaves
 * the bundler guessing its exports. Only map files import this, so Leaflet stays in their chunk.
 */

export type {
  CircleMarker,
  FeatureGroup,
  LatLng,
  LatLngBounds,
  LatLngExpression,
  LayerGroup,
  LeafletMouseEvent,
  Map as LeafletMap,
  Marker,
  Polyline,
} from 'leaflet';
export {
  canvas,
  circle,
  circleMarker,
  divIcon,
  featureGroup,
  latLng,
  latLngBounds,
  layerGroup,
  map as createMap,
  marker,
  polyline,
  popup,
  tileLayer,
} from 'leaflet/dist/leaflet-src.esm.js';
