import { useStore } from '@nanostores/react';
import { $currentCompanyId } from '../core/company.store.ts';
import { emitFromHost, type HostedElementProps, MissingRecordId, recordIdOf } from '../core/element-host.tsx';
import { companyIdOfEmbedToken } from '../core/embed-token.ts';
import { type EmbedTokenProps, useEmbedToken } from '../core/use-embed-token.ts';
import { Loader } from '../ui/loader.tsx';
import { changedDetailOf, renewedDetailOf } from './activation-element-events.ts';
import { ActivationRequestView } from './activation-request-view.tsx';

export interface ActivationRequestDetailElementProps extends HostedElementProps, EmbedTokenProps {
  /** The activation request (`request-id`). */
  requestId?: number;
  /** The member's phone the host expects (`phone`): a different one on the request is pointed out. */
  phone?: string;
}

/**
 * <bo-activation-request-detail token="…" request-id="7" phone="98…">: one activation request with
 * the actions the server allows, for a cooperative's own site. The company is the widget token's.
 * After an action it fires `changed` {id, status}, and after a renewal also `renewed`
 * {id, phone, chargeAmount, disabled}. No way back to the portal's list: the host page is the list.
 */
export const ActivationRequestDetailElement = ({
  token,
  requestId,
  phone,
  container,
}: ActivationRequestDetailElementProps) => {
  const waiting = useEmbedToken(token, container);
  const remembered = useStore($currentCompanyId);
  const companyId = companyIdOfEmbedToken(token) ?? remembered ?? '';
  const id = recordIdOf(requestId);
  if (id === undefined) return <MissingRecordId attribute="request-id" what="activation request" />;
  if (waiting) return <Loader label="Waiting for the widget token" />;
  return (
    <ActivationRequestView
      key={id}
      id={id}
      phone={phone?.trim() ?? ''}
      companyId={companyId}
      embedded
      onActionDone={(action, result) => {
        emitFromHost(container, 'changed', changedDetailOf(result));
        if (action === 'renew') emitFromHost(container, 'renewed', renewedDetailOf(result));
      }}
    />
  );
};
