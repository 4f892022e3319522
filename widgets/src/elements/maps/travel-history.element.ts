import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { defineElement } from '../../core/define-element.tsx';
import { asMapElement } from '../../maps/map-element.tsx';
import { TravelHistoryMap } from '../../maps/travel-history-map.tsx';
import coreCss from '../../styles/core.css?inline';
import mapsCss from '../../styles/maps.css?inline';

defineElement('bo-travel-history', asMapElement(TravelHistoryMap), {
  props: { token: 'string', spuid: 'string', fd: 'string', td: 'string', uid: 'string', cid: 'string' },
  styles: [coreCss, leafletCss, mapsCss],
  docs: {
    description:
      "A sales person's route between two days and their visits on a map; a click on the route shows the nearest point's time and place.",
    props: {
      token:
        "The widget token the host's backend minted (scope `tracking.maps`): on another site the map waits for it; a new one reloads the map's data.",
      spuid: 'The sales person (their sign-in user id).',
      fd: 'The first day, YYYY-MM-DD (AD, in Nepal time).',
      td: 'The last day, YYYY-MM-DD, included; at most 31 days in all.',
      uid: 'The user to show when `spuid` is not given.',
      cid: "The company's id; optional, as a widget token only ever opens its own company.",
    },
    events: {
      tokenexpired: {
        description:
          'The server refused the token (expired, or its key revoked), once per token: set a new `token` attribute and the element loads again.',
      },
    },
  },
});
