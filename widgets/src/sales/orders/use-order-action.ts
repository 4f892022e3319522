import type { OrderDetail, OrderSummary } from '@backoffice/shared/sales/orders/order.contract';
import type { OrderAction } from '@backoffice/shared/sales/orders/order-pipeline';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../core/api-client.ts';
import { toast } from '../../ui/toast.store.ts';
import { orderDetailKey, refreshOrders, runOrderAction } from './order-queries.ts';

export interface OrderActionRequest {
  /** A detail has its Version, a board card not: only a detail can be refused as stale before acting. */
  order: Pick<OrderSummary, 'Id' | 'OrderNo'> & { Version?: number };
  action: OrderAction;
  remarks?: string;
}

/**
 * Runs a pipeline action with its toast, then refreshes every order view before `onDone` (so a
 * board can put the focus on the card where it landed). A refusal (409: the order moved on
 * meanwhile, or the move is not allowed) shows the server's sentence and refreshes too, since the
 * screen was stale.
 */
export const useOrderAction = (onDone?: (order: OrderDetail, action: OrderAction) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, action, remarks }: OrderActionRequest) =>
      runOrderAction(order.Id, action, remarks, order.Version),
    onSuccess: async (envelope, { action }) => {
      toast.success(envelope.Message);
      queryClient.setQueryData(orderDetailKey(envelope.Data.Id), envelope.Data);
      await refreshOrders(queryClient);
      onDone?.(envelope.Data, action);
    },
    onError: async (error) => {
      toast.error(errorMessage(error));
      if (error instanceof ApiError && error.code === 409) await refreshOrders(queryClient);
    },
  });
};
