import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { isFieldUserType } from '@backoffice/shared/user-types';
import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { salesPersonsTable } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import type { UserContext } from '../../http/request-context.js';

export interface FieldSalesPerson {
  id: number;
  userId: number;
  fullName: string;
  isActive: boolean;
}

const person = entityTable(SALES_PERSON);

/** The sales person a user signs in as, in a company: linked by the record's UserId. */
export const salesPersonOfUser = async (
  db: Database,
  companyId: number,
  userId: number,
): Promise<FieldSalesPerson | null> => {
  const [row] = await db
    .select({
      id: salesPersonsTable.id,
      fullName: salesPersonsTable.FullName,
      isActive: salesPersonsTable.IsActive,
    })
    .from(salesPersonsTable)
    .where(and(eq(person.companyId, companyId), eq(person.UserId, userId)))
    .limit(1);
  return row ? { id: Number(row.id), userId, fullName: row.fullName, isActive: row.isActive } : null;
};

/**
 * Whose records a field user reaches, whatever their roles permit: a dealer or delivery person the
 * orders assigned to them; a sales person those of the sales person record linked to them (null
 * when none is: then nothing of a sales person's); every field user what they recorded themselves.
 * Every list, export, detail, action and save of orders, collections, returns, visits and beat
 * plans reads it, and so does the business dashboard, so the figures and the lists agree.
 */
export type FieldScope =
  | { userType: 'dealer' | 'deliveryPerson'; userId: number }
  | { userType: 'salesPerson'; userId: number; salesPersonId: number | null };

/** The caller's field scope; undefined for an office user (or a super admin), who reaches all. */
export const fieldScopeOf = async (ctx: UserContext): Promise<FieldScope | undefined> => {
  const { userType } = ctx;
  if (!isFieldUserType(userType)) return undefined;
  const userId = ctx.user.userId;
  if (userType !== 'salesPerson') return { userType, userId };
  const own = await salesPersonOfUser(ctx.deps.db, ctx.companyId, userId);
  return { userType, userId, salesPersonId: own?.id ?? null };
};

/**
 * The sales person whose records (visits, positions, beat plans) the scope reaches: undefined for
 * all (an office user), null for none (a dealer, a delivery person, an unlinked sales person).
 */
export const ownSalesPersonIdOf = (scope: FieldScope | undefined): number | null | undefined => {
  if (scope === undefined) return undefined;
  return scope.userType === 'salesPerson' ? scope.salesPersonId : null;
};

/** `column` (a sales person id) narrowed to the scope's sales person; undefined for all. */
export const salesPersonScopeCondition = (scope: FieldScope | undefined, column: Column): SQL | undefined => {
  const salesPersonId = ownSalesPersonIdOf(scope);
  if (salesPersonId === undefined) return undefined;
  return salesPersonId === null ? sql`false` : eq(column, salesPersonId);
};

/** `column` (created_by) narrowed to what the field user recorded; undefined for all. */
export const recordedByScopeCondition = (scope: FieldScope | undefined, column: Column): SQL | undefined =>
  scope === undefined ? undefined : eq(column, scope.userId);
