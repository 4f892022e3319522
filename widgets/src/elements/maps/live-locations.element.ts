import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { defineElement } from '../../core/define-element.tsx';
import { LiveLocationsMap } from '../../maps/live-locations-map.tsx';
import { asMapElement } from '../../maps/map-element.tsx';
import coreCss from '../../styles/core.css?inline';
import mapsCss from '../../styles/maps.css?inline';

defineElement('bo-live-locations', asMapElement(LiveLocationsMap), {
  props: { token: 'string', auid: 'string', cid: 'string', spuid: 'string' },
  styles: [coreCss, leafletCss, mapsCss],
  docs: {
    description:
      "The live map: every sales person's newest position, refreshed every minute and moved at once when the server pushes a new one.",
    props: {
      token:
        "The widget token the host's backend minted (scope `tracking.maps`): on another site the map waits for it; a new one reloads the map's data.",
      auid: "The asking user's id: informational, it never widens what is shown.",
      cid: "The company's id; optional, as a widget token only ever opens its own company.",
      spuid: 'Only this sales person (their sign-in user id).',
    },
    events: {
      tokenexpired: {
        description:
          'The server refused the token (expired, or its key revoked), once per token: set a new `token` attribute and the element loads again.',
      },
    },
  },
});
