import { describe, expect, it } from 'vitest';
import { addressFilters, isoDay, oneOf } from './address-filters.ts';

interface Filters {
  status: 'pending' | 'verified' | '';
  fromDate: string;
  toDate: string;
  query: string;
}

const readers = { status: oneOf(['pending', 'verified'] as const), fromDate: isoDay, toDate: isoDay };

describe('addressFilters', () => {
  it('reads the filters the address names, each checked', () => {
    expect(addressFilters<Filters>(readers, '?status=pending&fromDate=2026-11-17&toDate=2026-12-15')).toEqual(
      {
        status: 'pending',
        fromDate: '2026-11-17',
        toDate: '2026-12-15',
      },
    );
  });

  it('leaves out what it cannot read and what it was not asked to read', () => {
    expect(addressFilters<Filters>(readers, '?status=lost&fromDate=2026-02-30&query=x&toDate=')).toEqual({});
  });
});
