import type { CalendarMode } from '@backoffice/shared/calendar/bs-calendar';
import { STORAGE_KEYS } from '@backoffice/shared/session/storage-keys';
import { persistentAtom } from '@nanostores/persistent';
import { widgetStorageKey } from './storage-namespace.ts';

export type Theme = 'light' | 'dark';

const prefersDark = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;

export const $theme = persistentAtom<Theme>(
  widgetStorageKey(STORAGE_KEYS.theme),
  prefersDark() ? 'dark' : 'light',
  {
    encode: (value) => value,
    decode: (value) => (value === 'dark' ? 'dark' : 'light'),
  },
);

/** Spec section 4: AD by default. */
export const $calendarMode = persistentAtom<CalendarMode>(widgetStorageKey(STORAGE_KEYS.calendarMode), 'AD', {
  encode: (value) => value,
  decode: (value) => (value === 'BS' ? 'BS' : 'AD'),
});
