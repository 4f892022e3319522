import { useState } from 'react';
import { ReferenceSelect } from '../../entities/form/reference-select.tsx';
import { type DateRange, DateRangeFields } from '../../ui/fields/date-range-fields.tsx';
import type { AddressReader } from '../../ui/list/address-filters.ts';
import { useLedgerName } from '../vouchers/voucher-queries.ts';

/** A record's id in the address (?LedgerId=12), kept as text; anything else is not read. */
export const recordIdFromAddress: AddressReader<string> = (value) =>
  /^[1-9]\d{0,9}$/.test(value) ? value : undefined;

/** An id kept as text, or undefined for ''. */
export const idOfText = (text: string): number | undefined => (text === '' ? undefined : Number(text));

/** What the fields show: a status, a ledger's id as text, a range of days ('' each when not set). */
export interface BooksFilterValues<S extends string> extends DateRange {
  status: S | '';
  ledgerId: string;
}

interface BooksFilterFieldsProps<S extends string> {
  /** The page's useId(), which the fields' ids start with. */
  id: string;
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  /** 'Ledger' in the day book, 'Bank' in the cheque register. */
  ledgerLabel: string;
  dateLegend: string;
  value: BooksFilterValues<S>;
  onChange: (change: Partial<BooksFilterValues<S>>) => void;
}

/**
 * The books' list filters after the search: a status, a ledger (named from the address's id until
 * one is picked) and a range of dates.
 */
export const BooksFilterFields = <S extends string>({
  id,
  statuses,
  statusLabel,
  ledgerLabel,
  dateLegend,
  value,
  onChange,
}: BooksFilterFieldsProps<S>) => {
  const [ledgerName, setLedgerName] = useState('');
  const addressLedger = useLedgerName(ledgerName === '' ? idOfText(value.ledgerId) : undefined);
  return (
    <>
      <div className="bo-field bo-filter">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          className="bo-input"
          value={value.status}
          onChange={(event) => onChange({ status: event.currentTarget.value as S | '' })}
        >
          <option value="">Any status</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="bo-field bo-filter">
        <label htmlFor={`${id}-ledger`}>{ledgerLabel}</label>
        <ReferenceSelect
          id={`${id}-ledger`}
          label={ledgerLabel}
          apiPath="ledger"
          value={{ id: value.ledgerId, name: ledgerName || (addressLedger.data ?? '') }}
          onChange={(ledger) => {
            setLedgerName(ledger.name);
            onChange({ ledgerId: ledger.id });
          }}
        />
      </div>
      <DateRangeFields
        legend={dateLegend}
        range={value}
        onChange={({ fromDate, toDate }) => onChange({ fromDate, toDate })}
      />
    </>
  );
};

/** Says what the address narrowed a list to, with the button that shows the whole list again. */
export const NarrowedNote = ({
  text,
  clearLabel,
  onClear,
}: {
  text: string;
  clearLabel: string;
  onClear: () => void;
}) => (
  <p className="bo-filter-note">
    {text}{' '}
    <button type="button" className="bo-link-btn" onClick={onClear}>
      {clearLabel}
    </button>
  </p>
);
