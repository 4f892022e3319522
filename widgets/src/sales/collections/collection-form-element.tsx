import type { PaymentDetail } from '@backoffice/shared/sales/collections/collection.contract';
import { emitFromHost, type HostedElementProps, recordIdOf } from '../../core/element-host.tsx';
import { CollectionEditPage } from './collection-edit-page.tsx';
import { CollectionFormPage } from './collection-form-page.tsx';

export interface CollectionFormElementProps extends HostedElementProps {
  paymentId?: number;
  partyId?: number;
}

/**
 * <bo-collection-form payment-id="5">: corrects a payment not yet counted; without payment-id, a
 * new collection (party-id chooses the party first). After a save it fires `saved` with
 * {id, receiptNo, created}; cancel the event to stay instead of opening the payment's page.
 */
export const CollectionFormElement = ({ paymentId, partyId, container }: CollectionFormElementProps) => {
  const id = recordIdOf(paymentId);
  const party = recordIdOf(partyId);
  const onSaved = (saved: PaymentDetail) =>
    emitFromHost(
      container,
      'saved',
      { id: saved.Id, receiptNo: saved.ReceiptNo, created: id === undefined },
      true,
    );
  return id === undefined ? (
    <CollectionFormPage key={party ?? 'any'} partyId={party} onSaved={onSaved} />
  ) : (
    <CollectionEditPage key={id} paymentId={id} onSaved={onSaved} />
  );
};
