import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { entityColumn } from './entity-table.js';

/**
 * The company's records of an entity that all `conditions` keep, but for the one being saved
 * (`exceptId`, none on a create): what a save compares itself with (unique values, overlaps).
 */
export const otherRecords = (
  entity: EntityDeclaration,
  companyId: number,
  exceptId: number | undefined,
  ...conditions: (SQL | undefined)[]
): SQL | undefined =>
  and(
    eq(entityColumn(entity, 'companyId'), companyId),
    ...conditions,
    exceptId === undefined ? undefined : ne(entityColumn(entity, 'id'), exceptId),
  );
