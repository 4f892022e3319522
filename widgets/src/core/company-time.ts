import { toIsoDate } from '@backoffice/shared/calendar/bs-calendar';
import { DEFAULT_TIME_ZONE } from '@backoffice/shared/calendar/time-zone';
import { STORAGE_KEYS } from '@backoffice/shared/session/storage-keys';
import { persistentAtom } from '@nanostores/persistent';
import { useStore } from '@nanostores/react';
import { widgetStorageKey } from './storage-namespace.ts';

/**
 * The company's time zone, which says what "today" is and in which clock times are shown: a
 * browser on UTC must date a new order on the company's day, not the day before. Kept from the
 * company's detail; a widget on a host site that never loads it uses the default zone.
 */
export const $companyTimeZone = persistentAtom<string>(
  widgetStorageKey(STORAGE_KEYS.companyTimeZone),
  DEFAULT_TIME_ZONE,
  {
    encode: (value) => value,
    // A zone the browser does not know (an old value, a hand-edited one) falls back to the default.
    decode: (value) => (isKnownZone(value) ? value : DEFAULT_TIME_ZONE),
  },
);

const isKnownZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const rememberTimeZone = (zone: string): void => {
  if (isKnownZone(zone) && zone !== $companyTimeZone.get()) $companyTimeZone.set(zone);
};

/** Today in the company's zone, YYYY-MM-DD. */
export const companyToday = (now: Date = new Date()): string => toIsoDate(now, $companyTimeZone.get());

export const useCompanyTimeZone = (): string => useStore($companyTimeZone);
