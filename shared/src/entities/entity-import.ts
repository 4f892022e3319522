import { z } from 'zod';
import { type EntityDeclaration, editableFields, type FieldDeclaration } from './entity-declaration.js';

/** A CSV import's limits: a file a browser uploads in seconds and the server checks in one request. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5_000;

/** The multipart part that carries the CSV. */
export const IMPORT_FILE_PART = 'File';

/** The Field of a problem with a whole row (more cells than the header has columns). */
export const WHOLE_ROW = '(row)';

export const importRowErrorSchema = z.object({
  /** The data row: 1 is the first row under the header (line 2 of the spreadsheet). */
  Row: z.number().int(),
  /** The field name, or WHOLE_ROW. */
  Field: z.string(),
  Message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** The answer of POST /{path}/import, whether it saved or not. */
export const importReportSchema = z.object({
  /** Data rows in the file; wholly empty rows are not counted. */
  TotalRows: z.number().int(),
  ValidRows: z.number().int(),
  Saved: z.number().int(),
  Errors: z.array(importRowErrorSchema),
  /** Columns the export writes that an import leaves to the server (Created at, a state). */
  IgnoredColumns: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The fields a CSV row can fill: the editable ones, but files and secrets, which a cell cannot carry. */
export const importFields = (entity: EntityDeclaration): [string, FieldDeclaration][] =>
  editableFields(entity).filter(([, field]) => field.kind !== 'file' && field.kind !== 'password');
