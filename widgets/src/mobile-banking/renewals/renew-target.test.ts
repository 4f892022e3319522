import { describe, expect, it } from 'vitest';
import { fillDetailUrl, type RenewTarget } from './renew-target.ts';

const target: RenewTarget = { id: 42, phone: '9841000004', cid: 2 };
const page = 'https://coop.example.com/members/renewals.html?x=1';

describe('the detail-url template of <bo-renewals>', () => {
  it('fills id, phone and cid and resolves against the host page', () => {
    expect(fillDetailUrl('detail.html?id={id}&phone={phone}&cid={cid}', target, page)).toBe(
      'https://coop.example.com/members/detail.html?id=42&phone=9841000004&cid=2',
    );
    expect(fillDetailUrl('/renew/{id}', target, page)).toBe('https://coop.example.com/renew/42');
    expect(fillDetailUrl('https://bank.example.org/d?m={phone}', target, page)).toBe(
      'https://bank.example.org/d?m=9841000004',
    );
  });

  it('encodes what it fills in, so a value cannot add parameters', () => {
    expect(fillDetailUrl('d.html?phone={phone}', { ...target, phone: '98&admin=1' }, page)).toBe(
      'https://coop.example.com/members/d.html?phone=98%26admin%3D1',
    );
  });

  it('refuses a template that is not an http(s) address', () => {
    expect(fillDetailUrl('javascript:alert({id})', target, page)).toBeUndefined();
    expect(fillDetailUrl('data:text/html,{id}', target, page)).toBeUndefined();
    expect(fillDetailUrl('http://[bad', target, page)).toBeUndefined();
  });
});
