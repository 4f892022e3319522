import { formatCalendarDate } from '@backoffice/shared/calendar/bs-calendar';
import { toInternalPath } from '@backoffice/shared/internal-path';
import type { ChequeTransition, PaymentDetail } from '@backoffice/shared/sales/money-api.types';
import { useStore } from '@nanostores/react';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { AppLink, useNavigate } from '../core/navigation.tsx';
import { $calendarMode } from '../core/preferences.store.ts';
import { serverUrl } from '../core/site-config.ts';
import { Loader } from '../ui/loader.tsx';
import { COLLECTIONS_PATH, chequeStatusLabel, methodLabel, statementPath } from './money-format.ts';
import { MoneyHistory } from './money-history.tsx';
import { MoneyLoadProblem } from './money-load-problem.tsx';
import { usePaymentDetail } from './money-queries.ts';
import { ChequeStatusBadge } from './money-status-badge.tsx';
import { orderPath } from './order-card.tsx';
import { formatRupees } from './order-format.ts';
import { PaymentActions } from './payment-actions.tsx';

const HISTORY_WORDS: Record<ChequeTransition['Action'], string> = {
  receive: 'Received',
  deposit: 'Deposited',
  reconcile: 'Reconciled',
  bounce: 'Bounced',
};

const Facts = ({ payment }: { payment: PaymentDetail }) => {
  const calendarMode = useStore($calendarMode);
  const day = (value: string) => formatCalendarDate(value, calendarMode) || value;
  const file = toInternalPath(payment.FileUrl);
  const rows: [string, ReactNode][] = [
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
  if (file) {
    rows.push([
      'Image',
      <a key="file" href={serverUrl(file)} target="_blank" rel="noopener noreferrer">
        Open the image
      </a>,
    ]);
  }
  return (
    <dl className="bo-details bo-record-details">
      {rows.map(([label, value]) => (
        <div key={label} className="bo-details-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
};

/** What the payment pays now: the orders it is spent on, and what is left as an advance. */
const Allocations = ({ payment }: { payment: PaymentDetail }) => {
  const calendarMode = useStore($calendarMode);
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
                <th scope="col" className="bo-cell-number">
                  Paid
                </th>
              </tr>
            </thead>
            <tbody>
              {payment.Allocations.map((allocation) => (
                <tr key={allocation.OrderId}>
                  <td>
                    <AppLink href={orderPath(allocation.OrderId)}>{allocation.OrderNo}</AppLink>
                  </td>
                  <td>{formatCalendarDate(allocation.OrderDate, calendarMode) || allocation.OrderDate}</td>
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
export const CollectionDetailPage = ({ paymentId }: { paymentId: number }) => {
  const detail = usePaymentDetail(paymentId);
  const navigate = useNavigate();
  const id = useId();
  const payment = detail.data;
  const actionsRef = useRef<HTMLElement>(null);
  const focusActions = () =>
    requestAnimationFrame(() => {
      const section = actionsRef.current;
      (
        section?.querySelector<HTMLElement>('.bo-order-actions button') ?? section?.querySelector('h2')
      )?.focus();
    });

  return (
    <div className="bo-page bo-order-detail bo-collection-detail">
      <div className="bo-page-head">
        <div>
          <AppLink href={COLLECTIONS_PATH} className="bo-back-link">
            <ArrowLeft size={16} aria-hidden="true" />
            Collections
          </AppLink>
          <h1>{payment ? `Receipt ${payment.ReceiptNo}` : 'Receipt'}</h1>
          {payment ? (
            <p className="bo-order-subhead">
              <span className="bo-money-amount">{formatRupees(payment.Amount)}</span>
              <span>{methodLabel(payment.Method)}</span>
              <ChequeStatusBadge status={payment.ChequeStatus} />
              <span>{payment.PartyName}</span>
            </p>
          ) : null}
        </div>
      </div>

      {detail.isPending ? <Loader label="Loading the payment" /> : null}
      {detail.isError ? (
        <MoneyLoadProblem
          error={detail.error}
          retrying={detail.isFetching}
          onRetry={() => void detail.refetch()}
          notFound="This payment does not exist, or it belongs to another company."
        />
      ) : null}

      {payment ? (
        <div className="bo-form-layout">
          <div className="bo-form-main">
            <section className="bo-card" aria-labelledby={`${id}-pays`}>
              <h2 id={`${id}-pays`} className="bo-card-title">
                What it pays
              </h2>
              <Allocations payment={payment} />
            </section>
            {payment.Method === 'cheque' ? (
              <section className="bo-card" aria-labelledby={`${id}-history`}>
                <h2 id={`${id}-history`} className="bo-card-title">
                  Cheque history
                </h2>
                <MoneyHistory
                  history={payment.History}
                  words={HISTORY_WORDS}
                  statusLabel={chequeStatusLabel}
                />
              </section>
            ) : null}
          </div>
          <div className="bo-form-side">
            <section ref={actionsRef} className="bo-card" aria-labelledby={`${id}-actions`}>
              <h2 id={`${id}-actions`} className="bo-card-title" tabIndex={-1}>
                Actions
              </h2>
              <PaymentActions
                payment={payment}
                onDone={focusActions}
                onDeleted={() => navigate(COLLECTIONS_PATH, { replace: true })}
              />
            </section>
            <section className="bo-card" aria-labelledby={`${id}-facts`}>
              <h2 id={`${id}-facts`} className="bo-card-title">
                Details
              </h2>
              <Facts payment={payment} />
            </section>
          </div>
        </div>
      ) : null}
    </div>
  );
};
