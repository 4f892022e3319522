import { BANK_ACCOUNT } from '@backoffice/shared/entities/accounting/bank-account.entity';
import { ENTITIES } from '@backoffice/shared/entities/entity-registry';
import { describe, expect, it } from 'vitest';
import type { EntityRecord } from '../entity-record.types.ts';
import { placeholdersOf, recordLinksOf, recordLinkUrl } from './entity-record-links.ts';

const record = (fields: Record<string, unknown>): EntityRecord =>
  ({ Id: 4, CreatedAt: '', UpdatedAt: '', CreatedByName: null, ...fields }) as EntityRecord;

describe('recordLinkUrl', () => {
  it('fills each placeholder with the record’s value, encoded for an address', () => {
    expect(recordLinkUrl('/a?LedgerId={LedgerId}&Id={Id}', record({ LedgerId: 12 }))).toBe(
      '/a?LedgerId=12&Id=4',
    );
    expect(recordLinkUrl('/a?Name={Name}', record({ Name: 'A & B' }))).toBe('/a?Name=A%20%26%20B');
  });

  it('gives no address when a placeholder finds no value', () => {
    expect(recordLinkUrl('/a?LedgerId={LedgerId}', record({ LedgerId: null }))).toBeNull();
    expect(recordLinkUrl('/a?Name={Name}', record({ Name: '' }))).toBeNull();
    expect(recordLinkUrl('/a?Missing={Missing}', record({}))).toBeNull();
  });
});

describe('recordLinksOf', () => {
  it('keeps the declared links the record can fill, in their order', () => {
    expect(recordLinksOf(BANK_ACCOUNT, record({ LedgerId: 12 })).map(({ href }) => href)).toEqual([
      '/accounting/cheques?BankLedgerId=12',
      '/accounting/daybook?LedgerId=12',
    ]);
    expect(recordLinksOf(BANK_ACCOUNT, record({ LedgerId: null }))).toEqual([]);
  });
});

describe('every declared link', () => {
  const links = ENTITIES.flatMap((entity) => (entity.links ?? []).map((link) => ({ entity, link })));

  it.each(links.map(({ entity, link }) => [`${entity.name}: ${link.label}`, entity, link] as const))(
    '%s is a portal path whose placeholders name the record’s fields',
    (_name, entity, link) => {
      expect(link.url.startsWith('/') && !link.url.startsWith('//')).toBe(true);
      for (const name of placeholdersOf(link.url)) {
        expect(name === 'Id' || name in entity.fields, `${name} is not a field of ${entity.name}`).toBe(true);
        expect(entity.fields[name]?.access, `${name} is never sent to a client`).not.toBe('hidden');
      }
    },
  );
});
