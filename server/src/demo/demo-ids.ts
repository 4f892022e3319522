import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { entityColumn, entityTable } from '../entities/entity-table.js';

/** A seeded record's id by its name; a name the seed does not know is the seed's own mistake. */
export type IdOf = (name: string) => number;

/** The company's records of a declared entity by their display name, for seeds that refer to them. */
export const seededIds = async (
  tx: Database,
  companyId: number,
  entity: EntityDeclaration,
): Promise<IdOf> => {
  const rows = await tx
    .select({ id: entityColumn(entity, 'id'), name: entityColumn(entity, entity.displayField) })
    .from(entityTable(entity))
    .where(eq(entityColumn(entity, 'companyId'), companyId));
  const ids = new Map(rows.map((row) => [String(row.name), Number(row.id)]));
  return (name) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`seed: unknown ${entity.name} ${name}`);
    return id;
  };
};
