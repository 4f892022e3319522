import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { defineElement } from '../../core/define-element.tsx';
import { BeatMap } from '../../maps/beat-map.tsx';
import { asMapElement } from '../../maps/map-element.tsx';
import coreCss from '../../styles/core.css?inline';
import mapsCss from '../../styles/maps.css?inline';

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
  docs: {
    description:
      "A sales person's beat on a map: the parties of their approved plan for a month or a day, numbered in visit order and joined by a line.",
    props: {
      token:
        "The widget token the host's backend minted (scope `tracking.maps`): on another site the map waits for it; a new one reloads the map's data.",
      year: "The plan's year (AD).",
      month: "The plan's month, 1 to 12.",
      day: "A day of that month; without it, the whole month's visits.",
      salesPersonId: 'The sales person (their id, or their sign-in user id).',
      companyId: "The company's id; optional, as a widget token only ever opens its own company.",
    },
    events: {
      tokenexpired: {
        description:
          'The server refused the token (expired, or its key revoked), once per token: set a new `token` attribute and the element loads again.',
      },
    },
  },
});
