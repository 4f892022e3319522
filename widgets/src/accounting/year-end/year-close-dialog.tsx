import type { FiscalYearStatus } from '@backoffice/shared/accounting/year-end.contract';
import { formatCount } from '@backoffice/shared/format/money.format';
import { useId, useState } from 'react';
import { Modal } from '../../ui/dialogs/modal.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { profitText } from './year-end-format.ts';
import { useYearEndPreview } from './year-end-queries.ts';

interface YearCloseDialogProps {
  year: FiscalYearStatus;
  busy: boolean;
  onConfirm: (capitalLedgerId: number | undefined) => void;
  onClose: () => void;
}

/**
 * Closing a year, asked first: what the close would do (the profit or loss, how many ledgers it
 * carries into the next year), what stops it now, and the ledger the profit goes to.
 */
export const YearCloseDialog = ({ year, busy, onConfirm, onClose }: YearCloseDialogProps) => {
  const id = useId();
  const preview = useYearEndPreview(year.Id);
  const [chosen, setChosen] = useState('');
  const data = preview.data;
  const capital = chosen === '' ? (data?.CapitalLedgerId ?? undefined) : Number(chosen);
  const blocked = !data || data.Blockers.length > 0 || capital === undefined;

  return (
    <Modal
      open
      title={`Close fiscal year ${year.Name}?`}
      onClose={busy ? undefined : onClose}
      footer={
        <>
          <button type="button" className="bo-btn" disabled={busy} onClick={onClose}>
            Keep it open
          </button>
          <button
            type="button"
            className="bo-btn bo-btn-danger"
            disabled={busy || blocked}
            onClick={() => onConfirm(capital)}
          >
            {busy ? 'Closing…' : 'Close year'}
          </button>
        </>
      }
    >
      {preview.isPending ? <Loader label="Working out the close" /> : null}
      {preview.isError ? <QueryProblem query={preview} /> : null}
      {data ? (
        <>
          <dl className="bo-details">
            <dt>{data.Profit < 0 ? 'Loss' : 'Profit'}</dt>
            <dd>{profitText(data.Profit)}</dd>
            <dt>Carried into {data.NextFiscalYear || 'the next year'}</dt>
            <dd>
              {formatCount(data.LedgersCarried)} {data.LedgersCarried === 1 ? 'ledger' : 'ledgers'}
            </dd>
            <dt>Drafts in the year</dt>
            <dd>{formatCount(data.Drafts)}</dd>
          </dl>
          {data.Blockers.length > 0 ? (
            <div className="bo-alert" role="alert">
              <p>The year cannot close yet:</p>
              <ul>
                {data.Blockers.map((blocker) => (
                  <li key={blocker}>{blocker}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="bo-modal-text">
              Every balance sheet ledger’s closing balance becomes its opening balance in{' '}
              {data.NextFiscalYear}, the {data.Profit < 0 ? 'loss' : 'profit'} goes to the ledger below, and
              nothing posts in {data.FiscalYear} any more. Reopening the year takes it back.
            </p>
          )}
          <div className="bo-field">
            <label htmlFor={`${id}-capital`}>Profit or loss goes to</label>
            <select
              id={`${id}-capital`}
              className="bo-input"
              value={chosen === '' ? String(data.CapitalLedgerId ?? '') : chosen}
              onChange={(event) => setChosen(event.currentTarget.value)}
            >
              {data.CapitalLedgerId === null ? <option value="">Choose a ledger</option> : null}
              {data.CapitalLedgers.map((ledger) => (
                <option key={ledger.Id} value={ledger.Id}>
                  {ledger.Name}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : null}
    </Modal>
  );
};
