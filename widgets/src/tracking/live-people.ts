import { formatRelativeTime } from '@backoffice/shared/format/relative-time.format';
import type { LiveLocation } from '@backoffice/shared/sales/tracking/tracking.contract';
import { fixInstant, isStale } from '../maps/geometry/live-age.ts';

export interface LivePerson {
  userId: number;
  name: string;
  userName: string;
  /** '5 minutes ago'; '' when the fix has no readable time. */
  lastSeen: string;
  stale: boolean;
  /** For sorting: newest first. */
  seenAt: number;
}

/** The side list's rows: the map's positions, newest report first, narrowed by a search on name or user name. */
export const livePeople = (locations: readonly LiveLocation[], search: string, now: Date): LivePerson[] => {
  const needle = search.trim().toLowerCase();
  return locations
    .map((location) => {
      const instant = fixInstant(location);
      return {
        userId: location.UserId,
        name: location.FullName || location.UserName,
        userName: location.UserName,
        lastSeen: instant ? formatRelativeTime(instant, now) : '',
        stale: isStale(location, now),
        seenAt: instant?.getTime() ?? 0,
      };
    })
    .filter(
      (person) =>
        needle === '' ||
        person.name.toLowerCase().includes(needle) ||
        person.userName.toLowerCase().includes(needle),
    )
    .sort((a, b) => b.seenAt - a.seenAt || a.name.localeCompare(b.name));
};
