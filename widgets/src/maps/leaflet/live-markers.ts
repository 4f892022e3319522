import { formatRelativeTime } from '@backoffice/shared/format/relative-time.format';
import type { LiveLocation } from '@backoffice/shared/sales/tracking/tracking.contract';
import { fixInstant, isStale } from '../geometry/live-age.ts';
import { isPlottable } from '../geometry/map-geometry.ts';
import { type CircleMarker, circleMarker, type LayerGroup, type LeafletMap, layerGroup } from './leaflet.ts';
import { popupContent, textLabel } from './popup-content.ts';

/**
 * Above this many sales persons names show on hover only: a permanent label is a DOM node each,
 * and thousands of them would undo what the canvas markers save.
 */
export const PERMANENT_LABEL_LIMIT = 300;

const FRESH = {
  radius: 8,
  color: '#ffffff',
  weight: 2,
  fillColor: '#1d5bb8',
  fillOpacity: 0.95,
  dashArray: '',
};
const STALE = {
  radius: 7,
  color: '#5b6576',
  weight: 2,
  fillColor: '#9aa4b2',
  fillOpacity: 0.75,
  dashArray: '3 3',
};

const nameOf = (location: LiveLocation) => location.FullName || location.UserName;

/** A label's box beside its marker, estimated (measuring hundreds of DOM nodes would force layouts). */
const LABEL_OFFSET_PX = 14;
const LABEL_CHAR_PX = 7.5;
const LABEL_PADDING_PX = 14;
const LABEL_HALF_HEIGHT_PX = 11;

/**
 * One canvas circle marker per sales person, kept and moved in place: a refresh or a pushed
 * position updates the markers it concerns instead of rebuilding thousands of layers.
 */
export class LiveMarkers {
  private readonly layers: LayerGroup;
  private readonly markers = new Map<number, CircleMarker>();
  private readonly latest = new Map<number, LiveLocation>();
  private labelled = false;
  private readonly declutter = () => this.hideCoveredLabels();

  constructor(private readonly map: LeafletMap) {
    this.layers = layerGroup().addTo(map);
    map.on('zoomend resize', this.declutter);
  }

  get size(): number {
    return this.markers.size;
  }

  /** A refresh: moves, adds and removes markers to match the answer. */
  sync(locations: readonly LiveLocation[], now = new Date()): void {
    const seen = new Set<number>();
    const shown = locations.filter(isPlottable);
    this.labelled = shown.length <= PERMANENT_LABEL_LIMIT;
    for (const location of shown) {
      seen.add(location.SalesPersonId);
      this.place(location, now);
    }
    for (const [id, marker] of this.markers) {
      if (seen.has(id)) continue;
      marker.remove();
      this.markers.delete(id);
      this.latest.delete(id);
    }
    this.hideCoveredLabels();
  }

  /** A pushed position (LocationUpdated): that one marker moves, or appears. */
  move(location: LiveLocation, now = new Date()): void {
    if (!isPlottable(location)) return;
    this.place(location, now);
    this.hideCoveredLabels();
  }

  /** Every shown position, for fitting the view. */
  positions(): [number, number][] {
    return [...this.latest.values()].map((l) => [l.Latitude, l.Longitude]);
  }

  /** Every shown sales person's newest position (the shell's side list reads the same data). */
  locations(): LiveLocation[] {
    return [...this.latest.values()];
  }

  /** A sales person's marker position (by sign-in user id), for centring on them; undefined when not shown. */
  positionOf(userId: number): [number, number] | undefined {
    for (const location of this.latest.values())
      if (location.UserId === userId) return [location.Latitude, location.Longitude];
    return undefined;
  }

  /** Opens a sales person's popup (by sign-in user id). */
  openPopupOf(userId: number): void {
    for (const [id, location] of this.latest)
      if (location.UserId === userId) this.markers.get(id)?.openPopup();
  }

  remove(): void {
    this.map.off('zoomend resize', this.declutter);
    this.layers.remove();
    this.markers.clear();
    this.latest.clear();
  }

  /**
   * Sales persons standing close together would print their names over each other: going west to
   * east, a name whose box would cover one already shown stays hidden (its marker still opens its
   * popup). Runs after each change and zoom; a few hundred boxes at most (PERMANENT_LABEL_LIMIT).
   */
  private hideCoveredLabels(): void {
    if (!this.labelled) return;
    const shown: { left: number; right: number; top: number; bottom: number }[] = [];
    const entries = [...this.markers].map(([id, marker]) => ({
      marker,
      point: this.map.latLngToContainerPoint(marker.getLatLng()),
      name: nameOf(this.latest.get(id) as LiveLocation),
    }));
    entries.sort((a, b) => a.point.x - b.point.x || a.point.y - b.point.y);
    for (const { marker, point, name } of entries) {
      const box = {
        left: point.x,
        right: point.x + LABEL_OFFSET_PX + name.length * LABEL_CHAR_PX + LABEL_PADDING_PX,
        top: point.y - LABEL_HALF_HEIGHT_PX,
        bottom: point.y + LABEL_HALF_HEIGHT_PX,
      };
      const covers = shown.some(
        (other) =>
          box.left < other.right &&
          other.left < box.right &&
          box.top < other.bottom &&
          other.top < box.bottom,
      );
      if (covers) marker.closeTooltip();
      else {
        marker.openTooltip();
        shown.push(box);
      }
    }
  }

  private place(location: LiveLocation, now: Date): void {
    const id = location.SalesPersonId;
    this.latest.set(id, location);
    const style = isStale(location, now) ? STALE : FRESH;
    const existing = this.markers.get(id);
    if (existing) {
      existing.setLatLng([location.Latitude, location.Longitude]);
      existing.setStyle(style);
      existing.setTooltipContent(textLabel(nameOf(location)));
      return;
    }
    const marker = circleMarker([location.Latitude, location.Longitude], style)
      .bindTooltip(textLabel(nameOf(location)), {
        permanent: this.labelled,
        direction: 'right',
        offset: [8, 0],
        className: 'bo-map-label',
      })
      .bindPopup(() => this.popupOf(id))
      .addTo(this.layers);
    this.markers.set(id, marker);
  }

  private popupOf(id: number): HTMLElement {
    const location = this.latest.get(id);
    if (!location) return popupContent('', []);
    const now = new Date();
    const instant = fixInstant(location);
    const ago = instant ? formatRelativeTime(instant, now) : '';
    return popupContent(nameOf(location), [
      ['User', location.FullName ? location.UserName : ''],
      ['Location', location.LocationName ?? ''],
      ['Reported', `${location.DeviceDate} ${location.DeviceTime}`],
      ['Age', isStale(location, now) ? `${ago} (stale)` : ago],
    ]);
  }
}
