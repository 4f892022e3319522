import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { defineElement } from '../core/define-element.tsx';
import { asMapElement } from '../maps/map-element.tsx';
import { TravelHistoryMap } from '../maps/travel-history-map.tsx';
import coreCss from '../styles/core.css?inline';
import mapsCss from '../styles/maps.css?inline';

defineElement('bo-travel-history', asMapElement(TravelHistoryMap), {
  props: { token: 'string', spuid: 'string', fd: 'string', td: 'string', uid: 'string', cid: 'string' },
  styles: [coreCss, leafletCss, mapsCss],
});
