import { describe, expect, it } from 'vitest';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX, pushPayload } from './push-payload.js';

describe('pushPayload', () => {
  it('keeps short texts and an internal link as they are', () => {
    expect(pushPayload({ title: ' Hello ', body: 'World', link: '/core/notifications', tag: 't' })).toEqual({
      title: 'Hello',
      body: 'World',
      link: '/core/notifications',
      tag: 't',
    });
  });

  it('cuts long texts with an ellipsis, counting characters rather than UTF-16 units', () => {
    const payload = pushPayload({ title: 'न'.repeat(150), body: '😀'.repeat(600), link: null, tag: 't' });
    expect([...payload.title]).toHaveLength(PUSH_TITLE_MAX);
    expect(payload.title.endsWith('…')).toBe(true);
    expect([...payload.body]).toHaveLength(PUSH_BODY_MAX);
    expect(payload.body.at(-2)).not.toBe('\ud83d');
  });

  it.each(['https://evil.example/x', '//evil.example', 'javascript:alert(1)'])(
    'drops the link %s',
    (link) => {
      expect(pushPayload({ title: 'a', body: 'b', link, tag: 't' }).link).toBeNull();
    },
  );
});
