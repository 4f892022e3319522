import type { FiscalYearStatus } from '@backoffice/shared/accounting/year-end.contract';
import { formatCount } from '@backoffice/shared/format/money.format';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePagePermission } from '../../core/page-permission.ts';
import { actionFailed } from '../../sales/common/action-failed.ts';
import { RemarksDialog } from '../../sales/common/remarks-dialog.tsx';
import { SalesListHead } from '../../sales/common/sales-list-head.tsx';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useShownDates } from '../../ui/shown-dates.ts';
import { toast } from '../../ui/toast.store.ts';
import { YearCloseDialog } from './year-close-dialog.tsx';
import { profitText } from './year-end-format.ts';
import { closeFiscalYear, refreshYearEnd, reopenFiscalYear, useYearList } from './year-end-queries.ts';

type Asking = { action: 'close' | 'reopen'; year: FiscalYearStatus } | null;

const StatusCell = ({ year }: { year: FiscalYearStatus }) => {
  const shown = useShownDates();
  // The sales badges' shape and colours: open as a confirmed order, closed as a completed one.
  if (year.Status === 'open') {
    return (
      <span className="bo-order-status" data-status="confirmed">
        Open
      </span>
    );
  }
  const who = [
    year.ClosedBy ? `by ${year.ClosedBy}` : '',
    year.ClosedAt ? `on ${shown.moment(year.ClosedAt)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <span className="bo-order-status" data-status="completed">
        Closed
      </span>
      {who ? <span className="bo-muted"> {who}</span> : null}
    </>
  );
};

/**
 * The year end: the company's fiscal years with how each stands. An open year closes after a
 * look at what the close would do (its profit or loss, the ledgers carried, what stops it); the
 * latest closed year reopens with a reason. The buttons are ordinary buttons: Tab reaches them,
 * Enter opens the dialog, Escape leaves it.
 */
export const YearEndPage = () => {
  const queryClient = useQueryClient();
  const shown = useShownDates();
  const canEdit = usePagePermission(PAGE_CODES.YearEnd, 'edit');
  const years = useYearList();
  const [asking, setAsking] = useState<Asking>(null);
  const refresh = () => refreshYearEnd(queryClient);
  const done = async (envelope: { Message: string }) => {
    toast.success(envelope.Message);
    setAsking(null);
    await refresh();
  };
  const close = useMutation({
    mutationFn: ({ year, capital }: { year: number; capital: number | undefined }) =>
      closeFiscalYear(year, capital),
    onSuccess: done,
    onError: actionFailed(refresh),
  });
  const reopen = useMutation({
    mutationFn: ({ year, remarks }: { year: number; remarks: string }) => reopenFiscalYear(year, remarks),
    onSuccess: done,
    onError: actionFailed(refresh),
  });
  const busy = close.isPending || reopen.isPending;
  const data = years.data;

  return (
    <div className="bo-page bo-year-end-page">
      <SalesListHead
        title="Year End"
        count={
          data
            ? `${formatCount(data.length)} ${data.length === 1 ? 'fiscal year' : 'fiscal years'}`
            : undefined
        }
      />
      <p className="bo-muted">
        Closing a year carries every balance sheet ledger into the next year’s opening balances and its profit
        or loss into capital; nothing posts in a closed year. Years close in order, and reopen latest first.
      </p>
      {years.isPending ? <Loader label="Loading the fiscal years" /> : null}
      {years.isError ? <QueryProblem query={years} /> : null}
      {data && data.length === 0 ? (
        <p className="bo-empty">No fiscal years yet: the first voucher posted adds its year.</p>
      ) : null}
      {data && data.length > 0 ? (
        <div className="bo-table-wrap">
          <table className="bo-table" aria-label="Fiscal years">
            <thead>
              <tr>
                <th scope="col">Fiscal year</th>
                <th scope="col">Starts</th>
                <th scope="col">Ends</th>
                <th scope="col">Status</th>
                <NumberColumn>Carried to capital</NumberColumn>
                {canEdit ? (
                  <th scope="col">
                    <span className="bo-sr-only">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {data.map((year) => (
                <tr key={year.Id}>
                  <th scope="row">{year.Name}</th>
                  <td>{shown.day(year.StartDate)}</td>
                  <td>{shown.day(year.EndDate)}</td>
                  <td>
                    <StatusCell year={year} />
                  </td>
                  <td className="bo-cell-number">
                    {year.Profit === null ? '' : profitText(year.Profit)}
                    {year.CapitalLedgerName ? (
                      <span className="bo-muted"> to {year.CapitalLedgerName}</span>
                    ) : null}
                  </td>
                  {canEdit ? (
                    <td>
                      {year.Status === 'open' ? (
                        <button
                          type="button"
                          className="bo-btn"
                          disabled={busy}
                          onClick={() => setAsking({ action: 'close', year })}
                        >
                          Close year…
                        </button>
                      ) : null}
                      {year.CanReopen ? (
                        <button
                          type="button"
                          className="bo-btn bo-btn-danger-outline"
                          disabled={busy}
                          onClick={() => setAsking({ action: 'reopen', year })}
                        >
                          Reopen…
                        </button>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {asking?.action === 'close' ? (
        <YearCloseDialog
          year={asking.year}
          busy={close.isPending}
          onConfirm={(capital) => close.mutate({ year: asking.year.Id, capital })}
          onClose={() => setAsking(null)}
        />
      ) : null}
      {asking?.action === 'reopen' ? (
        <RemarksDialog
          title={`Reopen fiscal year ${asking.year.Name}?`}
          text={`The opening balances its close carried into the next year are deleted, and ${asking.year.Name} takes postings again. Close it again when the corrections are in.`}
          confirmLabel="Reopen year"
          keepLabel="Keep it closed"
          required
          busy={reopen.isPending}
          onConfirm={(remarks) => reopen.mutate({ year: asking.year.Id, remarks })}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
};
