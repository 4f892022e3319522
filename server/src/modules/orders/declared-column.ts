import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { type SQL, sql } from 'drizzle-orm';
import { entityColumn } from '../../entities/entity-table.js';

/**
 * A declared table's column in a select, with the type the caller knows it has: the generated
 * tables type their columns loosely (they are built from data). The driver value still goes
 * through the column's own mapping, so a bigint of paisa comes back a number.
 */
export const declaredColumn = <T>(entity: EntityDeclaration, name: string): SQL<T> => {
  const column = entityColumn(entity, name);
  return sql<T>`${column}`.mapWith((value: unknown) => column.mapFromDriverValue(value) as T);
};
