import type {
  EntityDeclaration,
  RecordLinkDeclaration,
} from '@backoffice/shared/entities/entity-declaration';
import type { EntityRecord } from '../entity-record.types.ts';

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The field names a link's address takes from the record (`{LedgerId}` → LedgerId). */
export const placeholdersOf = (url: string): string[] =>
  [...url.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');

/** A record's value as an address part, or null when it has none a link could use. */
const partOf = (value: unknown): string | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? encodeURIComponent(value) : null;

/**
 * The address of a declared link with the record's values in its placeholders, or null when one of
 * them is empty (a bank account whose ledger is not made yet has no cheques to show).
 */
export const recordLinkUrl = (url: string, record: EntityRecord): string | null => {
  let missing = false;
  const filled = url.replace(PLACEHOLDER, (_whole, name: string) => {
    const part = partOf(record[name]);
    if (part === null) missing = true;
    return part ?? '';
  });
  return missing ? null : filled;
};

/** The entity's declared links that this record can fill, with their addresses. */
export const recordLinksOf = (
  entity: EntityDeclaration,
  record: EntityRecord,
): { link: RecordLinkDeclaration; href: string }[] =>
  (entity.links ?? []).flatMap((link) => {
    const href = recordLinkUrl(link.url, record);
    return href === null ? [] : [{ link, href }];
  });
