import type {
  ChequeTransition,
  PaymentDetail,
} from '@backoffice/shared/sales/collections/collection.contract';
import { Pencil } from 'lucide-react';
import { AppLink, useNavigate } from '../../core/navigation.tsx';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { DocumentCard } from '../common/document-card.tsx';
import { type DetailRow, DocumentDetailsList, fileRow } from '../common/document-details-list.tsx';
import {
  COLLECTIONS_PATH,
  chequeStatusLabel,
  collectionPath,
  methodLabel,
  statementPath,
} from '../common/document-format.ts';
import { DocumentHistory } from '../common/document-history.tsx';
import { DocumentPageHead } from '../common/document-page-head.tsx';
import { ChequeStatusBadge } from '../common/document-status-badge.tsx';
import { DocumentVouchers } from '../common/document-vouchers.tsx';
import { RecordLoadState } from '../common/record-load-state.tsx';
import { useActionFocus } from '../common/use-action-focus.ts';
import { orderPath } from '../orders/order-card.tsx';
import { formatRupees } from '../orders/order-format.ts';
import { CollectionActions } from './collection-actions.tsx';
import { chequeEditable } from './collection-form-values.ts';
import { useCollectionDetail } from './collection-queries.ts';

const HISTORY_WORDS: Record<ChequeTransition['Action'], string> = {
  receive: 'Received',
  deposit: 'Deposited',
  reconcile: 'Reconciled',
  bounce: 'Bounced',
};

const Facts = ({ payment }: { payment: PaymentDetail }) => {
  const day = useCalendarDay();
  const rows: DetailRow[] = [
    [
      'Party',
      <AppLink key="party" href={statementPath(payment.PartyId)}>
        {payment.PartyName}
      </AppLink>,
    ],
    ['Date received', day(payment.PaymentDate)],
    ['Method', methodLabel(payment.Method)],
    ['Amount', formatRupees(payment.Amount)],
  ];
  if (payment.ChequeNo) rows.push(['Cheque number', payment.ChequeNo]);
  if (payment.Method === 'cheque') {
    rows.push([
      'Cheque register',
      <AppLink key="cheques" href={`/accounting/cheques?PaymentId=${payment.Id}`}>
        In the cheque register
      </AppLink>,
    ]);
  }
  if (payment.ChequeBank) rows.push(['Bank', payment.ChequeBank]);
  if (payment.ChequeDate) rows.push(['Cheque date', day(payment.ChequeDate)]);
  if (payment.ReferenceNo) rows.push(['Reference', payment.ReferenceNo]);
  rows.push([
    'Counts from',
    payment.ClearedOn
      ? day(payment.ClearedOn)
      : payment.ChequeStatus === 'bounced'
        ? 'Not now: the cheque bounced'
        : 'Not yet: the cheque has not cleared',
  ]);
  if (payment.BounceReason) rows.push(['Bounce reason', payment.BounceReason]);
  if (payment.BounceCharge > 0) rows.push(['Bounce charge', formatRupees(payment.BounceCharge)]);
  if (payment.Remarks) rows.push(['Remarks', payment.Remarks]);
  rows.push(...fileRow('Image', 'Open the image', payment.FileUrl));
  return <DocumentDetailsList rows={rows} />;
};

/** What the payment pays now: the orders it is spent on, and what is left as an advance. */
const Allocations = ({ payment }: { payment: PaymentDetail }) => {
  const day = useCalendarDay();
  if (payment.ClearedOn === null && payment.ChequeStatus === 'bounced') {
    return (
      <p className="bo-muted">
        The cheque bounced: it pays no order unless it is deposited again and clears.
      </p>
    );
  }
  if (payment.ClearedOn === null) {
    const named = payment.RequestedOrders.map((order) => order.OrderNo).join(', ');
    return (
      <p className="bo-muted">
        It pays no order until the cheque clears
        {named ? `; then it pays ${named} first, and the oldest owed orders after` : ''}.
      </p>
    );
  }
  return (
    <>
      {payment.Allocations.length > 0 ? (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Order date</th>
                <NumberColumn>Paid</NumberColumn>
              </tr>
            </thead>
            <tbody>
              {payment.Allocations.map((allocation) => (
                <tr key={allocation.OrderId}>
                  <td>
                    <AppLink href={orderPath(allocation.OrderId)}>{allocation.OrderNo}</AppLink>
                  </td>
                  <td>{day(allocation.OrderDate)}</td>
                  <td className="bo-cell-number">{formatRupees(allocation.Amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {payment.Unallocated > 0 ? (
        <p className="bo-money-note">
          {formatRupees(payment.Unallocated)} is not spent on any order: an advance the party’s next orders
          use.
        </p>
      ) : null}
    </>
  );
};

/** One payment received: its facts, what it pays, the cheque's actions and history. */
export const CollectionDetailPage = ({
  paymentId,
  onDeleted,
}: {
  paymentId: number;
  /** Told when the payment is deleted (an embedding page); the portal goes to the list instead. */
  onDeleted?: (() => void) | undefined;
}) => {
  const detail = useCollectionDetail(paymentId);
  const navigate = useNavigate();
  const payment = detail.data;
  const { actionsRef, focusActions } = useActionFocus();

  return (
    <div className="bo-page bo-order-detail bo-collection-detail">
      <DocumentPageHead
        back={{ href: COLLECTIONS_PATH, label: 'Collections' }}
        title={payment ? `Receipt ${payment.ReceiptNo}` : 'Receipt'}
        subhead={
          payment ? (
            <>
              <span className="bo-money-amount">{formatRupees(payment.Amount)}</span>
              <span>{methodLabel(payment.Method)}</span>
              <ChequeStatusBadge status={payment.ChequeStatus} />
              <span>{payment.PartyName}</span>
            </>
          ) : null
        }
        actions={
          payment && chequeEditable(payment) ? (
            <AppLink href={`${collectionPath(payment.Id)}/edit`} className="bo-btn">
              <Pencil size={18} aria-hidden="true" />
              Edit cheque
            </AppLink>
          ) : null
        }
      />

      <RecordLoadState
        query={detail}
        loading="Loading the payment"
        notFound="This payment does not exist, or it belongs to another company."
      />

      {payment ? (
        <div className="bo-form-layout">
          <div className="bo-form-main">
            <DocumentCard title="What it pays">
              <Allocations payment={payment} />
            </DocumentCard>
            {payment.Method === 'cheque' ? (
              <DocumentCard title="Cheque history">
                <DocumentHistory
                  history={payment.History}
                  words={HISTORY_WORDS}
                  statusLabel={chequeStatusLabel}
                />
              </DocumentCard>
            ) : null}
          </div>
          <div className="bo-form-side">
            <DocumentCard title="Actions" sectionRef={actionsRef} focusableHeading>
              <CollectionActions
                payment={payment}
                onDone={focusActions}
                onDeleted={onDeleted ?? (() => navigate(COLLECTIONS_PATH, { replace: true }))}
              />
            </DocumentCard>
            <DocumentCard title="Details">
              <Facts payment={payment} />
            </DocumentCard>
            <DocumentVouchers vouchers={payment.Vouchers} empty="Not in the books yet." />
          </div>
        </div>
      ) : null}
    </div>
  );
};
