import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { defineElement } from '../core/define-element.tsx';
import { DirectionsMap } from '../maps/directions-map.tsx';
import { asMapElement } from '../maps/map-element.tsx';
import coreCss from '../styles/core.css?inline';
import mapsCss from '../styles/maps.css?inline';

defineElement('bo-directions-map', asMapElement(DirectionsMap), {
  props: { token: 'string', latitude: 'string', longitude: 'string', userlat: 'string', userlng: 'string' },
  styles: [coreCss, leafletCss, mapsCss],
});
