import { describe, expect, it } from 'vitest';
import { hubAddress } from './hub-address.ts';

describe('hubAddress', () => {
  it('puts the hub path (the spec spelling) under the API base, with the company as a query parameter', () => {
    expect(hubAddress('http://localhost:8080', '/api/v1', 'notification', '1')).toBe(
      'http://localhost:8080/api/v1/notificaitonhub?companyId=1',
    );
    expect(hubAddress('https://bo.example.com', '/api/v1/', 'chat', '27')).toBe(
      'https://bo.example.com/api/v1/chathub?companyId=27',
    );
  });

  it('never carries the token itself (the client adds it on each connect)', () => {
    expect(hubAddress('http://localhost:8080', '/api/v1', 'notification', '2')).not.toMatch(/token/);
  });
});
