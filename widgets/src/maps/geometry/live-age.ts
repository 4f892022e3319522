import type { LiveLocation } from '@backoffice/shared/sales/tracking/tracking.contract';

/** A position older than this is shown as stale (greyed): the phone stopped reporting. */
export const STALE_AFTER_MS = 30 * 60_000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/**
 * When a fix was taken: the phone's DeviceDate and DeviceTime are Nepal's wall clock (UTC+05:45,
 * no daylight saving), so the instant does not depend on the viewer's time zone. A malformed
 * device time falls back to when the server received the fix.
 */
export const fixInstant = (
  location: Pick<LiveLocation, 'DeviceDate' | 'DeviceTime' | 'ReceivedAt'>,
): Date | null => {
  if (DATE.test(location.DeviceDate) && TIME.test(location.DeviceTime)) {
    const time = location.DeviceTime.length === 5 ? `${location.DeviceTime}:00` : location.DeviceTime;
    const instant = new Date(`${location.DeviceDate}T${time}+05:45`);
    if (!Number.isNaN(instant.getTime())) return instant;
  }
  const received = new Date(location.ReceivedAt);
  return Number.isNaN(received.getTime()) ? null : received;
};

export const isStale = (
  location: Pick<LiveLocation, 'DeviceDate' | 'DeviceTime' | 'ReceivedAt'>,
  now: Date,
): boolean => {
  const instant = fixInstant(location);
  return instant === null || now.getTime() - instant.getTime() > STALE_AFTER_MS;
};
