import { describe, expect, it } from 'vitest';
import { withIndefiniteArticle } from './indefinite-article.js';

describe('withIndefiniteArticle', () => {
  it('says "an" before a vowel and an acronym read by its letters, "a" before a "you" sound', () => {
    expect(withIndefiniteArticle('application setting')).toBe('an application setting');
    expect(withIndefiniteArticle('API key')).toBe('an API key');
    expect(withIndefiniteArticle('order')).toBe('an order');
    expect(withIndefiniteArticle('user')).toBe('a user');
    expect(withIndefiniteArticle('unit')).toBe('a unit');
    expect(withIndefiniteArticle('unpaid leave')).toBe('an unpaid leave');
    expect(withIndefiniteArticle('party')).toBe('a party');
  });
});
