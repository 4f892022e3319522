import { toInternalPath } from '@backoffice/shared/internal-path';
import { describe, expect, it } from 'vitest';
import { internalPath } from './internal-link.ts';

describe("the service worker's copy of toInternalPath", () => {
  it.each([
    '/',
    '/core/notifications',
    '/support/tickets/7?tab=replies#last',
    '/a\\b',
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'core/notifications',
    '/core notifications',
    '/core\tnotifications',
    '',
  ])('decides %j as the shared helper does', (link) => {
    expect(internalPath(link)).toBe(toInternalPath(link));
  });

  it('refuses what is not a string', () => {
    expect(internalPath(42)).toBeNull();
    expect(internalPath({ toString: () => '/core' })).toBeNull();
    expect(internalPath(undefined)).toBeNull();
  });
});
