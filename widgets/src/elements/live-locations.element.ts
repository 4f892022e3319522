import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { defineElement } from '../core/define-element.tsx';
import { LiveLocationsMap } from '../maps/live-locations-map.tsx';
import { asMapElement } from '../maps/map-element.tsx';
import coreCss from '../styles/core.css?inline';
import mapsCss from '../styles/maps.css?inline';

defineElement('bo-live-locations', asMapElement(LiveLocationsMap), {
  props: { token: 'string', auid: 'string', cid: 'string', spuid: 'string' },
  styles: [coreCss, leafletCss, mapsCss],
});
