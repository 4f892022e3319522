import { describe, expect, it } from 'vitest';
import { activationDetailPath, namesOtherCompany, readDetailAddress } from './activation-paths.ts';

describe('the activation request detail address', () => {
  it('is the spec’s route with id, phone and cid', () => {
    expect(activationDetailPath(12, '9841000004', '2')).toBe(
      '/mobilebanking/cooperative/activationrequest/detail?id=12&phone=9841000004&cid=2',
    );
    expect(readDetailAddress('?id=12&phone=9841000004&cid=2')).toEqual({
      id: 12,
      phone: '9841000004',
      cid: '2',
    });
  });

  it('reads a missing or broken id or cid as none', () => {
    expect(readDetailAddress('?id=abc&cid=0')).toEqual({ id: undefined, phone: '', cid: '' });
    expect(readDetailAddress('')).toEqual({ id: undefined, phone: '', cid: '' });
  });

  it('tells when the address names a company other than the current one', () => {
    const address = readDetailAddress('?id=3&cid=2');
    expect(namesOtherCompany(address, '2')).toBe(false);
    expect(namesOtherCompany(address, '1')).toBe(true);
    expect(namesOtherCompany(readDetailAddress('?id=3'), '1')).toBe(false);
  });
});
