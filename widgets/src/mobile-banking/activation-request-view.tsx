import {
  ACTIVATION_STATUS_LABELS,
  type ActivationHistoryAction,
  type ActivationStatus,
} from '@backoffice/shared/mobile-banking/activation-request-machine';
import type { ActivationActionResult } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { samePhoneNumber } from '@backoffice/shared/mobile-banking/mobile-banking-inputs';
import { formatPhoneNumber } from '@backoffice/shared/text/phone-number';
import { useRef } from 'react';
import { DocumentCard } from '../sales/common/document-card.tsx';
import { DocumentHistory } from '../sales/common/document-history.tsx';
import { DocumentPageHead } from '../sales/common/document-page-head.tsx';
import { RecordLoadState } from '../sales/common/record-load-state.tsx';
import type { ScreenAction } from './activation-action-form.ts';
import { useActivationDetail } from './activation-queries.ts';
import { ActivationRequestActions } from './activation-request-actions.tsx';
import { ActivationCharges, ActivationRequestFacts } from './activation-request-facts.tsx';
import { ActivationStatusBadge } from './activation-status-badge.tsx';

const HISTORY_WORDS: Readonly<Record<ActivationHistoryAction, string>> = {
  register: 'Registered',
  confirmreset: 'Reset completed',
  verifyotp: 'Activated with the code',
  activatemanual: 'Activated manually',
  reject: 'Rejected',
  resendotp: 'New code sent',
  renew: 'Renewed',
  newcharge: 'Charged',
  disable: 'Disabled',
  enable: 'Enabled',
  resetpin: 'PIN reset code sent',
  resetpassword: 'Password reset code sent',
  resetdevice: 'Phone unbound',
};

const statusLabel = (status: ActivationStatus) => ACTIVATION_STATUS_LABELS[status];

interface ActivationRequestViewProps {
  id: number;
  /** The phone the address or attribute named ('' for none): a different one is pointed out. */
  phone: string;
  /** The company the request belongs to (the disable form sends it). */
  companyId: string;
  /** The way back to the list, in the portal; an embedded element has none. */
  back?: { href: string; label: string } | undefined;
  /** After an action succeeded, with the request as it now is. */
  onActionDone?: ((action: ScreenAction, result: ActivationActionResult) => void) | undefined;
  /** Shown by an element on another site: it brings its own background. */
  embedded?: boolean;
}

/** One activation request: member, status, actions, history and charges. */
export const ActivationRequestView = ({
  id,
  phone,
  companyId,
  back,
  onActionDone,
  embedded = false,
}: ActivationRequestViewProps) => {
  const detail = useActivationDetail(id);
  const request = detail.data;
  const actionsRef = useRef<HTMLElement>(null);
  // The pressed button went away with the old status: the section's heading takes the focus.
  const focusActions = () => requestAnimationFrame(() => actionsRef.current?.querySelector('h2')?.focus());
  const phoneDiffers = Boolean(request && phone && !samePhoneNumber(phone, request.PhoneNumber));

  return (
    <div className={`bo-page bo-order-detail bo-activation-detail${embedded ? ' bo-page-embedded' : ''}`}>
      <DocumentPageHead
        back={back}
        title={request ? request.MemberName : 'Activation request'}
        subhead={
          request ? (
            <>
              <ActivationStatusBadge status={request.Status} /> {request.MemberNo} ·{' '}
              {formatPhoneNumber(request.PhoneNumber)}
            </>
          ) : null
        }
      />
      <RecordLoadState
        query={detail}
        loading="Loading the activation request"
        notFound="This activation request does not exist, or it belongs to another company."
      />
      {phoneDiffers ? (
        <div className="bo-alert" role="status">
          <p>
            The link named phone {phone}; this request’s number is{' '}
            {formatPhoneNumber(request?.PhoneNumber ?? '')}. Check that it is the member you meant.
          </p>
        </div>
      ) : null}
      {request ? (
        <div className="bo-form-layout">
          <div className="bo-form-main">
            <DocumentCard title="Member and service">
              <ActivationRequestFacts request={request} />
            </DocumentCard>
            <DocumentCard title="Charges">
              <ActivationCharges charges={request.Charges} />
            </DocumentCard>
          </div>
          <div className="bo-form-side">
            <DocumentCard title="Actions" sectionRef={actionsRef} focusableHeading>
              <ActivationRequestActions
                request={request}
                companyId={companyId}
                onDone={(action, result) => {
                  focusActions();
                  onActionDone?.(action, result);
                }}
              />
            </DocumentCard>
            <DocumentCard title="History">
              <DocumentHistory history={request.History} words={HISTORY_WORDS} statusLabel={statusLabel} />
            </DocumentCard>
          </div>
        </div>
      ) : null}
    </div>
  );
};
