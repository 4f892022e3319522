import { describe, expect, it } from 'vitest';
import { canonicalOrigin } from './web-origin.js';

describe('canonicalOrigin', () => {
  it('gives the form a browser sends in the Origin header', () => {
    expect(canonicalOrigin('https://bank.example.com')).toBe('https://bank.example.com');
    expect(canonicalOrigin(' HTTPS://Bank.Example.com/ ')).toBe('https://bank.example.com');
    expect(canonicalOrigin('https://bank.example.com:443')).toBe('https://bank.example.com');
    expect(canonicalOrigin('http://localhost:4200')).toBe('http://localhost:4200');
    expect(canonicalOrigin('http://127.0.0.1:80/')).toBe('http://127.0.0.1');
  });

  it('refuses what could never match an Origin header', () => {
    for (const value of [
      '',
      'bank.example.com',
      'https://bank.example.com/widgets',
      'https://bank.example.com/?a=1',
      'https://bank.example.com#top',
      'https://user:secret@bank.example.com',
      'ftp://bank.example.com',
      'javascript:alert(1)',
      'null',
    ]) {
      expect(canonicalOrigin(value), value).toBeNull();
    }
  });
});
