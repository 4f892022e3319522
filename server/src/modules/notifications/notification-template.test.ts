import { describe, expect, it } from 'vitest';
import { oneLine, renderTemplate } from './notification-template.js';

describe('renderTemplate', () => {
  it('fills known placeholders, with or without spaces inside the braces', () => {
    expect(
      renderTemplate('Order {{RecordName}} for {{ PartyName }} is on its way, {{UserName}}.', {
        RecordName: 'SO-2083/84-000007',
        PartyName: 'Bishnu Traders',
        UserName: 'sales1',
      }),
    ).toBe('Order SO-2083/84-000007 for Bishnu Traders is on its way, sales1.');
  });

  it('leaves an unknown placeholder as written and fills a known one with an empty value', () => {
    expect(renderTemplate('{{OrderN0}} by {{ActorName}}.', { ActorName: '' })).toBe('{{OrderN0}} by .');
  });

  it('does not fill a value that looks like a placeholder, and escapes nothing', () => {
    expect(renderTemplate('{{Message}} / {{Other}}', { Message: '{{Other}} <b>&</b>', Other: 'x' })).toBe(
      '{{Other}} <b>&</b> / x',
    );
  });

  it('does not take inherited object keys for values', () => {
    expect(renderTemplate('{{constructor}} {{toString}}', {})).toBe('{{constructor}} {{toString}}');
  });
});

describe('oneLine', () => {
  it('joins lines and shortens a long text with an ellipsis', () => {
    expect(oneLine('  Order\n\n dispatched  ', 50)).toBe('Order dispatched');
    expect(oneLine('abcdefghij', 5)).toBe('abcd…');
    expect(oneLine('abcde', 5)).toBe('abcde');
  });
  it('cuts between characters, never inside an emoji', () => {
    const title = oneLine(`${'a'.repeat(8)}${'😀'.repeat(5)}`, 10);
    expect(title).toBe('aaaaaaaa😀…');
    expect(encodeURIComponent(title)).toBeTruthy(); // a lone surrogate would throw URIError
  });
});
