import { useId, useState } from 'react';
import { SalesListHead } from '../../sales/common/sales-list-head.tsx';
import { DateRangeFields } from '../../ui/fields/date-range-fields.tsx';
import { addressFilters } from '../../ui/list/address-filters.ts';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { recordIdFromAddress } from '../books/books-filter-fields.tsx';
import { generalLedgerQuery } from './general-ledger-page.tsx';
import { GeneralLedgerTable, type LedgerPageAt } from './general-ledger-table.tsx';
import { useCashBankLedgers } from './ledger-report-queries.ts';

const NO_SCOPE = { branchId: '', costCenterId: '' };

/**
 * The cash book and the bank books: the general ledger of a cash-in-hand ledger or of a bank
 * account's ledger, picked from those, the cash ledger of the settings first; its debits are the
 * receipts and its credits the payments.
 */
export const CashBankBookPage = () => {
  const id = useId();
  const ledgers = useCashBankLedgers();
  const [picked, setPicked] = useState(
    () => addressFilters({ LedgerId: recordIdFromAddress }).LedgerId ?? '',
  );
  const [range, setRange] = useState({ fromDate: '', toDate: '' });
  const [at, setAt] = useState<LedgerPageAt>({});
  const data = ledgers.data;
  const fallback = data?.DefaultLedgerId ?? data?.Ledgers[0]?.Id;
  const ledgerId = picked !== '' ? Number(picked) : fallback;
  const query = generalLedgerQuery(ledgerId, { ...range, ...NO_SCOPE }, at);
  const cash = data?.Ledgers.filter((ledger) => ledger.Book === 'cash') ?? [];
  const banks = data?.Ledgers.filter((ledger) => ledger.Book === 'bank') ?? [];

  return (
    <div className="bo-page bo-cash-bank-page">
      <SalesListHead title="Cash and Bank Books" />
      {ledgers.isError ? <QueryProblem query={ledgers} /> : null}
      <div className="bo-toolbar bo-entity-toolbar bo-ledger-filters">
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-book`}>Book</label>
          <select
            id={`${id}-book`}
            className="bo-input"
            value={ledgerId === undefined ? '' : String(ledgerId)}
            disabled={!data}
            onChange={(event) => {
              setPicked(event.currentTarget.value);
              setAt({});
            }}
          >
            {cash.length > 0 ? (
              <optgroup label="Cash">
                {cash.map((ledger) => (
                  <option key={ledger.Id} value={ledger.Id}>
                    {ledger.Name}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {banks.length > 0 ? (
              <optgroup label="Bank">
                {banks.map((ledger) => (
                  <option key={ledger.Id} value={ledger.Id}>
                    {ledger.Name}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        </div>
        <DateRangeFields
          legend="Period"
          range={range}
          onChange={(change) => {
            setRange(change);
            setAt({});
          }}
        />
      </div>
      <GeneralLedgerTable
        query={query}
        onPage={setAt}
        emptyText={data ? 'No cash or bank ledgers yet.' : 'Loading the books…'}
      />
    </div>
  );
};
