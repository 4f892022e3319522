import type { VoucherSide } from '@backoffice/shared/accounting/voucher';
import { LEDGER } from '@backoffice/shared/entities/accounting/ledger.entity';
import { formatCount } from '@backoffice/shared/format/money.format';
import { ChevronDown, ChevronRight, Plus } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { AppLink, useNavigate } from '../../core/navigation.tsx';
import { SalesListHead } from '../../sales/common/sales-list-head.tsx';
import { DateInput } from '../../ui/fields/date-input.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { PrintButton } from '../../ui/print-button.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { booksAmount, DAY_BOOK_PATH } from '../vouchers/voucher-format.ts';
import { useChartOfAccounts } from './books-queries.ts';
import { type ChartRow, visibleRows } from './chart-tree.ts';
import { onTreeKeyDown } from './tree-keys.ts';

const NEW_LEDGER_PATH = `${LEDGER.route}/new`;

/** Where a ledger's vouchers are: the day book filtered by it. */
export const ledgerDayBookPath = (ledgerId: number): string => `${DAY_BOOK_PATH}?LedgerId=${ledgerId}`;

const BalanceCells = ({ balance, side }: { balance: number; side: VoucherSide | null }) => (
  <>
    <td className="bo-cell-number">{side === 'Dr' ? booksAmount(balance) : ''}</td>
    <td className="bo-cell-number">{side === 'Cr' ? booksAmount(balance) : ''}</td>
  </>
);

const rowName = (row: ChartRow) => (row.kind === 'group' ? row.group.Name : row.ledger.Name);

/**
 * The chart of accounts: the group tree with every group's and ledger's closing balance as on a
 * day (today unless another is picked), the debit and credit totals, and a warning when the opening
 * balances do not balance. Arrow keys move through the tree and open or close a group, Enter opens
 * a group or a ledger's day book; a search shows only the ledgers whose name holds it.
 */
export const ChartOfAccountsPage = () => {
  const id = useId();
  const day = useCalendarDay();
  const navigate = useNavigate();
  const [asOn, setAsOn] = useState('');
  const [includeInactive, setIncludeInactive] = useState(false);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const rowRefs = useRef(new Map<string, HTMLTableRowElement>());
  const chart = useChartOfAccounts({
    AsOn: asOn === '' ? undefined : asOn,
    IncludeInactive: includeInactive ? 'true' : undefined,
  });
  const data = chart.data;
  const rows = data ? visibleRows(data, open, search) : [];
  const current = rows.find((row) => row.key === focusKey) ?? rows[0];

  const toggle = (key: string, to?: boolean) =>
    setOpen((was) => {
      const next = new Set(was);
      if (to ?? !next.has(key)) next.add(key);
      else next.delete(key);
      return next;
    });
  const focusRow = (row: ChartRow | undefined) => {
    if (!row) return;
    setFocusKey(row.key);
    rowRefs.current.get(row.key)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) =>
    onTreeKeyDown(event, rows, current?.key, {
      focus: focusRow,
      toggle: (row, to) => toggle(row.key, to),
      openLeaf: (row) => {
        if (row.kind === 'ledger') navigate(ledgerDayBookPath(row.ledger.Id));
      },
    });

  return (
    <div className="bo-page bo-chart-page">
      <SalesListHead
        title="Chart of Accounts"
        count={
          data
            ? `${formatCount(data.Ledgers.length)} ${data.Ledgers.length === 1 ? 'ledger' : 'ledgers'}`
            : undefined
        }
      >
        <div className="bo-button-row">
          <PrintButton />
          <AppLink href={NEW_LEDGER_PATH} className="bo-btn bo-btn-primary">
            <Plus size={18} aria-hidden="true" />
            New ledger
          </AppLink>
        </div>
      </SalesListHead>

      {/* One row on a wide screen: search takes the free room, the date a date's width. */}
      <div className="bo-toolbar bo-entity-toolbar bo-chart-filters">
        <div className="bo-field bo-toolbar-search">
          <label htmlFor={`${id}-search`}>Search ledgers</label>
          <input
            id={`${id}-search`}
            className="bo-input"
            type="search"
            value={search}
            placeholder="Ledger name"
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </div>
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-as-on`}>As on</label>
          <DateInput id={`${id}-as-on`} value={asOn} onChange={setAsOn} />
        </div>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={includeInactive}
            onChange={(event) => setIncludeInactive(event.currentTarget.checked)}
          />
          Show inactive ledgers
        </label>
      </div>

      {chart.isPending ? <Loader label="Loading the chart of accounts" /> : null}
      {chart.isError ? <QueryProblem query={chart} /> : null}
      {data ? (
        <p className="bo-filter-note">
          Balances as on {day(data.AsOn)}, fiscal year {data.FiscalYear}
        </p>
      ) : null}
      {data && data.OpeningDifference !== 0 ? (
        <p className="bo-alert" role="alert">
          Difference in opening balances: {booksAmount(Math.abs(data.OpeningDifference))}{' '}
          {data.OpeningDifference > 0 ? 'Dr' : 'Cr'}. The opening balances of this fiscal year do not balance,
          so neither do the totals.
        </p>
      ) : null}
      {data && rows.length === 0 ? (
        <p className="bo-empty">
          {search.trim() !== '' ? 'No ledgers match your search' : 'No ledger groups yet.'}
        </p>
      ) : null}
      {data && rows.length > 0 ? (
        <div className="bo-table-wrap" aria-busy={chart.isPlaceholderData}>
          {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a tree with columns is WAI-ARIA's treegrid; the table keeps the columns aligned */}
          <table className="bo-table bo-chart-table" role="treegrid" aria-label="Chart of accounts">
            <thead>
              <tr>
                <th scope="col">Particulars</th>
                <th scope="col" className="bo-cell-number">
                  Debit
                </th>
                <th scope="col" className="bo-cell-number">
                  Credit
                </th>
              </tr>
            </thead>
            <tbody onKeyDown={onKeyDown}>
              {rows.map((row) => (
                <tr
                  key={row.key}
                  ref={(element) => {
                    if (element) rowRefs.current.set(row.key, element);
                    else rowRefs.current.delete(row.key);
                  }}
                  aria-level={row.level}
                  aria-expanded={row.kind === 'group' ? row.open : undefined}
                  tabIndex={row.key === current?.key ? 0 : -1}
                  onFocus={() => setFocusKey(row.key)}
                  className={row.kind === 'group' ? 'bo-chart-group' : 'bo-chart-ledger'}
                >
                  <td style={{ paddingInlineStart: `${row.level * 1.25}rem` }}>
                    {row.kind === 'group' ? (
                      <button
                        type="button"
                        className="bo-link-btn"
                        tabIndex={-1}
                        aria-label={`${row.open ? 'Close' : 'Open'} ${row.group.Name}`}
                        onClick={() => toggle(row.key)}
                      >
                        {row.open ? (
                          <ChevronDown size={16} aria-hidden="true" />
                        ) : (
                          <ChevronRight size={16} aria-hidden="true" />
                        )}
                      </button>
                    ) : null}
                    {row.kind === 'group' ? (
                      <strong>{rowName(row)}</strong>
                    ) : (
                      <AppLink href={ledgerDayBookPath(row.ledger.Id)} tabIndex={-1}>
                        {rowName(row)}
                        {row.ledger.IsActive ? '' : ' (inactive)'}
                      </AppLink>
                    )}
                  </td>
                  {row.kind === 'group' ? (
                    <BalanceCells balance={row.group.Balance} side={row.group.BalanceSide} />
                  ) : (
                    <BalanceCells balance={row.ledger.Balance} side={row.ledger.BalanceSide} />
                  )}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="bo-cell-number">{booksAmount(data.DebitTotal)}</td>
                <td className="bo-cell-number">{booksAmount(data.CreditTotal)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
    </div>
  );
};
