import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { defineElement } from '../core/define-element.tsx';
import { BeatMap } from '../maps/beat-map.tsx';
import { asMapElement } from '../maps/map-element.tsx';
import coreCss from '../styles/core.css?inline';
import mapsCss from '../styles/maps.css?inline';

defineElement('bo-beat-map', asMapElement(BeatMap), {
  props: {
    token: 'string',
    year: 'string',
    month: 'string',
    day: 'string',
    salesPersonId: 'string',
    companyId: 'string',
  },
  styles: [coreCss, leafletCss, mapsCss],
});
