import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { defineElement } from '../core/define-element.tsx';
import { DeliveryMap } from '../maps/delivery-map.tsx';
import { asMapElement } from '../maps/map-element.tsx';
import coreCss from '../styles/core.css?inline';
import mapsCss from '../styles/maps.css?inline';

defineElement('bo-delivery-map', asMapElement(DeliveryMap), {
  props: {
    token: 'string',
    salesPersonId: 'string',
    companyId: 'string',
    latitude: 'string',
    longitude: 'string',
  },
  styles: [coreCss, leafletCss, mapsCss],
});
