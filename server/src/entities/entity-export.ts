import { type EntityDeclaration, visibleFields } from '@backoffice/shared/entities/entity-declaration';
import { stringify } from 'csv-stringify/sync';
import type { EntityRecord } from './entity-values.js';

export { EXPORT_ROW_LIMIT } from '@backoffice/shared/entities/entity-contracts';

/**
 * A spreadsheet opens a cell that starts with = + - @ as a formula; a leading apostrophe keeps
 * an exported name from running as one.
 */
const safeCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

const displayValue = (entity: EntityDeclaration, name: string, record: EntityRecord): unknown => {
  const field = entity.fields[name];
  if (field?.kind === 'enum')
    return field.options.find((option) => option.value === record[name])?.label ?? record[name];
  if (field?.kind === 'reference') return record[`${name}Display`] ?? record[name];
  return record[name];
};

export const recordsToCsv = (entity: EntityDeclaration, records: EntityRecord[]): string => {
  const fields = visibleFields(entity).filter(([, field]) => field.kind !== 'file');
  const header = ['Id', ...fields.map(([, field]) => field.label), 'Created at', 'Created by'];
  const rows = records.map((record) => [
    String(record.Id),
    ...fields.map(([name]) => safeCell(displayValue(entity, name, record))),
    safeCell(record.CreatedAt),
    safeCell(record.CreatedByName),
  ]);
  // The byte-order mark makes Excel read the file as UTF-8 (Nepali names stay readable).
  return `\uFEFF${stringify([header, ...rows], { record_delimiter: 'windows' })}`;
};
