import { EMBEDDED_KEY_PREFIX, type StorageKey, storedKeyName } from '@backoffice/shared/session/storage-keys';
import { onHostSite } from './host-site.ts';

/** The localStorage name of one of our keys on this page (see storedKeyName). */
export const widgetStorageKey = (key: StorageKey): string => storedKeyName(key, onHostSite);

/** The keys to remove to forget everything the widgets stored: all of them, or only ours on a host site. */
export const keysToClear = (keys: readonly string[], hostSite: boolean): string[] =>
  hostSite ? keys.filter((key) => key.startsWith(EMBEDDED_KEY_PREFIX)) : [...keys];

/**
 * Spec: a password change clears local storage. On a host site only our prefixed keys go; the
 * site's own keys are not ours to clear.
 */
export const clearWidgetStorage = (): void => {
  if (!onHostSite) {
    localStorage.clear();
    return;
  }
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
  for (const key of keysToClear(keys, true)) localStorage.removeItem(key);
};
