import { optionalOneOf } from '../form-fields.js';

/** The files a list exports: CSV, or an Excel workbook. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The most rows one export holds. */
export const EXPORT_ROW_LIMIT = 100_000;

export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `format` of an export route: csv unless the caller asks for xlsx. */
export const exportFormatShape = {
  format: optionalOneOf(EXPORT_FORMATS, `format must be one of: ${EXPORT_FORMATS.join(', ')}`).transform(
    (value): ExportFormat => value ?? 'csv',
  ),
};

/** What an export route's summary says of its file. */
export const exportFileText = (what: string): string =>
  `${what}, as CSV (format=csv, the default) or an Excel workbook (format=xlsx); at most ${EXPORT_ROW_LIMIT.toLocaleString('en')} rows.`;
