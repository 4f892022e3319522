import { type OrderSummary, orderReadContracts } from '@backoffice/shared/sales/orders/order.contract';
import { isOrderAction, ORDER_TRANSITIONS } from '@backoffice/shared/sales/orders/order-pipeline';
import { useQueryClient } from '@tanstack/react-query';
import { type BulkChoice, BulkSelectionBar } from '../../ui/list/bulk-selection-bar.tsx';
import type { RowSelection } from '../../ui/list/use-row-selection.ts';
import { type OrderListParams, refreshOrders, runOrderBulk } from './order-queries.ts';

/** Cancelling needs a reason; the other moves take none here (their remarks are optional). */
const REASON = { label: 'Reason', required: true, max: 500 } as const;

/** The pipeline actions at least one selected order allows the caller (its AllowedActions). */
const choicesOf = (orders: readonly OrderSummary[]): BulkChoice[] =>
  ORDER_TRANSITIONS.filter((rule) => orders.some((order) => order.AllowedActions.includes(rule.action))).map(
    (rule) => ({
      name: rule.action,
      label: rule.label,
      remarks: rule.remarksRequired ? REASON : undefined,
    }),
  );

export interface OrderBulkBarProps {
  selection: RowSelection<OrderSummary>;
  sort: Pick<OrderListParams, 'SortBy' | 'SortType'>;
}

/** The order list's selection bar: pipeline moves through POST /order/bulk, and the selection's export. */
export const OrderBulkBar = ({ selection, sort }: OrderBulkBarProps) => {
  const queryClient = useQueryClient();
  const orders = [...selection.selected.values()];
  return (
    <BulkSelectionBar
      ids={orders.map((order) => order.Id)}
      choices={choicesOf(orders)}
      plural="orders"
      nameOf={(id) => selection.selected.get(id)?.OrderNo ?? `Order #${id}`}
      run={(choice, ids, remarks) => {
        if (!isOrderAction(choice.name)) throw new Error(`no order action ${choice.name}`);
        return runOrderBulk(choice.name, ids, remarks);
      }}
      onRan={(results) => {
        selection.drop(results.filter((result) => result.Done).map((result) => result.Id));
        void refreshOrders(queryClient);
      }}
      onClear={selection.clear}
      exportPath={orderReadContracts.export.path}
      exportQuery={sort}
      fileName="orders"
    />
  );
};
