import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import type { Database } from '../db/database.js';
import { idsByDisplayName } from '../entities/entity-display-names.js';

/** A seeded record's id by its name; a name the seed does not know is the seed's own mistake. */
export type IdOf = (name: string) => number;

/** The company's records of a declared entity by their display name, for seeds that refer to them. */
export const seededIds = async (
  tx: Database,
  companyId: number,
  entity: EntityDeclaration,
): Promise<IdOf> => {
  const ids = await idsByDisplayName(tx, entity, companyId);
  return (name) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`seed: unknown ${entity.name} ${name}`);
    return id;
  };
};

/** A demo account's user id by its user name, from the ids the seed kept as it made them. */
export const userIdOf =
  (userIds: ReadonlyMap<string, number>): IdOf =>
  (username) => {
    const id = userIds.get(username);
    if (id === undefined) throw new Error(`seed: no user ${username}`);
    return id;
  };
