import { divIcon } from './leaflet.ts';

const SIZE = 28;

/** A round numbered marker (visit order, stop order): a div, so no marker image URL to 404. */
export const numberedIcon = (number: number, tone: 'primary' | 'accent' = 'primary') =>
  divIcon({
    className: `bo-map-number bo-map-number-${tone}`,
    // A number only: nothing from the data goes into this HTML.
    html: String(Math.trunc(number)),
    iconSize: [SIZE, SIZE],
    iconAnchor: [SIZE / 2, SIZE / 2],
    popupAnchor: [0, -SIZE / 2],
  });

/** A labelled pin for a single place (the vehicle, "you", the destination). */
export const placeIcon = (tone: 'vehicle' | 'origin' | 'destination') =>
  divIcon({
    className: `bo-map-place bo-map-place-${tone}`,
    html: '',
    iconSize: [22, 22],
    iconAnchor: [11, 11],
    popupAnchor: [0, -11],
  });
