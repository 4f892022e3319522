import { beforeEach, describe, expect, it } from 'vitest';
import {
  $currentCompanyCode,
  $currentCompanyId,
  $currentCompanyName,
  applyCompanyFromAddress,
  rememberCompany,
} from './company.store.ts';

describe('company chosen by the cid parameter (spec section 4)', () => {
  beforeEach(() => {
    rememberCompany({ CompanyId: 1, CompanyName: 'Himalayan Traders', CompanyCode: 'HT' });
  });

  it('remembers a different cid and forgets the old name and code', () => {
    expect(applyCompanyFromAddress('?cid=2&x=1')).toBe(true);
    expect($currentCompanyId.get()).toBe('2');
    expect($currentCompanyName.get()).toBeUndefined();
    expect($currentCompanyCode.get()).toBeUndefined();
  });

  it('changes nothing when cid is the remembered company', () => {
    expect(applyCompanyFromAddress('?cid=1')).toBe(false);
    expect($currentCompanyName.get()).toBe('Himalayan Traders');
    expect($currentCompanyCode.get()).toBe('HT');
  });

  it('ignores a missing or malformed cid', () => {
    for (const search of ['', '?cid=', '?cid=0', '?cid=-2', '?cid=2x', '?cid=01', '?cid=12345678901']) {
      expect(applyCompanyFromAddress(search)).toBe(false);
    }
    expect($currentCompanyId.get()).toBe('1');
  });
});
