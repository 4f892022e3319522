import type { PaymentDetail } from '@backoffice/shared/sales/collections/collection.contract';
import { useMemo } from 'react';
import {
  UnsavedChangesProvider,
  useUnsavedChangesScope,
} from '../../entities/unsaved-changes/use-unsaved-changes.tsx';
import { collectionPath } from '../common/document-format.ts';
import { DocumentPageHead } from '../common/document-page-head.tsx';
import { ChequeStatusBadge } from '../common/document-status-badge.tsx';
import { RecordLoadState } from '../common/record-load-state.tsx';
import { CollectionForm } from './collection-form.tsx';
import { chequeEditable, valuesFromCollection } from './collection-form-values.ts';
import { useCollectionDetail } from './collection-queries.ts';

interface CollectionEditPageProps {
  paymentId: number;
  /** Told of each save first (a host page embedding the form); false keeps the form where it is. */
  onSaved?: ((saved: PaymentDetail) => boolean) | undefined;
}

/**
 * /salesapp/collections/{id}/edit: a cheque still in hand corrected (number, bank, dates, amount,
 * orders, image) before it goes to the bank. Once deposited, nothing of it changes.
 */
export const CollectionEditPage = ({ paymentId, onSaved }: CollectionEditPageProps) => {
  const detail = useCollectionDetail(paymentId);
  const back = collectionPath(paymentId);
  const unsaved = useUnsavedChangesScope(back);
  const stored = detail.data;
  const initial = useMemo(() => (stored ? valuesFromCollection(stored) : null), [stored]);

  return (
    <UnsavedChangesProvider scope={unsaved}>
      <div className="bo-page bo-order-form-page">
        <DocumentPageHead
          back={{ href: back, label: stored ? `Receipt ${stored.ReceiptNo}` : 'Receipt' }}
          title={stored ? `Edit receipt ${stored.ReceiptNo}` : 'Edit receipt'}
          subhead={
            stored ? (
              <>
                <ChequeStatusBadge status={stored.ChequeStatus} />
                <span>{stored.PartyName}</span>
              </>
            ) : null
          }
        />
        <RecordLoadState
          query={detail}
          loading="Loading the payment"
          notFound="This payment does not exist, or it belongs to another company."
        />
        {stored && !chequeEditable(stored) ? (
          <div className="bo-alert" role="alert">
            <p>
              Only a cheque still in hand (received, not yet deposited) can be corrected here; delete the
              payment and record it again instead, where that is allowed.
            </p>
          </div>
        ) : null}
        {stored && initial && chequeEditable(stored) ? (
          <CollectionForm
            key={stored.Id}
            initial={initial}
            stored={stored}
            onSaved={(saved) => {
              if (onSaved?.(saved) !== false) unsaved.leave(collectionPath(saved.Id), { ask: false });
            }}
          />
        ) : null}
      </div>
    </UnsavedChangesProvider>
  );
};
