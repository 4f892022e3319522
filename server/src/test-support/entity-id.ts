import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { and, eq } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import { entityColumn, entityTable } from '../entities/entity-table.js';
import type { TestApp } from './test-app.js';

/** The id of a company's (by default the demo company's) record of that name (its display field): 'Bishnu Traders'. */
export const idByName = async (
  app: TestApp,
  entity: EntityDeclaration,
  name: string,
  companyId = 1,
): Promise<number> => {
  const [row] = await app.deps.db
    .select({ id: entityColumn(entity, 'id') })
    .from(entityTable(entity))
    .where(
      and(
        eq(entityColumn(entity, 'companyId'), companyId),
        eq(entityColumn(entity, entity.displayField), name),
      ),
    );
  if (!row) throw new Error(`no ${entity.name} ${name}`);
  return Number(row.id);
};

/** The id of a user by their user name ('sales1'). */
export const userIdByName = async (app: TestApp, username: string): Promise<number> => {
  const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};
