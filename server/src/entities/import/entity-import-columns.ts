import {
  type EntityDeclaration,
  type FieldDeclaration,
  pluralOf,
  visibleFields,
} from '@backoffice/shared/entities/entity-declaration';
import { IMPORT_FILE_PART, importFields } from '@backoffice/shared/entities/entity-import';
import type { FieldError } from '@backoffice/shared/envelope';
import { badRequest } from '../../http/api-error.js';

/** The export's own stamps: the server sets them, so an import passes over them. */
const STAMP_COLUMNS = new Set(['created at', 'created by']);

const keyOf = (text: string): string => text.trim().toLowerCase();

/** A cell's text in a message, short enough to read. */
export const quoted = (text: string): string =>
  `"${text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text}"`;

/** The columns of an import file, by position. */
export interface ImportColumns {
  /** The field each cell fills, or null for a column the import passes over. */
  fields: (string | null)[];
  /** Columns of the export that an import leaves to the server, as the header writes them. */
  ignored: string[];
}

/** A field a file may leave out: it is optional, or takes its declared default. */
const hasDefault = (field: FieldDeclaration): boolean =>
  (field.kind === 'enum' && field.default !== undefined) || field.kind === 'boolean';

const fileError = (message: string): FieldError => ({ Field: IMPORT_FILE_PART, Message: message });

const refuseColumns = (problems: FieldError[]): never => {
  const [first] = problems;
  const message =
    problems.length === 1 && first
      ? first.Message
      : `The columns of the file do not fit: ${problems.map((problem) => problem.Message).join('; ')}.`;
  throw badRequest(message.endsWith('.') ? message : `${message}.`, problems);
};

/**
 * Which field each header cell names: a field's label (as the export and the template write it) or
 * its name, without regard to case. Unknown, repeated and missing required columns refuse the file,
 * all of them named, before any row is read.
 */
export const mapColumns = (
  entity: EntityDeclaration,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): ImportColumns => {
  const importable = importFields(entity);
  const byName = new Map(importable.map(([name]) => [name.toLowerCase(), name]));
  const byLabel = new Map<string, string[]>();
  for (const [name, field] of importable) {
    const key = keyOf(field.label);
    byLabel.set(key, [...(byLabel.get(key) ?? []), name]);
  }
  const serverSet = new Set(
    visibleFields(entity)
      .filter(([, field]) => field.access === 'readOnly')
      .flatMap(([name, field]) => [name.toLowerCase(), keyOf(field.label)]),
  );
  const problems: FieldError[] = [];
  const fields: (string | null)[] = [];
  const ignored: string[] = [];
  const taken = new Map<string, string>();
  header.forEach((cell, index) => {
    const key = keyOf(cell);
    const named = byName.get(key) ?? byLabel.get(key);
    fields.push(null);
    if (key === '') {
      // Spreadsheets add empty columns at the right; one with values in it is a mistake.
      if (rows.some((row) => (row[index] ?? '').trim() !== '')) {
        problems.push(fileError(`Column ${index + 1} has values but no name in the header`));
      }
    } else if (key === 'id') {
      problems.push(fileError(`An import adds new ${pluralOf(entity).toLowerCase()}; remove the Id column`));
    } else if (Array.isArray(named) && named.length > 1) {
      problems.push(fileError(`Column ${quoted(cell.trim())} could be ${named.join(' or ')}; use the name`));
    } else if (named !== undefined) {
      const name = typeof named === 'string' ? named : (named[0] ?? '');
      const earlier = taken.get(name);
      if (earlier !== undefined) {
        problems.push(fileError(`Columns ${quoted(earlier)} and ${quoted(cell.trim())} are the same field`));
      } else {
        taken.set(name, cell.trim());
        fields[index] = name;
      }
    } else if (STAMP_COLUMNS.has(key) || serverSet.has(key)) {
      ignored.push(cell.trim());
    } else {
      problems.push(fileError(`Unknown column ${quoted(cell.trim())}`));
    }
  });
  for (const [name, field] of importable) {
    if (field.required && !hasDefault(field) && !taken.has(name)) {
      problems.push(fileError(`Missing column ${quoted(field.label)}`));
    }
  }
  if (problems.length > 0) refuseColumns(problems);
  return { fields, ignored };
};

/** Cells the export guarded against running as formulas (='=SUM' and '+977…) read as written. */
const FORMULA_GUARD = /^'[=+\-@\t\r]/;
export const cellText = (cell: string): string => (FORMULA_GUARD.test(cell) ? cell.slice(1) : cell);

/** The same guard for what the server writes into a file (a name from the database in the template). */
export const guardedCell = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** The value a field takes from an empty cell or a missing column: its declared default, if any. */
export const defaultOf = (field: FieldDeclaration): unknown =>
  field.kind === 'enum' || field.kind === 'boolean' ? field.default : undefined;

/**
 * A cell as a form would send the value: an option's label becomes its value; booleans, numbers,
 * dates and text go to the record schema as written. References are resolved by name elsewhere.
 */
export const cellInput = (field: FieldDeclaration, cell: string): unknown => {
  const text = cellText(cell);
  if (text.trim() === '') return defaultOf(field);
  if (field.kind !== 'enum') return text;
  const key = keyOf(text);
  const option = field.options.find(
    (candidate) => candidate.value.toLowerCase() === key || candidate.label.toLowerCase() === key,
  );
  return option ? option.value : text;
};
