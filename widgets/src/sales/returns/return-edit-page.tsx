import type { OrderReturnDetail } from '@backoffice/shared/sales/returns/return.contract';
import {
  UnsavedChangesProvider,
  useUnsavedChangesScope,
} from '../../entities/unsaved-changes/use-unsaved-changes.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { returnPath } from '../common/document-format.ts';
import { DocumentPageHead } from '../common/document-page-head.tsx';
import { ReturnStatusBadge } from '../common/document-status-badge.tsx';
import { ReturnForm } from './return-form.tsx';
import { useReturnableOrder, useReturnDetail } from './return-queries.ts';

interface ReturnEditPageProps {
  returnId: number;
  /** Told of each save first (a host page embedding the form); false keeps the form where it is. */
  onSaved?: ((saved: OrderReturnDetail) => boolean) | undefined;
}

/**
 * /salesapp/returns/{id}/edit: a pending return's quantities, reason, remarks or photo corrected
 * before the goods are checked in. Once verified or cancelled it can no longer change.
 */
export const ReturnEditPage = ({ returnId, onSaved }: ReturnEditPageProps) => {
  const detail = useReturnDetail(returnId);
  const stored = detail.data;
  const returnable = useReturnableOrder(stored?.OrderId);
  const back = returnPath(returnId);
  const unsaved = useUnsavedChangesScope(back);
  const order = returnable.data;
  // Edit permission shows as the actions it opens; a pending return offers verify to whoever may edit.
  const editable = stored?.Status === 'pending' && stored.AllowedActions.includes('verify');
  const failed = detail.isError ? detail : returnable.isError ? returnable : null;

  return (
    <UnsavedChangesProvider scope={unsaved}>
      <div className="bo-page bo-order-form-page">
        <DocumentPageHead
          back={{ href: back, label: stored ? `Return ${stored.ReturnNo}` : 'Return' }}
          title={stored ? `Edit return ${stored.ReturnNo}` : 'Edit return'}
          subhead={
            stored ? (
              <>
                <ReturnStatusBadge status={stored.Status} />
                <span>
                  {stored.OrderNo} · {stored.PartyName}
                </span>
              </>
            ) : null
          }
        />
        {detail.isPending || (stored && returnable.isPending) ? <Loader label="Loading the return" /> : null}
        {failed ? (
          <QueryProblem
            query={failed}
            notFound="This return does not exist, or it belongs to another company."
          />
        ) : null}
        {stored && !editable ? (
          <div className="bo-alert" role="alert">
            <p>
              {stored.Status === 'pending'
                ? 'You may not change returns.'
                : 'Only a pending return can be changed; this one is no longer pending.'}
            </p>
          </div>
        ) : null}
        {stored && editable && order ? (
          <ReturnForm
            key={stored.Id}
            order={order}
            stored={stored}
            onSaved={(saved) => {
              if (onSaved?.(saved) !== false) unsaved.leave(returnPath(saved.Id), { ask: false });
            }}
          />
        ) : null}
      </div>
    </UnsavedChangesProvider>
  );
};
