import { phoneSearchText } from '@backoffice/shared/text/phone-number';
import { ilike, type SQL } from 'drizzle-orm';
import { containsPattern } from '../http/page-query.js';
import type { SourceColumn } from './entity-source.js';

/**
 * A search on a stored phone number (normal form, +9779812345678) by the number in any form it is
 * typed: 98-1234 5678, 01-4780011 or a part such as 981-234. Undefined when the text is no phone.
 */
export const phoneMatches = (column: SourceColumn, search: string): SQL | undefined => {
  const text = phoneSearchText(search);
  return text === null ? undefined : ilike(column, containsPattern(text));
};
