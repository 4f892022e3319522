import { describe, expect, it } from 'vitest';
import { toInternalPath } from './internal-path.js';

describe('toInternalPath', () => {
  it('keeps paths on our server', () => {
    for (const path of ['/', '/core/notifications', '/dashboard/admin?cid=2#top']) {
      expect(toInternalPath(path)).toBe(path);
    }
  });

  it('refuses other sites, scripts and blanks', () => {
    for (const link of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'core/notifications',
      '/a b',
      '',
      null,
      undefined,
    ]) {
      expect(toInternalPath(link)).toBeNull();
    }
  });
});
