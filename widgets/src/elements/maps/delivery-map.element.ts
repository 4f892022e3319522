import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { defineElement } from '../../core/define-element.tsx';
import { DeliveryMap } from '../../maps/delivery-map.tsx';
import { asMapElement } from '../../maps/map-element.tsx';
import coreCss from '../../styles/core.css?inline';
import mapsCss from '../../styles/maps.css?inline';

defineElement('bo-delivery-map', asMapElement(DeliveryMap), {
  props: {
    token: 'string',
    salesPersonId: 'string',
    companyId: 'string',
    latitude: 'string',
    longitude: 'string',
  },
  styles: [coreCss, leafletCss, mapsCss],
  docs: {
    description:
      'The delivery map: the vehicle and the dispatched orders as numbered stops, in the order the server lists them, joined from the vehicle.',
    props: {
      token:
        "The widget token the host's backend minted (scope `tracking.maps`): on another site the map waits for it; a new one reloads the map's data.",
      salesPersonId: "Only this sales person's orders (their id).",
      companyId: "The company's id; optional, as a widget token only ever opens its own company.",
      latitude: "The vehicle's latitude.",
      longitude: "The vehicle's longitude.",
    },
    events: {
      tokenexpired: {
        description:
          'The server refused the token (expired, or its key revoked), once per token: set a new `token` attribute and the element loads again.',
      },
    },
  },
});
