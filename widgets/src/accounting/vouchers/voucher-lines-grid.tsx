import { VOUCHER_SIDES, type VoucherSide } from '@backoffice/shared/accounting/voucher';
import { Trash2 } from 'lucide-react';
import { ReferenceSelect } from '../../entities/form/reference-select.tsx';
import { paisaOfText } from '../../sales/collections/collection-form-values.ts';
import { describedBy } from '../../ui/fields/field-frame.tsx';
import { LedgerPicker } from './ledger-picker.tsx';
import {
  amountText,
  type LineField,
  lineErrorKey,
  lineTotals,
  type VoucherLineValues,
} from './voucher-entry-values.ts';
import { booksAmount } from './voucher-format.ts';

interface VoucherLinesGridProps {
  lines: readonly VoucherLineValues[];
  errors: Readonly<Record<string, string>>;
  idPrefix: string;
  /** A change to one line, and the field whose message it answers. */
  onLine: (key: number, change: Partial<VoucherLineValues>, field: LineField) => void;
  onRemove: (key: number) => void;
  /** A ledger picked with Enter: focus moves on from `from`. */
  onPicked: (from: string) => void;
}

const ErrorText = ({ id, error }: { id: string; error: string | undefined }) =>
  error ? (
    <p id={`${id}-error`} className="bo-field-error">
      {error}
    </p>
  ) : null;

/**
 * The lines of a voucher, one row each (a card each on a phone: vouchers.css): Dr/Cr, ledger,
 * amount, cost center, bill ref, narration. Each control carries its own name with the line's
 * number, so nothing depends on the column heads; data-label is the caption a phone shows instead.
 * Every cell a keyboard walks carries data-nav and its field's wire name (data-field), so the form
 * moves Enter along them and knows which line and field a key was pressed in.
 */
export const VoucherLinesGrid = ({
  lines,
  errors,
  idPrefix,
  onLine,
  onRemove,
  onPicked,
}: VoucherLinesGridProps) => {
  const totals = lineTotals(lines);
  return (
    <div className="bo-table-wrap">
      <table className="bo-table bo-voucher-lines">
        <thead>
          <tr>
            <th scope="col">Dr/Cr</th>
            <th scope="col">Ledger</th>
            <th scope="col" className="bo-cell-number">
              Amount (Rs)
            </th>
            <th scope="col">Cost center</th>
            <th scope="col">Bill ref</th>
            <th scope="col">Line narration</th>
            <th scope="col">
              <span className="bo-sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const no = index + 1;
            const cell = (field: LineField) => `${idPrefix}-line-${line.key}-${field}`;
            const error = (field: LineField) => errors[lineErrorKey(line.key, field)];
            const aria = (field: LineField) => ({
              'aria-invalid': error(field) ? true : undefined,
              'aria-describedby': describedBy(cell(field), undefined, error(field)),
            });
            const textCell = (
              lineField: 'BillRef' | 'Narration',
              key: 'billRef' | 'narration',
              caption: string,
              label: string,
              max: number,
            ) => (
              <td data-nav data-field={lineField} data-label={caption}>
                <input
                  id={cell(lineField)}
                  className="bo-input"
                  autoComplete="off"
                  maxLength={max}
                  aria-label={label}
                  value={line[key]}
                  {...aria(lineField)}
                  onChange={(event) => onLine(line.key, { [key]: event.currentTarget.value }, lineField)}
                />
                <ErrorText id={cell(lineField)} error={error(lineField)} />
              </td>
            );
            return (
              <tr key={line.key} data-line={line.key}>
                <td data-nav data-field="Side" data-label="Dr/Cr">
                  <select
                    id={cell('Side')}
                    className="bo-input bo-voucher-side"
                    aria-label={`Dr or Cr, line ${no}`}
                    value={line.side}
                    {...aria('Side')}
                    onChange={(event) =>
                      onLine(line.key, { side: event.currentTarget.value as VoucherSide }, 'Side')
                    }
                    onKeyDown={(event) => {
                      // Tally's way: D or C sets the side.
                      const side = { d: 'Dr', c: 'Cr' }[event.key.toLowerCase()] as VoucherSide | undefined;
                      if (side && !event.ctrlKey && !event.altKey && !event.metaKey) {
                        event.preventDefault();
                        onLine(line.key, { side }, 'Side');
                      }
                    }}
                  >
                    {VOUCHER_SIDES.map((side) => (
                      <option key={side} value={side}>
                        {side}
                      </option>
                    ))}
                  </select>
                </td>
                <td data-nav data-field="LedgerId" data-label="Ledger" className="bo-voucher-ledger-cell">
                  <LedgerPicker
                    id={cell('LedgerId')}
                    label={`Ledger, line ${no}`}
                    value={line.ledger}
                    invalid={Boolean(error('LedgerId'))}
                    describedBy={error('LedgerId') ? `${cell('LedgerId')}-error` : undefined}
                    onChange={(ledger) => onLine(line.key, { ledger }, 'LedgerId')}
                    onPicked={() => onPicked(cell('LedgerId'))}
                  />
                  <ErrorText id={cell('LedgerId')} error={error('LedgerId')} />
                </td>
                <td data-nav data-field="Amount" data-label="Amount (Rs)">
                  <input
                    id={cell('Amount')}
                    className="bo-input bo-cell-number"
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={`Amount, line ${no}`}
                    value={line.amount}
                    {...aria('Amount')}
                    onChange={(event) => onLine(line.key, { amount: event.currentTarget.value }, 'Amount')}
                    onBlur={() => {
                      // Rupees with two decimals, as the books show them: 1000 reads 1000.00.
                      const paisa = paisaOfText(line.amount);
                      if (paisa !== null && amountText(paisa) !== line.amount) {
                        onLine(line.key, { amount: amountText(paisa) }, 'Amount');
                      }
                    }}
                  />
                  <ErrorText id={cell('Amount')} error={error('Amount')} />
                </td>
                <td data-nav data-field="CostCenterId" data-label="Cost center">
                  {/* The select takes its name from a label, not from the column head a phone hides. */}
                  <label htmlFor={cell('CostCenterId')} className="bo-sr-only">
                    Cost center, line {no}
                  </label>
                  <ReferenceSelect
                    id={cell('CostCenterId')}
                    label={`Cost center, line ${no}`}
                    apiPath="costcenter"
                    value={line.costCenter}
                    invalid={Boolean(error('CostCenterId'))}
                    describedBy={describedBy(cell('CostCenterId'), undefined, error('CostCenterId'))}
                    onChange={(costCenter) => onLine(line.key, { costCenter }, 'CostCenterId')}
                  />
                  <ErrorText id={cell('CostCenterId')} error={error('CostCenterId')} />
                </td>
                {textCell('BillRef', 'billRef', 'Bill ref', `Bill ref, line ${no}`, 100)}
                {textCell('Narration', 'narration', 'Narration', `Narration, line ${no}`, 500)}
                <td>
                  <button
                    type="button"
                    className="bo-icon-btn"
                    aria-label={`Remove line ${no}`}
                    title="Remove line (Alt+Delete)"
                    onClick={() => onRemove(line.key)}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="bo-voucher-totals" aria-label="Voucher totals" aria-live="polite">
        <div>
          <dt>Debit</dt>
          <dd>{booksAmount(totals.debit / 100)}</dd>
        </div>
        <div>
          <dt>Credit</dt>
          <dd>{booksAmount(totals.credit / 100)}</dd>
        </div>
        <div data-balanced={totals.difference === 0}>
          <dt>Difference</dt>
          <dd>{booksAmount(totals.difference / 100)}</dd>
        </div>
      </dl>
    </div>
  );
};
