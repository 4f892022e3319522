import type { EntityDeclaration, ReferenceField } from '@backoffice/shared/entities/entity-declaration';
import { entityNamed } from '@backoffice/shared/entities/entity-registry';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { entityColumn, entityTable } from '../entity-table.js';
import { cellText, quoted } from './entity-import-columns.js';

/** For each reference field, the caller's records by lower-case display name (a name may repeat). */
export type ReferenceNames = ReadonlyMap<string, ReadonlyMap<string, readonly number[]>>;

/**
 * Whether a target's display field is a column of its declared table. A custom-storage target
 * (users) may keep it elsewhere; its references are taken by id only.
 */
const namedByColumn = (target: EntityDeclaration): boolean => target.storage !== 'custom';

/**
 * The records that the file's reference cells name, one query per reference column, always within
 * the caller's company: another company's "Lakeside" is no name here.
 */
export const loadReferenceNames = async (
  db: Database,
  entity: EntityDeclaration,
  companyId: number,
  cellsByField: ReadonlyMap<string, readonly string[]>,
): Promise<ReferenceNames> => {
  const names = new Map<string, Map<string, number[]>>();
  for (const [name, cells] of cellsByField) {
    const field = entity.fields[name];
    const byName = new Map<string, number[]>();
    names.set(name, byName);
    if (field?.kind !== 'reference') continue;
    const target = entityNamed(field.entity);
    const wanted = [...new Set(cells.map((cell) => cellText(cell).trim().toLowerCase()))].filter(Boolean);
    if (wanted.length === 0 || !namedByColumn(target)) continue;
    const display = sql<string>`lower(${entityColumn(target, target.displayField)})`;
    const rows = await db
      .select({ id: entityColumn(target, 'id'), name: display })
      .from(entityTable(target))
      .where(and(eq(entityColumn(target, 'companyId'), companyId), inArray(display, wanted)) as SQL);
    for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), Number(row.id)]);
  }
  return names;
};

export type Resolved = { value: unknown } | { error: string };

/**
 * A reference cell: the display name of exactly one record, else a number taken as the id (the
 * save's reference check then confirms it is the company's), else an error that names the cell.
 */
export const resolveReference = (
  field: ReferenceField,
  byName: ReadonlyMap<string, readonly number[]> | undefined,
  cell: string,
): Resolved => {
  const text = cellText(cell).trim();
  if (text === '') return { value: undefined };
  const ids = byName?.get(text.toLowerCase()) ?? [];
  if (ids.length === 1) return { value: ids[0] };
  if (ids.length > 1) {
    return { error: `${field.label} ${quoted(text)} names ${ids.length} records; write its id instead` };
  }
  if (/^\d+$/.test(text)) return { value: text };
  return { error: `${field.label} ${quoted(text)} was not found` };
};
