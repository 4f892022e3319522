import type { PaymentDetail } from '@backoffice/shared/sales/collections/collection.contract';
import { useState } from 'react';
import { companyToday } from '../../core/company-time.ts';
import {
  UnsavedChangesProvider,
  useUnsavedChangesScope,
} from '../../entities/unsaved-changes/use-unsaved-changes.tsx';
import { Loader } from '../../ui/loader.tsx';
import { COLLECTIONS_PATH, collectionPath } from '../common/document-format.ts';
import { DocumentPageHead } from '../common/document-page-head.tsx';
import { usePartyName } from '../common/document-queries.ts';
import { CollectionForm } from './collection-form.tsx';
import { emptyCollectionValues } from './collection-form-values.ts';

interface CollectionFormPageProps {
  partyId?: number | undefined;
  /** Told of each save first (a host page embedding the form); false keeps the form where it is. */
  onSaved?: ((saved: PaymentDetail) => boolean) | undefined;
}

/** /salesapp/collections/new, and ?partyId= to start with the party chosen (from its statement). */
export const CollectionFormPage = ({ partyId, onSaved }: CollectionFormPageProps) => {
  const unsaved = useUnsavedChangesScope(COLLECTIONS_PATH);
  const [today] = useState(() => companyToday());
  const party = usePartyName(partyId);
  // An unknown party (or one of another company) starts the form without one.
  const waiting = partyId !== undefined && party.isPending;

  return (
    <UnsavedChangesProvider scope={unsaved}>
      <div className="bo-page bo-order-form-page">
        <DocumentPageHead back={{ href: COLLECTIONS_PATH, label: 'Collections' }} title="New collection" />
        {waiting ? <Loader label="Loading the party" /> : null}
        {!waiting ? (
          <CollectionForm
            initial={emptyCollectionValues(
              today,
              partyId !== undefined && party.data ? { id: String(partyId), name: party.data } : undefined,
            )}
            onSaved={(saved) => {
              if (onSaved?.(saved) !== false) unsaved.leave(collectionPath(saved.Id), { ask: false });
            }}
          />
        ) : null}
      </div>
    </UnsavedChangesProvider>
  );
};
