import { useEffect, useRef, useState } from 'react';
import { loadSiteConfig } from '../../core/site-config.ts';
import { canvas, createMap, type LatLngExpression, type LeafletMap, tileLayer } from './leaflet.ts';
import { DEFAULT_TILES, tileConfigOf } from './tile-config.ts';

/** Pixels around the click that still hit a canvas line or marker (Leaflet's default is 0). */
const CANVAS_TOLERANCE_PX = 4;

/**
 * A Leaflet map on the returned container: the canvas renderer for every vector layer (thousands of
 * markers and long routes stay fast), the deployment's tiles, and a resize watch so a map in a
 * flexible layout keeps its tiles and hit-testing right. Tiles are decoration: when none load
 * (offline, a blocked provider) markers, routes and popups work the same.
 */
export const useLeafletMap = (centre: LatLngExpression, zoom: number) => {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap | undefined>(undefined);
  // The first centre only: later data moves the map through its own calls, not by re-creating it.
  const initial = useRef({ centre, zoom });
  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const created = createMap(element, {
      preferCanvas: true,
      renderer: canvas({ tolerance: CANVAS_TOLERANCE_PX }),
      center: initial.current.centre,
      zoom: initial.current.zoom,
    });
    let removed = false;
    loadSiteConfig()
      .then((config) => tileConfigOf(config.mapKeys))
      .catch(() => DEFAULT_TILES)
      .then((tiles) => {
        if (removed) return;
        tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(created);
      });
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(element);
    setMap(created);
    return () => {
      removed = true;
      resize.disconnect();
      created.remove();
      setMap(undefined);
    };
  }, []);
  return { containerRef, map };
};
