import type { OrderReturnDetail } from '@backoffice/shared/sales/returns/return.contract';
import { emitFromHost, type HostedElementProps, recordIdOf } from '../../core/element-host.tsx';
import { ReturnEditPage } from './return-edit-page.tsx';
import { ReturnFormPage } from './return-form-page.tsx';

export interface ReturnFormElementProps extends HostedElementProps {
  returnId?: number;
  orderId?: number;
}

/**
 * <bo-return-form return-id="3">: corrects a pending return; without return-id, a new return of
 * order-id's goods (or, without that too, a picker for the order). After a save it fires `saved`
 * with {id, returnNo, status, created}; cancel the event to stay instead of opening the return's
 * page on our server.
 */
export const ReturnFormElement = ({ returnId, orderId, container }: ReturnFormElementProps) => {
  const id = recordIdOf(returnId);
  const order = recordIdOf(orderId);
  const onSaved = (saved: OrderReturnDetail) =>
    emitFromHost(
      container,
      'saved',
      { id: saved.Id, returnNo: saved.ReturnNo, status: saved.Status, created: id === undefined },
      true,
    );
  return id === undefined ? (
    <ReturnFormPage key={order ?? 'pick'} orderId={order} onSaved={onSaved} />
  ) : (
    <ReturnEditPage key={id} returnId={id} onSaved={onSaved} />
  );
};
