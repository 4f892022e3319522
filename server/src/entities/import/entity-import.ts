import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import {
  type EntityDeclaration,
  editableFields,
  pluralOf,
} from '@backoffice/shared/entities/entity-declaration';
import {
  IMPORT_FILE_PART,
  IMPORT_MAX_ROWS,
  type ImportReport,
  type ImportRowError,
  importFields,
  WHOLE_ROW,
} from '@backoffice/shared/entities/entity-import';
import { recordSchema } from '@backoffice/shared/entities/entity-schemas';
import type { FieldError } from '@backoffice/shared/envelope';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../http/api-error.js';
import { implementRoute, type MountableRoute, type UploadedFile } from '../../http/define-route.js';
import { toFieldErrors } from '../../http/parse-input.js';
import type { UserContext } from '../../http/request-context.js';
import { hooksOf } from '../entity-hooks.js';
import { officeOnlyProblems } from '../entity-owner.js';
import { recordRuleProblems } from '../entity-record-rules.js';
import { columnValues, insertRecords, translateWriteError } from '../entity-repository.js';
import { cellInput, defaultOf, mapColumns, quoted } from './entity-import-columns.js';
import { csvTextOf, isBlankRecord, parseCsv } from './entity-import-csv.js';
import { loadReferenceNames, type ReferenceNames, resolveReference } from './entity-import-references.js';
import { importTemplateCsv } from './entity-import-template.js';

interface DataRow {
  /** 1 is the first row under the header. */
  row: number;
  cells: readonly string[];
}

type CheckedRow =
  | { row: number; values: Record<string, unknown> }
  | { row: number; errors: ImportRowError[] };

const count = (value: number): string => value.toLocaleString('en');
const rowCount = (value: number): string => `${count(value)} ${value === 1 ? 'row' : 'rows'}`;

/** The file's rows with any text, numbered by their place in the file (an empty row keeps its number). */
const dataRowsOf = (file: UploadedFile): { header: readonly string[]; data: DataRow[] } => {
  const [header, ...records] = parseCsv(csvTextOf(file));
  if (!header || isBlankRecord(header)) {
    throw badRequest('The file is empty. Start from the template: its first row names the columns.');
  }
  const data = records
    .map((cells, index) => ({ row: index + 1, cells }))
    .filter((record) => !isBlankRecord(record.cells));
  if (data.length === 0) throw badRequest('The file has a header row but no rows of data.');
  if (data.length > IMPORT_MAX_ROWS) {
    throw badRequest(
      `The file has ${rowCount(data.length)}; an import takes at most ${count(IMPORT_MAX_ROWS)}. Split it into smaller files.`,
    );
  }
  return { header, data };
};

/** One row's values as a form would send them, and the cells that could not become one. */
const rowInput = (
  entity: EntityDeclaration,
  fields: readonly (string | null)[],
  names: ReferenceNames,
  cells: readonly string[],
): { input: Record<string, unknown>; errors: FieldError[] } => {
  const input: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [name, field] of importFields(entity)) input[name] = defaultOf(field);
  if (cells.slice(fields.length).some((cell) => cell.trim() !== '')) {
    errors.push({ Field: WHOLE_ROW, Message: 'The row has more cells than the header has columns' });
  }
  cells.slice(0, fields.length).forEach((cell, index) => {
    const name = fields[index];
    const field = name ? entity.fields[name] : undefined;
    if (!name || !field) return;
    if (field.kind !== 'reference') {
      input[name] = cellInput(field, cell);
      return;
    }
    const resolved = resolveReference(field, names.get(name), cell);
    if ('error' in resolved) errors.push({ Field: name, Message: resolved.error });
    else input[name] = resolved.value;
  });
  return { input, errors };
};

/** One row through the record schema; a reference cell that named no record has its message already. */
const parseRow = (
  entity: EntityDeclaration,
  fields: readonly (string | null)[],
  names: ReferenceNames,
  cells: readonly string[],
  schema: ReturnType<typeof recordSchema>,
): { values?: Record<string, unknown>; input: Record<string, unknown>; errors: FieldError[] } => {
  const { input, errors } = rowInput(entity, fields, names, cells);
  const unresolved = new Set(errors.map((error) => error.Field));
  const parsed = schema.safeParse(input);
  if (parsed.success) return { values: parsed.data as Record<string, unknown>, input, errors };
  errors.push(...toFieldErrors(parsed.error).filter((error) => !unresolved.has(error.Field)));
  return { input, errors };
};

/**
 * Every row through the save's own checks: the record schema, then, for the rows it passes, the
 * references, unique values and rules of recordRuleProblems, asked for all those rows at once. A
 * unique value also may not repeat within the file: the later row is the one reported.
 */
const checkRows = async (
  ctx: UserContext,
  entity: EntityDeclaration,
  fields: readonly (string | null)[],
  names: ReferenceNames,
  data: readonly DataRow[],
): Promise<CheckedRow[]> => {
  const schema = recordSchema(entity, 'create');
  const uniqueFields = importFields(entity).filter(([, field]) => field.unique);
  const firstRowOf = new Map(uniqueFields.map(([name]) => [name, new Map<string, number>()]));
  const parsedRows = data.map(({ row, cells }) => {
    const { values, input, errors } = parseRow(entity, fields, names, cells, schema);
    // A field user may import, as they may save, only what is not the office's to fill in.
    errors.push(...officeOnlyProblems(ctx, entity, input));
    for (const [name, field] of uniqueFields) {
      const value = input[name];
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      const key = String(value).trim().toLowerCase();
      if (key === '' || errors.some((error) => error.Field === name)) continue;
      const first = firstRowOf.get(name)?.get(key);
      if (first === undefined) firstRowOf.get(name)?.set(key, row);
      else
        errors.push({
          Field: name,
          Message: `${field.label} ${quoted(String(value).trim())} is also in row ${first}`,
        });
    }
    return { row, values: errors.length === 0 ? values : undefined, errors };
  });
  const passed = parsedRows.flatMap((row) => (row.values ? [row.values] : []));
  const problems = await recordRuleProblems(ctx, entity, passed, undefined);
  // A row's errors read left to right, in the order of the form (and the template's columns).
  const order = [WHOLE_ROW, ...importFields(entity).map(([name]) => name)];
  const place = (error: FieldError) => order.indexOf(error.Field);
  let next = 0;
  return parsedRows.map(({ row, values, errors }): CheckedRow => {
    if (values) {
      const found = problems[next++];
      errors.push(...(found ? [...found.references, ...found.unique, ...found.rules] : []));
      if (errors.length === 0) return { row, values };
    }
    const sorted = errors.toSorted((a, b) => place(a) - place(b));
    return { row, errors: sorted.map((error) => ({ Row: row, ...error })) };
  });
};

/** All rows or none: one transaction, each record audited as a save audits it. */
const saveRows = async (
  ctx: UserContext,
  entity: EntityDeclaration,
  rowsToSave: readonly Record<string, unknown>[],
): Promise<void> => {
  const { beforeCreate } = hooksOf(entity);
  const prepared: Record<string, unknown>[] = [];
  for (const values of rowsToSave) {
    const columns = await columnValues(entity, values);
    prepared.push(beforeCreate ? (await beforeCreate(ctx, columns)).values : columns);
  }
  try {
    await ctx.deps.db.transaction(async (tx) => {
      await insertRecords(tx as Database, ctx, entity, prepared);
    });
  } catch (error) {
    translateWriteError(entity, error);
  }
};

const recordsWord = (entity: EntityDeclaration, value: number): string =>
  value === 1 ? entity.singular.toLowerCase() : pluralOf(entity).toLowerCase();

const reportMessage = (entity: EntityDeclaration, report: ImportReport, saveValid: boolean): string => {
  const failed = report.TotalRows - report.ValidRows;
  if (failed === 0) return `${count(report.Saved)} ${recordsWord(entity, report.Saved)} imported.`;
  if (saveValid && report.Saved > 0) {
    return `${count(report.Saved)} ${recordsWord(entity, report.Saved)} imported; ${rowCount(failed)} with errors skipped.`;
  }
  if (report.ValidRows === 0) {
    return `${failed === 1 ? 'The row has' : `All ${rowCount(failed)} have`} errors; nothing was saved.`;
  }
  return `${count(failed)} of ${rowCount(report.TotalRows)} ${failed === 1 ? 'has' : 'have'} errors; nothing was saved. Correct them and upload the file again, or save the ${rowCount(report.ValidRows)} without errors.`;
};

/**
 * A CSV of new records: every row checked before anything is saved. A file with any row in error
 * saves nothing unless `saveValid`, which saves the rows without errors and reports the others.
 */
export const importCsv = async (
  ctx: UserContext,
  entity: EntityDeclaration,
  file: UploadedFile,
  saveValid: boolean,
): Promise<{ report: ImportReport; message: string }> => {
  const { header, data } = dataRowsOf(file);
  const columns = mapColumns(
    entity,
    header,
    data.map((record) => record.cells),
  );
  const cellsByField = new Map<string, string[]>();
  columns.fields.forEach((name, index) => {
    if (name)
      cellsByField.set(
        name,
        data.map((record) => record.cells[index] ?? ''),
      );
  });
  const names = await loadReferenceNames(ctx.deps.db, entity, ctx.companyId, cellsByField);
  const checked = await checkRows(ctx, entity, columns.fields, names, data);
  const valid = checked.flatMap((row) => ('values' in row ? [row.values] : []));
  const errors = checked.flatMap((row) => ('errors' in row ? row.errors : []));
  const save = valid.length > 0 && (errors.length === 0 || saveValid);
  if (save) await saveRows(ctx, entity, valid);
  const report: ImportReport = {
    TotalRows: data.length,
    ValidRows: valid.length,
    Saved: save ? valid.length : 0,
    Errors: errors,
    IgnoredColumns: columns.ignored,
  };
  return { report, message: reportMessage(entity, report, saveValid) };
};

/** POST /{path}/import and GET /{path}/importtemplate of an entity declared `importable`. */
export const entityImportRoutes = (entity: EntityDeclaration): MountableRoute[] => {
  const unfillable = editableFields(entity).filter(
    ([, field]) => field.required && (field.kind === 'file' || field.kind === 'password'),
  );
  if (unfillable.length > 0) {
    throw new Error(`${entity.name} is importable, but a CSV row cannot fill ${unfillable[0]?.[0]}`);
  }
  const contracts = entityContracts(entity).import;
  if (!contracts) throw new Error(`${entity.name} is not declared importable`);
  return [
    implementRoute(contracts.upload, {
      handler: async (ctx, { query, body, files }) => {
        const file = files[IMPORT_FILE_PART];
        if (!file) {
          const message = 'Choose a CSV file to import.';
          throw badRequest(message, [{ Field: IMPORT_FILE_PART, Message: message }]);
        }
        const saveValid = query.saveValid === true || body.saveValid === true;
        const { report, message } = await importCsv(ctx, entity, file, saveValid);
        return { data: report, message };
      },
    }),
    implementRoute(contracts.template, {
      handler: async (ctx) => ({
        data: null,
        file: {
          contentType: 'text/csv; charset=utf-8',
          fileName: `${entity.apiPath}-import-template.csv`,
          body: await importTemplateCsv(ctx.deps.db, entity, ctx.companyId, ctx.now),
        },
      }),
    }),
  ];
};
