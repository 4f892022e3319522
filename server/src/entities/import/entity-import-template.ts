import type { EntityDeclaration, FieldDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { importFields } from '@backoffice/shared/entities/entity-import';
import { entityNamed } from '@backoffice/shared/entities/entity-registry';
import { stringify } from 'csv-stringify/sync';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { entityColumn, entityTable } from '../entity-table.js';
import { guardedCell } from './entity-import-columns.js';

const clamp = (value: number, field: { min: number; max: number }): number =>
  Math.min(field.max, Math.max(field.min, value));

/** A value that passes the field's schema and shows how a cell is written. */
const exampleOf = (entity: EntityDeclaration, name: string, field: FieldDeclaration, now: Date): string => {
  switch (field.kind) {
    case 'text':
    case 'longText':
      // A number of a fixed length (a PAN): that many digits, counting up from 1.
      if (field.kind === 'text' && field.digits)
        return '123456789'.padEnd(field.digits, '0').slice(0, field.digits);
      return (name === entity.displayField ? `Example ${entity.singular.toLowerCase()}` : 'Example').slice(
        0,
        field.max,
      );
    case 'email':
      return 'name@example.com';
    case 'phone':
      return '9801234567';
    case 'url':
      return 'https://example.com';
    case 'origin':
      return 'https://bank.example.com';
    case 'path':
      return '/core/notifications';
    case 'integer':
      return String(clamp(10, field));
    case 'money':
      return clamp(1000, field).toFixed(2);
    case 'decimal':
      return clamp(0, field).toFixed(field.scale);
    case 'boolean':
      return field.default ? 'Yes' : 'No';
    case 'enum':
      return (
        (field.options.find((option) => option.value === field.default) ?? field.options[0])?.label ?? ''
      );
    case 'date':
      return now.toISOString().slice(0, 10);
    case 'datetime':
      return now.toISOString();
    case 'reference':
    case 'password':
    case 'file':
      return '';
  }
};

/** A reference's example is a real name from the company: the first in order, if there is one. */
const referenceExample = async (
  db: Database,
  companyId: number,
  field: FieldDeclaration,
): Promise<string> => {
  if (field.kind !== 'reference') return '';
  const target = entityNamed(field.entity);
  if (target.storage === 'custom') return '';
  const display = entityColumn(target, target.displayField);
  const [row] = await db
    .select({ name: display })
    .from(entityTable(target))
    .where(eq(entityColumn(target, 'companyId'), companyId))
    .orderBy(asc(display))
    .limit(1);
  return typeof row?.name === 'string' ? row.name : '';
};

/**
 * GET /{path}/importtemplate: the columns an import takes, under their labels, and one example row
 * to be written over. Like the export, with a byte-order mark so Excel reads it as UTF-8.
 */
export const importTemplateCsv = async (
  db: Database,
  entity: EntityDeclaration,
  companyId: number,
  now: Date,
): Promise<string> => {
  const fields = importFields(entity);
  const header = fields.map(([, field]) => field.label);
  const example: string[] = [];
  for (const [name, field] of fields) {
    const value =
      field.kind === 'reference'
        ? await referenceExample(db, companyId, field)
        : exampleOf(entity, name, field, now);
    example.push(guardedCell(value));
  }
  return `\uFEFF${stringify([header, example], { record_delimiter: 'windows' })}`;
};
