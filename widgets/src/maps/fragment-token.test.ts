import { describe, expect, it } from 'vitest';
import { fragmentWithoutToken, tokenOfFragment } from './fragment-token.ts';

describe('tokenOfFragment', () => {
  it('reads token from the fragment, with or without other parameters', () => {
    expect(tokenOfFragment('#token=abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenOfFragment('#x=1&token=abc')).toBe('abc');
  });

  it('finds nothing in an empty fragment or an empty token', () => {
    expect(tokenOfFragment('')).toBeUndefined();
    expect(tokenOfFragment('#token=')).toBeUndefined();
    expect(tokenOfFragment('#other=1')).toBeUndefined();
  });
});

describe('fragmentWithoutToken', () => {
  it('drops the token and keeps the rest', () => {
    expect(fragmentWithoutToken('#token=abc')).toBe('');
    expect(fragmentWithoutToken('#x=1&token=abc')).toBe('#x=1');
  });
});
