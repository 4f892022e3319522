import { emitFromHost, type HostedElementProps, recordIdOf } from '../../../core/element-host.tsx';
import { OrderFormPage } from './order-form-page.tsx';

export interface OrderFormElementProps extends HostedElementProps {
  orderId?: number;
}

/**
 * <bo-order-form order-id="12">: edits that order; without order-id, a new order. After a save the
 * element fires `saved` with {id, orderNo, status, created}; unless the host page cancels the event
 * (preventDefault), the order's page on our server opens, as in the portal.
 */
export const OrderFormElement = ({ orderId, container }: OrderFormElementProps) => {
  const id = recordIdOf(orderId);
  return (
    <OrderFormPage
      key={id ?? 'new'}
      orderId={id}
      onSaved={(saved) =>
        emitFromHost(
          container,
          'saved',
          { id: saved.Id, orderNo: saved.OrderNo, status: saved.Status, created: id === undefined },
          true,
        )
      }
    />
  );
};
