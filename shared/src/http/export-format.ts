import { optionalOneOf } from '../form-fields.js';

/** The files a list exports: CSV, an Excel workbook, or a PDF to print or send. */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The most rows one export holds. */
export const EXPORT_ROW_LIMIT = 100_000;

export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** `format` of an export route: csv unless the caller asks for xlsx or pdf. */
export const exportFormatShape = {
  format: optionalOneOf(EXPORT_FORMATS, `format must be one of: ${EXPORT_FORMATS.join(', ')}`).transform(
    (value): ExportFormat => value ?? 'csv',
  ),
};

/** What an export route's summary says of its file. */
export const exportFileText = (what: string): string =>
  `${what}, as CSV (format=csv, the default), an Excel workbook (format=xlsx) or a PDF (format=pdf, A4); at most ${EXPORT_ROW_LIMIT.toLocaleString('en')} rows.`;
