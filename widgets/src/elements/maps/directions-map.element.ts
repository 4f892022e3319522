import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { defineElement } from '../../core/define-element.tsx';
import { DirectionsMap } from '../../maps/directions-map.tsx';
import { asMapElement } from '../../maps/map-element.tsx';
import coreCss from '../../styles/core.css?inline';
import mapsCss from '../../styles/maps.css?inline';

defineElement('bo-directions-map', asMapElement(DirectionsMap), {
  props: { token: 'string', latitude: 'string', longitude: 'string', userlat: 'string', userlng: 'string' },
  styles: [coreCss, leafletCss, mapsCss],
  docs: {
    description:
      'The user and a place on a map, the straight line between them with its length, and links to directions in OpenStreetMap or Google Maps.',
    props: {
      token:
        "The widget token the host's backend minted (scope `tracking.maps`): on another site the map waits for it.",
      latitude: "The place's latitude.",
      longitude: "The place's longitude.",
      userlat: "The user's latitude.",
      userlng: "The user's longitude.",
    },
    events: {
      tokenexpired: {
        description:
          'The server refused the token (expired, or its key revoked), once per token: set a new `token` attribute and the element loads again.',
      },
    },
  },
});
