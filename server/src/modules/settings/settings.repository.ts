import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { applicationSettings } from '../../db/schema/index.js';

export const readSetting = async (db: Database, companyId: number, key: string) => {
  const [row] = await db
    .select()
    .from(applicationSettings)
    .where(and(eq(applicationSettings.companyId, companyId), eq(applicationSettings.key, key)));
  return row ?? null;
};

/** Settings are strings; the spec's flags are on only when the value is exactly 'true'. */
export const isSettingOn = async (db: Database, companyId: number, key: string): Promise<boolean> =>
  (await readSetting(db, companyId, key))?.value.trim().toLowerCase() === 'true';

export const writeSetting = async (
  db: Database,
  companyId: number,
  key: string,
  value: string,
  now: Date,
  isPublic?: boolean,
): Promise<number> => {
  const [row] = await db
    .insert(applicationSettings)
    .values({ companyId, key, value, updatedAt: now, isPublic: isPublic ?? false })
    .onConflictDoUpdate({
      target: [applicationSettings.companyId, applicationSettings.key],
      set: { value, updatedAt: now, ...(isPublic === undefined ? {} : { isPublic }) },
    })
    .returning({ id: applicationSettings.id });
  if (!row) throw new Error(`The setting ${key} was not written`);
  return row.id;
};

/** Removes a company's value of a key, so whatever reads it falls back to its default. */
export const removeSetting = async (db: Database, companyId: number, key: string): Promise<boolean> => {
  const removed = await db
    .delete(applicationSettings)
    .where(and(eq(applicationSettings.companyId, companyId), eq(applicationSettings.key, key)))
    .returning({ id: applicationSettings.id });
  return removed.length > 0;
};
