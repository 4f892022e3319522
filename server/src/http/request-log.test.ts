import { describe, expect, it } from 'vitest';
import { loggableRequest, loggableResponse, loggableUrl, requestLine } from './request-log.js';

describe('the request log', () => {
  it('replaces credentials in the address and keeps the rest', () => {
    expect(loggableUrl('/api/v1/notificaitonhub?token=eyJ.a.b&companyId=2')).toBe(
      '/api/v1/notificaitonhub?token=%5Bredacted%5D&companyId=2',
    );
    expect(loggableUrl('/api/v1/chathub?id=abc&access_token=xyz')).toBe(
      '/api/v1/chathub?id=%5Bredacted%5D&access_token=%5Bredacted%5D',
    );
    expect(loggableUrl('/api/v1/order/list?pageNo=1')).toBe('/api/v1/order/list?pageNo=1');
    expect(loggableUrl('/api/v1/order/detail?id=42')).toBe('/api/v1/order/detail?id=42');
    expect(loggableUrl('/healthz')).toBe('/healthz');
  });

  it('records no Authorization, cookie or API key header', () => {
    const logged = loggableRequest({
      id: 'r1',
      method: 'GET',
      url: '/api/v1/menu/all/role',
      headers: { authorization: 'Bearer secret', cookie: 'a=b', 'x-api-key': 'k', 'user-agent': 'UA' },
      remoteAddress: '127.0.0.1',
    });
    expect(JSON.stringify(logged)).not.toMatch(/secret|a=b|"k"/);
    expect(logged).toEqual({
      id: 'r1',
      method: 'GET',
      url: '/api/v1/menu/all/role',
      userAgent: 'UA',
      remoteAddress: '127.0.0.1',
    });
  });
});

describe('the request line', () => {
  it('is the method, the address without credentials, the status and the time', () => {
    expect(
      requestLine({ method: 'GET', url: '/api/v1/hubs/notification?token=abc' }, { statusCode: 101 }, 3.4),
    ).toBe('GET /api/v1/hubs/notification?token=%5Bredacted%5D 101 3 ms');
  });

  it('keeps only the status of a response', () => {
    expect(loggableResponse({ statusCode: 200 })).toEqual({ statusCode: 200 });
  });
});
