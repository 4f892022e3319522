import type { OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import type { OrderStatus } from '@backoffice/shared/sales/orders/order-pipeline';
import { RETURNABLE_ORDER_STATUSES } from '@backoffice/shared/sales/returns/order-return';
import { useStore } from '@nanostores/react';
import { ArrowLeft, Pencil, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { AppLink } from '../../core/navigation.tsx';
import { $calendarMode } from '../../core/preferences.store.ts';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { shownDay } from '../../ui/shown-dates.ts';
import { useNow } from '../../ui/use-now.ts';
import { DocumentDetailsList } from '../common/document-details-list.tsx';
import { newReturnPath } from '../common/document-format.ts';
import { useActionPermission } from '../common/document-queries.ts';
import { DocumentVouchers } from '../common/document-vouchers.tsx';
import { useActionFocus } from '../common/use-action-focus.ts';
import { OrderActionButtons } from './order-action-buttons.tsx';
import { OrderAssignmentSummary, OrderAssignPanel } from './order-assign-panel.tsx';
import { orderPath } from './order-card.tsx';
import { formatAge } from './order-format.ts';
import { OrderHistory } from './order-history.tsx';
import { OrderLinesTable } from './order-lines-table.tsx';
import { useOrderDetail, useOrderPermission } from './order-queries.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { OrderTotalsList } from './order-totals-list.tsx';

/** Statuses in which the order's lines may still change (the server refuses the rest). */
export const EDITABLE_STATUSES: readonly OrderStatus[] = ['notConfirmed', 'confirmed'];
/** Past these the goods have reached the party: nothing is left to assign. */
const ASSIGNABLE = (status: OrderStatus) => !['delivered', 'paid', 'completed', 'cancelled'].includes(status);

const Facts = ({ order }: { order: OrderDetail }) => {
  const calendarMode = useStore($calendarMode);
  const now = useNow(60_000);
  const rows: [string, string][] = [
    ['Party', order.PartyName],
    ['Order date', shownDay(order.OrderDate, calendarMode) || order.OrderDate],
    ['Sales person', order.SalesPersonName ?? '–'],
    ['Route', order.RouteName ?? '–'],
    ['In this status for', formatAge(order.StatusChangedAt, now).long],
    ['Created', shownDay(order.CreatedAt, calendarMode)],
  ];
  if (order.Remarks) rows.push(['Remarks', order.Remarks]);
  return <DocumentDetailsList rows={rows} />;
};

/** One order: header, lines, totals, what can be done now, its assignment and its history. */
export const OrderDetailPage = ({ orderId }: { orderId: number }) => {
  const order = useOrderDetail(orderId);
  const canEdit = useOrderPermission('Edit');
  const canReturn = useActionPermission('OrderReturn', 'Create');
  const id = useId();
  const data = order.data;
  const { actionsRef, focusActions } = useActionFocus();

  return (
    <div className="bo-page bo-order-detail">
      <div className="bo-page-head">
        <div>
          <AppLink href="/salesapp/orders" className="bo-back-link">
            <ArrowLeft size={16} aria-hidden="true" />
            Orders
          </AppLink>
          <h1>{data ? `Order ${data.OrderNo}` : 'Order'}</h1>
          {data ? (
            <p className="bo-order-subhead">
              <OrderStatusBadge status={data.Status} />
              <span>{data.PartyName}</span>
            </p>
          ) : null}
        </div>
        {data && canEdit && EDITABLE_STATUSES.includes(data.Status) ? (
          <AppLink href={`${orderPath(data.Id)}/edit`} className="bo-btn">
            <Pencil size={18} aria-hidden="true" />
            Edit order
          </AppLink>
        ) : null}
        {data && canReturn && RETURNABLE_ORDER_STATUSES.includes(data.Status) ? (
          <AppLink href={newReturnPath(data.Id)} className="bo-btn">
            <Undo2 size={18} aria-hidden="true" />
            Return goods
          </AppLink>
        ) : null}
      </div>

      {order.isPending ? <Loader label="Loading the order" /> : null}
      {order.isError ? (
        <QueryProblem query={order} notFound="This order does not exist, or it belongs to another company." />
      ) : null}

      {data ? (
        <div className="bo-form-layout">
          <div className="bo-form-main">
            <section className="bo-card" aria-labelledby={`${id}-lines`}>
              <h2 id={`${id}-lines`} className="bo-card-title">
                Lines
              </h2>
              <OrderLinesTable lines={data.Lines} />
              <OrderTotalsList
                label="Order totals"
                figures={{
                  subTotal: data.SubTotal,
                  discount: data.DiscountTotal,
                  taxable: data.TaxableAmount,
                  vat: data.VatAmount,
                  total: data.TotalAmount,
                  vatRatePercent: data.VatRatePercent,
                }}
              />
            </section>
            <section className="bo-card" aria-labelledby={`${id}-history`}>
              <h2 id={`${id}-history`} className="bo-card-title">
                History
              </h2>
              <OrderHistory history={data.History} />
            </section>
          </div>
          <div className="bo-form-side">
            <section ref={actionsRef} className="bo-card" aria-labelledby={`${id}-actions`}>
              <h2 id={`${id}-actions`} className="bo-card-title" tabIndex={-1}>
                Actions
              </h2>
              {data.AllowedActions.length > 0 ? (
                <OrderActionButtons order={data} onDone={focusActions} />
              ) : (
                <p className="bo-muted">No action is open to you on this order now.</p>
              )}
            </section>
            <section className="bo-card" aria-labelledby={`${id}-facts`}>
              <h2 id={`${id}-facts`} className="bo-card-title">
                Details
              </h2>
              <Facts order={data} />
            </section>
            <DocumentVouchers
              vouchers={data.Vouchers}
              empty="Its sales invoice is posted when it is delivered."
            />
            {/* Assigning needs Orders edit (the server refuses it otherwise), and its selects list users. */}
            {ASSIGNABLE(data.Status) ? (
              canEdit ? (
                <OrderAssignPanel key={data.Version} order={data} />
              ) : (
                <OrderAssignmentSummary order={data} />
              )
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
};
