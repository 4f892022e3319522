import type { OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { companyToday } from '../../../core/company-time.ts';
import { AppLink } from '../../../core/navigation.tsx';
import {
  UnsavedChangesProvider,
  useUnsavedChangesScope,
} from '../../../entities/unsaved-changes/use-unsaved-changes.tsx';
import { QueryProblem } from '../../../ui/load-problem.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { orderPath } from '../order-card.tsx';
import { EDITABLE_STATUSES } from '../order-detail-page.tsx';
import { statusLabel } from '../order-format.ts';
import { useOrderDetail } from '../order-queries.ts';
import { OrderForm } from './order-form.tsx';
import { emptyOrder, valuesFromOrder } from './order-form-values.ts';

const ORDERS_PATH = '/salesapp/orders';

interface OrderFormPageProps {
  orderId?: number | undefined;
  /** Told of each save first (a host page embedding the form); false keeps the form where it is. */
  onSaved?: ((saved: OrderDetail) => boolean) | undefined;
}

/** /salesapp/orders/new, and /salesapp/orders/{id}/edit while the order is not confirmed or confirmed. */
export const OrderFormPage = ({ orderId, onSaved }: OrderFormPageProps) => {
  const editing = orderId !== undefined;
  const order = useOrderDetail(orderId);
  const unsaved = useUnsavedChangesScope(editing ? orderPath(orderId) : ORDERS_PATH);
  const [today] = useState(() => companyToday());
  const data = order.data;
  const back = editing ? orderPath(orderId) : ORDERS_PATH;
  const initial = useMemo(() => (data ? valuesFromOrder(data) : emptyOrder(today)), [data, today]);

  return (
    <UnsavedChangesProvider scope={unsaved}>
      <div className="bo-page bo-order-form-page">
        <div className="bo-page-head">
          <div>
            <AppLink href={back} className="bo-back-link">
              <ArrowLeft size={16} aria-hidden="true" />
              {editing ? (data ? `Order ${data.OrderNo}` : 'Order') : 'Orders'}
            </AppLink>
            <h1>{editing ? `Edit order${data ? ` ${data.OrderNo}` : ''}` : 'New order'}</h1>
          </div>
        </div>

        {editing && order.isPending ? <Loader label="Loading the order" /> : null}
        {editing && order.isError ? (
          <QueryProblem
            query={order}
            notFound="This order does not exist, or it belongs to another company."
          />
        ) : null}
        {data && !EDITABLE_STATUSES.includes(data.Status) ? (
          <div className="bo-alert bo-alert-row" role="alert">
            <p>
              A {statusLabel(data.Status).toLowerCase()} order can no longer be changed: only not confirmed
              and confirmed orders can.
            </p>
            <AppLink href={orderPath(data.Id)} className="bo-btn">
              Back to the order
            </AppLink>
          </div>
        ) : null}

        {!editing || (data && EDITABLE_STATUSES.includes(data.Status)) ? (
          <OrderForm
            key={data ? data.Id : 'new'}
            initial={initial}
            stored={data}
            onSaved={(saved) => {
              if (onSaved?.(saved) !== false) unsaved.leave(orderPath(saved.Id), { ask: false });
            }}
          />
        ) : null}
      </div>
    </UnsavedChangesProvider>
  );
};
