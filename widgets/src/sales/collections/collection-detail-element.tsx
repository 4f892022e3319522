import {
  DeletedNotice,
  type HostedElementProps,
  MissingRecordId,
  recordIdOf,
  useChangedEvent,
  useHostDeletion,
} from '../../core/element-host.tsx';
import { CollectionDetailPage } from './collection-detail-page.tsx';
import { useCollectionDetail } from './collection-queries.ts';

export interface CollectionDetailElementProps extends HostedElementProps {
  paymentId?: number;
}

const WatchedCollection = ({ paymentId, container }: { paymentId: number } & HostedElementProps) => {
  const detail = useCollectionDetail(paymentId);
  useChangedEvent(container, detail.data, (changed) => ({
    id: changed.Id,
    receiptNo: changed.ReceiptNo,
    chequeStatus: changed.ChequeStatus,
    version: changed.Version,
  }));
  const { deleted, onDeleted } = useHostDeletion(container, paymentId);
  if (deleted) return <DeletedNotice>The payment was deleted.</DeletedNotice>;
  return <CollectionDetailPage paymentId={paymentId} onDeleted={onDeleted} />;
};

/**
 * <bo-collection-detail payment-id="5">: one payment received and its cheque's actions. It fires
 * `changed` with {id, receiptNo, chequeStatus, version} after each change, `deleted` with {id}.
 */
export const CollectionDetailElement = ({ paymentId, container }: CollectionDetailElementProps) => {
  const id = recordIdOf(paymentId);
  if (id === undefined) return <MissingRecordId attribute="payment-id" what="payment" />;
  return <WatchedCollection key={id} paymentId={id} container={container} />;
};
