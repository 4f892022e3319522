import {
  STATEMENT_DATE_FORMATS,
  type StatementDateFormat,
  type StatementMapping,
} from '@backoffice/shared/accounting/bank-reconciliation.contract';

type ColumnField = Exclude<keyof StatementMapping, 'DateFormat' | 'SkipRows'>;

const COLUMN_FIELDS: ReadonlyArray<{ field: ColumnField; label: string; required?: boolean }> = [
  { field: 'DateColumn', label: 'Date', required: true },
  { field: 'DescriptionColumn', label: 'Description' },
  { field: 'ReferenceColumn', label: 'Cheque / reference' },
  { field: 'WithdrawalColumn', label: 'Withdrawal' },
  { field: 'DepositColumn', label: 'Deposit' },
  { field: 'AmountColumn', label: 'Signed amount (instead of withdrawal and deposit)' },
  { field: 'BalanceColumn', label: 'Balance' },
];

const DATE_FORMAT_LABELS: Readonly<Record<StatementDateFormat, string>> = {
  'YYYY-MM-DD': '2026-11-27 (year-month-day, AD)',
  'DD/MM/YYYY': '27/11/2026 (day/month/year)',
  'MM/DD/YYYY': '11/27/2026 (month/day/year)',
  'DD-MMM-YYYY': '27-Nov-2026',
  'BS YYYY-MM-DD': '2083-08-11 (year-month-day, BS)',
};

/** The mapping as the import routes take it: column numbers as text, unmapped columns left out. */
export const mappingFields = (mapping: StatementMapping): Record<string, string> =>
  Object.fromEntries(
    Object.entries(mapping)
      .filter(([, value]) => value !== null)
      .map(([key, value]) => [key, String(value)]),
  );

/** A column is known by its place in the file (1 for the first): its number, then its heading. */
const numbered = (columns: readonly string[]) => columns.map((name, index) => ({ number: index + 1, name }));

interface MappingEditorProps {
  id: string;
  columns: readonly string[];
  mapping: StatementMapping;
  onChange: (mapping: StatementMapping) => void;
  disabled?: boolean;
}

/** Which column of the file holds what, how its dates are written, and how many rows sit above the lines. */
export const StatementMappingEditor = ({ id, columns, mapping, onChange, disabled }: MappingEditorProps) => (
  <fieldset className="bo-recon-mapping" disabled={disabled}>
    <legend>Column mapping</legend>
    {COLUMN_FIELDS.map(({ field, label, required }) => (
      <div key={field} className="bo-field">
        <label htmlFor={`${id}-${field}`}>{label}</label>
        <select
          id={`${id}-${field}`}
          className="bo-input"
          value={mapping[field] ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({
              ...mapping,
              [field]: value === '' ? (required ? mapping[field] : null) : Number(value),
            });
          }}
        >
          {required ? null : <option value="">Not in the file</option>}
          {numbered(columns).map((column) => (
            <option key={column.number} value={column.number}>
              {column.number}. {column.name}
            </option>
          ))}
        </select>
      </div>
    ))}
    <div className="bo-field">
      <label htmlFor={`${id}-DateFormat`}>Dates written as</label>
      <select
        id={`${id}-DateFormat`}
        className="bo-input"
        value={mapping.DateFormat}
        onChange={(event) =>
          onChange({ ...mapping, DateFormat: event.currentTarget.value as StatementDateFormat })
        }
      >
        {STATEMENT_DATE_FORMATS.map((format) => (
          <option key={format} value={format}>
            {DATE_FORMAT_LABELS[format]}
          </option>
        ))}
      </select>
    </div>
    <div className="bo-field">
      <label htmlFor={`${id}-SkipRows`}>Rows above the lines (titles and headings)</label>
      <input
        id={`${id}-SkipRows`}
        className="bo-input"
        type="number"
        min={0}
        max={50}
        value={mapping.SkipRows}
        onChange={(event) => {
          const rows = Number(event.currentTarget.value);
          if (Number.isInteger(rows) && rows >= 0 && rows <= 50) onChange({ ...mapping, SkipRows: rows });
        }}
      />
    </div>
  </fieldset>
);
