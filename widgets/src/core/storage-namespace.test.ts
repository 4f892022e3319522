import { STORAGE_KEYS, storedKeyName } from '@backoffice/shared/session/storage-keys';
import { describe, expect, it } from 'vitest';
import { isEmbeddedScript } from './host-site.ts';
import { keysToClear, widgetStorageKey } from './storage-namespace.ts';

describe('widget storage keys on our own origin and on a host site', () => {
  it('keeps the spec names on our own origin and prefixes them with bo. on another', () => {
    expect(storedKeyName(STORAGE_KEYS.token, false)).toBe('token');
    expect(storedKeyName(STORAGE_KEYS.currentCompanyId, false)).toBe('currentCompanyId');
    expect(storedKeyName(STORAGE_KEYS.token, true)).toBe('bo.token');
    expect(storedKeyName(STORAGE_KEYS.theme, true)).toBe('bo.theme');
  });

  it('calls a script embedded when its origin differs from the page', () => {
    const page = 'https://portal.example.com';
    expect(isEmbeddedScript('https://portal.example.com/widgets/chunks/a.js', page)).toBe(false);
    expect(isEmbeddedScript('https://portal.example.com:8443/widgets/renewals.js', page)).toBe(true);
    expect(isEmbeddedScript('https://bo.example.net/widgets/renewals.js', page)).toBe(true);
    expect(isEmbeddedScript('http://portal.example.com/widgets/renewals.js', page)).toBe(true);
    expect(isEmbeddedScript('not a url', page)).toBe(true);
    expect(isEmbeddedScript('file:///srv/widgets/renewals.js', undefined)).toBe(false);
  });

  it('uses the plain names where there is no page (these tests)', () => {
    expect(widgetStorageKey(STORAGE_KEYS.userRoles)).toBe('userRoles');
  });

  it('clears only our prefixed keys on a host site, everything on our own origin', () => {
    const keys = ['token', 'bo.token', 'bo.theme', 'cart', 'bob'];
    expect(keysToClear(keys, true)).toEqual(['bo.token', 'bo.theme']);
    expect(keysToClear(keys, false)).toEqual(keys);
  });
});
