import { describe, expect, it } from 'vitest';
import { chooseClickTarget } from './notification-click.ts';

const ORIGIN = 'https://office.example';

describe('a click on a web push', () => {
  it('sends the first open portal tab to the link, passing over tabs on other sites', () => {
    const tabs = [
      { id: 'news', url: 'https://news.example/portal' },
      { id: 'first', url: `${ORIGIN}/dashboard/admin` },
      { id: 'second', url: `${ORIGIN}/core/notifications` },
    ];
    expect(chooseClickTarget({ link: '/support/tickets/7?tab=replies#last' }, ORIGIN, tabs)).toEqual({
      tab: tabs[1],
      url: `${ORIGIN}/support/tickets/7?tab=replies#last`,
    });
  });

  it('opens a new window at the link when no tab is on the portal', () => {
    const tabs = [{ url: 'https://news.example/' }, { url: 'http://office.example/dashboard/admin' }];
    expect(chooseClickTarget({ link: '/core/notifications' }, ORIGIN, tabs)).toEqual({
      tab: null,
      url: `${ORIGIN}/core/notifications`,
    });
    expect(chooseClickTarget({ link: '/core/notifications' }, ORIGIN, [])).toEqual({
      tab: null,
      url: `${ORIGIN}/core/notifications`,
    });
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example/x',
    'javascript:alert(1)',
    'core/notifications',
    '/core/notifications now',
    '',
  ])('opens the portal home, never %j', (link) => {
    const tab = { url: `${ORIGIN}/sales` };
    expect(chooseClickTarget({ link }, ORIGIN, [tab])).toEqual({ tab, url: `${ORIGIN}/` });
  });

  it.each([null, undefined, 'text', 42, {}, { link: null }, { link: 7 }])(
    'opens the portal home when the notification data is %j',
    (data) => {
      expect(chooseClickTarget(data, ORIGIN, [])).toEqual({ tab: null, url: `${ORIGIN}/` });
    },
  );
});
