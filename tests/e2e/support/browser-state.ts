import type { Page } from 'playwright-core';

/** Everything the page's origin keeps in localStorage, as plain strings. */
export const localStorageOf = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => {
    const entries: [string, string][] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key !== null) entries.push([key, localStorage.getItem(key) ?? '']);
    }
    return Object.fromEntries(entries);
  });

/** The `sub` claim of a JWT as a number (0 for a client-credentials token), or null without a token. */
export const tokenSubject = (token: string | undefined): number | null => {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (typeof claims !== 'object' || claims === null || !('sub' in claims)) return null;
  return Number(claims.sub);
};

/** Signed in, by the spec's rule (section 4): the stored token has a positive subject. */
export const holdsUserToken = async (page: Page): Promise<boolean> =>
  (tokenSubject((await localStorageOf(page)).token) ?? 0) > 0;

/** The accessible name (aria-label, else text) of whatever has the keyboard focus, shadow roots included. */
export const focusedName = (page: Page): Promise<string> =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return '';
    return (active.getAttribute('aria-label') ?? active.textContent ?? '').trim();
  });

/** Resolves on the next full page load started by `action` (a reload or a location change). */
export const waitForReload = async (page: Page, action: () => Promise<void>): Promise<void> => {
  await Promise.all([page.waitForEvent('load'), action()]);
};
