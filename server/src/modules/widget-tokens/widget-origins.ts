import { WIDGET_ORIGIN } from '@backoffice/shared/entities/administration/widget-origin.entity';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { widgetOriginsTable } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import type { OriginPolicy } from '../../http/origin-policy.js';

const column = entityTable(WIDGET_ORIGIN);

/** Whether this company lists the origin for its widgets. */
export const companyListsOrigin = async (
  db: Database,
  companyId: number,
  origin: string,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: column.id })
    .from(widgetOriginsTable)
    .where(and(eq(column.companyId, companyId), eq(column.Origin, origin)))
    .limit(1);
  return row !== undefined;
};

/** Whether any company lists the origin: a preflight cannot say which company it is for. */
export const anyCompanyListsOrigin = async (db: Database, origin: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: column.id })
    .from(widgetOriginsTable)
    .where(eq(column.Origin, origin))
    .limit(1);
  return row !== undefined;
};

/** The origins each company lists, as the HTTP and real-time layers ask for them. */
export const widgetOriginPolicy: OriginPolicy = { companyListsOrigin, anyCompanyListsOrigin };
