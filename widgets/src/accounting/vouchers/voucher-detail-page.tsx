import type { VoucherAction } from '@backoffice/shared/accounting/voucher';
import type { VoucherDetail } from '@backoffice/shared/accounting/voucher.contract';
import { AppLink, useNavigate } from '../../core/navigation.tsx';
import { DocumentCard } from '../../sales/common/document-card.tsx';
import { type DetailRow, DocumentDetailsList, fileRow } from '../../sales/common/document-details-list.tsx';
import { DocumentHistory } from '../../sales/common/document-history.tsx';
import { DocumentPageHead } from '../../sales/common/document-page-head.tsx';
import { RecordLoadState } from '../../sales/common/record-load-state.tsx';
import { useActionFocus } from '../../sales/common/use-action-focus.ts';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { IrdVoucherStatus } from '../ird-billing/ird-voucher-status.tsx';
import { VoucherActions } from './voucher-actions.tsx';
import {
  booksAmount,
  DAY_BOOK_PATH,
  SOURCE_KIND_LABELS,
  sourcePath,
  voucherChequesPath,
  voucherNoText,
  voucherPath,
  voucherStateLabel,
  voucherTypeLabel,
} from './voucher-format.ts';
import { useVoucherDetail } from './voucher-queries.ts';
import { VoucherStatusBadge } from './voucher-status-badge.tsx';

const HISTORY_WORDS: Record<VoucherAction | 'create', string> = {
  create: 'Created',
  post: 'Posted',
  cancel: 'Cancelled',
};

const Facts = ({ item }: { item: VoucherDetail }) => {
  const day = useCalendarDay();
  const rows: DetailRow[] = [
    ['Type', voucherTypeLabel(item.VoucherType)],
    ['Date', day(item.VoucherDate)],
  ];
  if (item.Reference) rows.push(['Reference', item.Reference]);
  if (item.BranchName) rows.push(['Branch', item.BranchName]);
  if (item.ChequeNo) {
    rows.push(['Cheque', item.ChequeDate ? `${item.ChequeNo}, ${day(item.ChequeDate)}` : item.ChequeNo]);
    rows.push([
      'Cheque register',
      <AppLink key="cheques" href={voucherChequesPath(item.Id)}>
        In the cheque register
      </AppLink>,
    ]);
  }
  if (item.SourceKind && item.SourceId !== null) {
    rows.push([
      SOURCE_KIND_LABELS[item.SourceKind],
      <AppLink key="source" href={sourcePath(item.SourceKind, item.SourceId)}>
        {item.SourceNo ?? `#${item.SourceId}`}
      </AppLink>,
    ]);
  }
  if (item.ReversalOfId !== null) {
    rows.push([
      'Reverses',
      <AppLink key="reversal-of" href={voucherPath(item.ReversalOfId)}>
        {voucherNoText(item.ReversalOfNo)}
      </AppLink>,
    ]);
  }
  if (item.ReversedById !== null) {
    rows.push([
      'Reversed by',
      <AppLink key="reversed-by" href={voucherPath(item.ReversedById)}>
        {voucherNoText(item.ReversedByNo)}
      </AppLink>,
    ]);
  }
  if (item.CancelRemarks) rows.push(['Why cancelled', item.CancelRemarks]);
  rows.push(...fileRow('Attachment', 'Open the attachment', item.FileUrl));
  if (item.VoucherType === 'sales' && item.PrintCount > 0)
    rows.push(['Invoice printed', `${item.PrintCount} times`]);
  rows.push(['Created', day(item.CreatedAt)]);
  return <DocumentDetailsList rows={rows} />;
};

const Lines = ({ item }: { item: VoucherDetail }) => (
  <>
    <div className="bo-table-wrap">
      <table className="bo-table bo-order-lines bo-voucher-detail-lines">
        <thead>
          <tr>
            <th scope="col">Particulars</th>
            <NumberColumn>Debit</NumberColumn>
            <NumberColumn>Credit</NumberColumn>
          </tr>
        </thead>
        <tbody>
          {item.Lines.map((line) => (
            <tr key={line.LineNo}>
              <td>
                <span className="bo-voucher-ledger">{line.LedgerName}</span>
                {[line.CostCenterName, line.BillRef ? `Bill ${line.BillRef}` : null, line.Narration]
                  .filter(Boolean)
                  .map((note) => (
                    <span key={note} className="bo-muted bo-voucher-line-note">
                      {' '}
                      · {note}
                    </span>
                  ))}
              </td>
              <td className="bo-cell-number">{line.Side === 'Dr' ? booksAmount(line.Amount) : ''}</td>
              <td className="bo-cell-number">{line.Side === 'Cr' ? booksAmount(line.Amount) : ''}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="bo-cell-number">{booksAmount(item.DebitTotal)}</td>
            <td className="bo-cell-number">{booksAmount(item.CreditTotal)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
    <p className="bo-voucher-words">{item.AmountInWords}</p>
    {item.Narration ? (
      <p className="bo-voucher-narration">
        <span className="bo-muted">Narration: </span>
        {item.Narration}
      </p>
    ) : null}
  </>
);

interface VoucherDetailPageProps {
  voucherId: number;
  /** A deleted draft: where the page goes then; the day book unless a host page says otherwise. */
  onDeleted?: (() => void) | undefined;
}

/** One voucher: its lines with Dr and Cr totals and words, its facts, links, history and actions. */
export const VoucherDetailPage = ({ voucherId, onDeleted }: VoucherDetailPageProps) => {
  const detail = useVoucherDetail(voucherId);
  const navigate = useNavigate();
  const item = detail.data;
  const { actionsRef, focusActions } = useActionFocus('heading');

  return (
    <div className="bo-page bo-order-detail bo-voucher-detail">
      <DocumentPageHead
        back={{ href: DAY_BOOK_PATH, label: 'Day book' }}
        title={item ? `${voucherTypeLabel(item.VoucherType)} ${voucherNoText(item.VoucherNo)}` : 'Voucher'}
        subhead={
          item ? (
            <>
              <VoucherStatusBadge status={item.Status} />
              <span>{item.Particulars}</span>
            </>
          ) : null
        }
      />

      <RecordLoadState
        query={detail}
        loading="Loading the voucher"
        notFound="This voucher does not exist, or it belongs to another company."
      />

      {item ? (
        <div className="bo-form-layout">
          <div className="bo-form-main">
            <DocumentCard title="Particulars">
              <Lines item={item} />
            </DocumentCard>
            <DocumentCard title="History">
              <DocumentHistory history={item.History} words={HISTORY_WORDS} statusLabel={voucherStateLabel} />
            </DocumentCard>
          </div>
          <div className="bo-form-side">
            <DocumentCard title="Actions" sectionRef={actionsRef} focusableHeading>
              <VoucherActions
                item={item}
                onDone={focusActions}
                onDeleted={onDeleted ?? (() => navigate(DAY_BOOK_PATH))}
              />
            </DocumentCard>
            <DocumentCard title="Details">
              <Facts item={item} />
            </DocumentCard>
            <IrdVoucherStatus voucherId={item.Id} type={item.VoucherType} />
          </div>
        </div>
      ) : null}
    </div>
  );
};
