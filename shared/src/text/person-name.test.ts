import { describe, expect, it } from 'vitest';
import { personName } from './person-name.js';

describe('personName', () => {
  it('names a person by first and last name', () => {
    expect(personName({ FirstName: 'Hari', LastName: 'Gurung', UserName: 'sales1' })).toBe('Hari Gurung');
    expect(personName({ FirstName: ' Hari ', LastName: '', UserName: 'sales1' })).toBe('Hari');
  });

  it('falls back to the user name when both names are empty', () => {
    expect(personName({ FirstName: '', LastName: null, UserName: 'sales1' })).toBe('sales1');
  });
});
