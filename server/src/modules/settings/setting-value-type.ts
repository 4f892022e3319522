import { APPLICATION_SETTING_KEY } from '@backoffice/shared/entities/administration/application-setting-key.entity';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { entityTable } from '../../entities/entity-table.js';
import { badRequest } from '../../http/api-error.js';

/** What Application Setting Keys says about a key, when it declares it. */
export interface DeclaredKey {
  valueType: string;
  isPublic: boolean;
  defaultValue: string | null;
}

export const declaredKey = async (
  db: Database,
  companyId: number,
  key: string,
): Promise<DeclaredKey | null> => {
  const column = entityTable(APPLICATION_SETTING_KEY);
  const [row] = await db
    .select({
      valueType: column.ValueType,
      isPublic: column.IsPublic,
      defaultValue: column.DefaultValue,
    })
    .from(entityTable(APPLICATION_SETTING_KEY))
    .where(and(eq(column.companyId, companyId), sql`lower(${column.Key}) = lower(${key})`))
    .limit(1);
  if (!row) return null;
  return {
    valueType: String(row.valueType),
    isPublic: row.isPublic === true,
    defaultValue: typeof row.defaultValue === 'string' ? row.defaultValue : null,
  };
};

const NUMBER = /^-?\d+(\.\d+)?$/;
const BOOLEAN = /^(true|false)$/i;

/**
 * The value as stored for its key's type, or a 400 on Value. Booleans are stored in lower case
 * because the sign-in turns a flag on only for exactly 'true'.
 */
export const valueForType = (key: string, valueType: string, value: string): string => {
  const refuse = (message: string) => badRequest(message, [{ Field: 'Value', Message: message }]);
  if (valueType === 'number' && !NUMBER.test(value)) {
    throw refuse(`Value must be a number for ${key}, such as 10 or 2.5`);
  }
  if (valueType === 'boolean') {
    if (!BOOLEAN.test(value)) throw refuse(`Value must be true or false for ${key}`);
    return value.toLowerCase();
  }
  return value;
};
