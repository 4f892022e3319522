import {
  DEFAULT_MATCH_WINDOW_DAYS,
  type StatementLine,
} from '@backoffice/shared/accounting/bank-reconciliation.contract';
import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link2, Unlink, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { actionFailed } from '../../sales/common/action-failed.ts';
import { given } from '../../sales/common/document-queries.ts';
import { type ListNouns, SalesListResults } from '../../sales/common/sales-list-results.tsx';
import { DateInput } from '../../ui/fields/date-input.tsx';
import { toast } from '../../ui/toast.store.ts';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { booksAmount, voucherNoText } from '../vouchers/voucher-format.ts';
import {
  type BookLineRow,
  bankReconciliationApi,
  refreshReconciliation,
  useBookLines,
  useStatementLines,
} from './bank-reconciliation-queries.ts';

const STATEMENT_NOUNS: ListNouns = {
  one: 'statement line',
  many: 'statement lines',
  loading: 'Loading statement lines',
  pages: 'Statement line pages',
};
const BOOK_NOUNS: ListNouns = {
  one: 'book line',
  many: 'book lines',
  loading: 'Loading the lines of the books',
  pages: 'Book line pages',
};

type MatchedFilter = 'unmatched' | 'matched' | '';

/** The orders the statement lines can be read in: by day either way, or largest amount first. */
const ORDERS = {
  'date-asc': { SortBy: 'Date', SortType: 'asc', label: 'Oldest first' },
  'date-desc': { SortBy: 'Date', SortType: 'desc', label: 'Newest first' },
  'amount-desc': { SortBy: 'Amount', SortType: 'desc', label: 'Largest amount first' },
} as const;
type Order = keyof typeof ORDERS;

interface MatchPanelProps {
  id: string;
  accountId: number;
  canChange: boolean;
}

/**
 * Statement lines beside the lines of the books not yet cleared (stacked on a phone): match them
 * automatically, or pick one of each and match them; undo a match; date a book line's clearance by
 * hand. Each book line lists the statement lines that could be its own.
 */
export const MatchPanel = ({ id, accountId, canChange }: MatchPanelProps) => {
  const queryClient = useQueryClient();
  const day = useCalendarDay();
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const [matched, setMatched] = useState<MatchedFilter>('unmatched');
  const [order, setOrder] = useState<Order>('date-asc');
  const [windowDays, setWindowDays] = useState(DEFAULT_MATCH_WINDOW_DAYS);
  const [statementPage, setStatementPage] = useState(1);
  const [bookPage, setBookPage] = useState(1);
  const [statementPick, setStatementPick] = useState<number | null>(null);
  const [bookPick, setBookPick] = useState<BookLineRow | null>(null);
  const [clearance, setClearance] = useState('');
  const [autoResult, setAutoResult] = useState<string | null>(null);

  const dates = { FromDate: given(fromDate), ToDate: given(toDate) };
  const statements = useStatementLines(
    {
      BankAccountId: accountId,
      Matched: given(matched),
      ...dates,
      SortBy: ORDERS[order].SortBy,
      SortType: ORDERS[order].SortType,
      pageNo: statementPage,
      pageSize: DEFAULT_PAGE_SIZE,
    },
    true,
  );
  const books = useBookLines(
    { BankAccountId: accountId, ...dates, pageNo: bookPage, pageSize: DEFAULT_PAGE_SIZE },
    true,
  );
  const refresh = () => refreshReconciliation(queryClient);
  const done = async (message: string) => {
    toast.success(message);
    setStatementPick(null);
    setBookPick(null);
    setClearance('');
    await refresh();
  };

  const auto = useMutation({
    mutationFn: (days: number) =>
      bankReconciliationApi.autoMatch({ body: { BankAccountId: accountId, WindowDays: days } }),
    onSuccess: async (answer) => {
      const text = `${answer.Matched} matched (${answer.ByCheque} by cheque number), ${answer.Unmatched} statement lines left unmatched.`;
      setAutoResult(text);
      await done(text);
    },
    onError: actionFailed(refresh),
  });
  const match = useMutation({
    mutationFn: ({
      statementLineId,
      line,
    }: {
      statementLineId: number;
      line: { VoucherId: number; LineNo: number };
    }) =>
      bankReconciliationApi.match({
        body: { StatementLineId: statementLineId, VoucherId: line.VoucherId, LineNo: line.LineNo },
      }),
    onSuccess: (answer) =>
      done(answer.ClearedCheque ? `Matched; cheque of receipt ${answer.ClearedCheque} cleared.` : 'Matched.'),
    onError: actionFailed(refresh),
  });
  const unmatch = useMutation({
    mutationFn: (line: StatementLine) =>
      bankReconciliationApi.unmatch({ body: { StatementLineId: line.Id } }),
    onSuccess: () => done('Match undone.'),
    onError: actionFailed(refresh),
  });
  const clear = useMutation({
    mutationFn: ({ line, date }: { line: BookLineRow; date: string }) =>
      bankReconciliationApi.clearance({
        body: {
          BankAccountId: accountId,
          VoucherId: line.VoucherId,
          LineNo: line.LineNo,
          ClearanceDate: date,
        },
      }),
    onSuccess: (answer) =>
      done(
        answer.ClearedCheque
          ? `Clearance date set; cheque of receipt ${answer.ClearedCheque} cleared.`
          : 'Clearance date set.',
      ),
    onError: actionFailed(refresh),
  });
  const busy = auto.isPending || match.isPending || unmatch.isPending || clear.isPending;

  return (
    <section aria-labelledby={`${id}-match-title`}>
      <h2 id={`${id}-match-title`} className="bo-section-title">
        Match the statement with the books
      </h2>
      <div className="bo-toolbar bo-entity-toolbar">
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-from`}>From</label>
          <DateInput
            id={`${id}-from`}
            value={fromDate}
            pickUntil={toDate || undefined}
            onChange={setFromDate}
          />
        </div>
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-to`}>To</label>
          <DateInput id={`${id}-to`} value={toDate} pickFrom={fromDate || undefined} onChange={setToDate} />
        </div>
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-matched`}>Statement lines</label>
          <select
            id={`${id}-matched`}
            className="bo-input"
            value={matched}
            onChange={(event) => {
              setMatched(event.currentTarget.value as MatchedFilter);
              setStatementPage(1);
            }}
          >
            <option value="unmatched">Unmatched</option>
            <option value="matched">Matched</option>
            <option value="">All</option>
          </select>
        </div>
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-order`}>Order</label>
          <select
            id={`${id}-order`}
            className="bo-input"
            value={order}
            onChange={(event) => {
              setOrder(event.currentTarget.value as Order);
              setStatementPage(1);
            }}
          >
            {Object.entries(ORDERS).map(([value, { label }]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {canChange ? (
          <>
            <div className="bo-field bo-filter">
              <label htmlFor={`${id}-window`}>Days apart at most</label>
              <input
                id={`${id}-window`}
                className="bo-input"
                type="number"
                min={0}
                max={90}
                value={windowDays}
                onChange={(event) => {
                  const days = Number(event.currentTarget.value);
                  if (Number.isInteger(days) && days >= 0 && days <= 90) setWindowDays(days);
                }}
              />
            </div>
            <button
              type="button"
              className="bo-btn bo-btn-primary"
              disabled={busy}
              onClick={() => auto.mutate(windowDays)}
            >
              <Wand2 size={18} aria-hidden="true" />
              {auto.isPending ? 'Matching…' : 'Match automatically'}
            </button>
          </>
        ) : null}
      </div>
      {autoResult ? (
        <p className="bo-filter-note" role="status">
          {autoResult}
        </p>
      ) : null}

      {canChange ? (
        <div className="bo-button-row bo-recon-actions">
          <button
            type="button"
            className="bo-btn"
            disabled={busy || statementPick === null || bookPick === null}
            onClick={() =>
              statementPick !== null &&
              bookPick &&
              match.mutate({ statementLineId: statementPick, line: bookPick })
            }
          >
            <Link2 size={18} aria-hidden="true" />
            Match selected
          </button>
          <div className="bo-field bo-filter">
            <label htmlFor={`${id}-clearance`}>Clearance date of the selected book line</label>
            <DateInput
              id={`${id}-clearance`}
              value={clearance}
              min={bookPick?.Date}
              onChange={setClearance}
              disabled={!bookPick}
            />
          </div>
          <button
            type="button"
            className="bo-btn"
            disabled={busy || !bookPick || clearance === ''}
            onClick={() => bookPick && clear.mutate({ line: bookPick, date: clearance })}
          >
            Set clearance date
          </button>
        </div>
      ) : null}

      <div className="bo-recon-split">
        <div>
          <h3 className="bo-section-title">Bank statement</h3>
          <SalesListResults
            list={statements}
            nouns={STATEMENT_NOUNS}
            searching={fromDate !== '' || toDate !== '' || matched !== ''}
            emptyText="No statement lines yet: import the bank’s statement first."
            tableClassName="bo-recon-table"
            pageNo={statementPage}
            onPageChange={setStatementPage}
            columns={[
              'Select',
              'Date',
              'Description',
              'Reference',
              { number: 'Withdrawal' },
              { number: 'Deposit' },
              'Matched',
            ]}
            cells={(line) => (
              <>
                <td className="bo-select-cell">
                  {canChange && line.VoucherId === null ? (
                    <input
                      type="radio"
                      name={`${id}-statement-line`}
                      aria-label={`Select the statement line of ${day(line.Date)}, ${booksAmount(line.Deposit || line.Withdrawal)}`}
                      checked={statementPick === line.Id}
                      onChange={() => setStatementPick(line.Id)}
                    />
                  ) : null}
                </td>
                <td className="bo-cell-nowrap">{day(line.Date)}</td>
                <td>{line.Description}</td>
                <td>{line.Reference ?? ''}</td>
                <td className="bo-cell-number">{line.Withdrawal ? booksAmount(line.Withdrawal) : ''}</td>
                <td className="bo-cell-number">{line.Deposit ? booksAmount(line.Deposit) : ''}</td>
                <td>
                  {line.VoucherId === null ? (
                    ''
                  ) : (
                    <>
                      {voucherNoText(line.VoucherNo)} {line.MatchKind === 'auto' ? '(auto)' : ''}
                      {canChange ? (
                        <button
                          type="button"
                          className="bo-link-btn"
                          disabled={busy}
                          aria-label={`Unmatch the statement line of ${day(line.Date)}`}
                          onClick={() => unmatch.mutate(line)}
                        >
                          <Unlink size={16} aria-hidden="true" /> Unmatch
                        </button>
                      ) : null}
                    </>
                  )}
                </td>
              </>
            )}
          />
        </div>
        <div>
          <h3 className="bo-section-title">Books, not yet cleared</h3>
          <SalesListResults
            list={books}
            nouns={BOOK_NOUNS}
            searching={fromDate !== '' || toDate !== ''}
            emptyText="Every line of the books on this account is cleared."
            tableClassName="bo-recon-table"
            pageNo={bookPage}
            onPageChange={setBookPage}
            columns={[
              'Select',
              'Date',
              'Voucher',
              'Particulars',
              'Cheque no',
              { number: 'Deposit (Dr)' },
              { number: 'Payment (Cr)' },
              'Suggested',
            ]}
            cells={(line) => (
              <>
                <td className="bo-select-cell">
                  {canChange ? (
                    <input
                      type="radio"
                      name={`${id}-book-line`}
                      aria-label={`Select ${voucherNoText(line.VoucherNo)} line ${line.LineNo}`}
                      checked={bookPick?.Key === line.Key}
                      onChange={() => setBookPick(line)}
                    />
                  ) : null}
                </td>
                <td className="bo-cell-nowrap">{day(line.Date)}</td>
                <td className="bo-cell-nowrap">{voucherNoText(line.VoucherNo)}</td>
                <td>{line.Particulars}</td>
                <td>{line.ChequeNo ?? ''}</td>
                <td className="bo-cell-number">{line.Side === 'Dr' ? booksAmount(line.Amount) : ''}</td>
                <td className="bo-cell-number">{line.Side === 'Cr' ? booksAmount(line.Amount) : ''}</td>
                <td>
                  {line.Suggestions.map((suggestion) => (
                    <button
                      key={suggestion.StatementLineId}
                      type="button"
                      className="bo-link-btn"
                      disabled={!canChange || busy}
                      onClick={() => match.mutate({ statementLineId: suggestion.StatementLineId, line })}
                    >
                      Match with {day(suggestion.Date)}
                      {suggestion.Strength === 'cheque' ? ' (cheque no)' : ''}
                    </button>
                  ))}
                </td>
              </>
            )}
          />
        </div>
      </div>
    </section>
  );
};
