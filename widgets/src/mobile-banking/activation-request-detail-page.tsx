import {
  ACTIVATION_STATUS_LABELS,
  type ActivationHistoryAction,
  type ActivationStatus,
} from '@backoffice/shared/mobile-banking/activation-request-machine';
import { samePhoneNumber } from '@backoffice/shared/mobile-banking/mobile-banking-inputs';
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { $currentCompanyId, $currentCompanyName } from '../core/company.store.ts';
import { AppLink } from '../core/navigation.tsx';
import { MoneyCard } from '../sales/money-card.tsx';
import { MoneyHistory } from '../sales/money-history.tsx';
import { MoneyPageHead } from '../sales/money-page-head.tsx';
import { RecordLoadState } from '../sales/record-load-state.tsx';
import { ACTIVATION_LIST_PATH, type DetailAddress, namesOtherCompany } from './activation-paths.ts';
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
const BACK = { href: ACTIVATION_LIST_PATH, label: 'Activation Requests' };

/**
 * Ids are per company, so an address naming another company (cid) must not show this company's
 * request of that id. The shell switches company when the user may (company-from-address); until
 * then, or when refused, the page says so.
 */
const OtherCompany = ({ cid }: { cid: string }) => {
  const currentName = useStore($currentCompanyName);
  return (
    <div className="bo-alert" role="alert">
      <p>
        This activation request belongs to company {cid}, but you are working in{' '}
        {currentName ?? 'another company'}. It is not shown here. Switch to company {cid} (if you have access
        to it) to open the request.
      </p>
    </div>
  );
};

/** The activation request detail at the spec's address (?id=&phone=&cid=): member, status, actions, history, charges. */
export const ActivationRequestDetailPage = ({ address }: { address: DetailAddress }) => {
  const companyId = useStore($currentCompanyId) ?? '';
  const otherCompany = namesOtherCompany(address, companyId);
  const detail = useActivationDetail(address.id ?? 0, address.id !== undefined && !otherCompany);
  const request = detail.data;
  const actionsRef = useRef<HTMLElement>(null);
  // The pressed button went away with the old status: the section's heading takes the focus.
  const focusActions = () => requestAnimationFrame(() => actionsRef.current?.querySelector('h2')?.focus());
  const phoneDiffers = Boolean(
    request && address.phone && !samePhoneNumber(address.phone, request.PhoneNumber),
  );

  if (address.id === undefined || otherCompany) {
    return (
      <div className="bo-page bo-order-detail bo-activation-detail">
        <MoneyPageHead back={BACK} title="Activation request" />
        {otherCompany ? (
          <OtherCompany cid={address.cid} />
        ) : (
          <p className="bo-empty">
            This address does not name an activation request.{' '}
            <AppLink href={ACTIVATION_LIST_PATH}>Open the list</AppLink>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="bo-page bo-order-detail bo-activation-detail">
      <MoneyPageHead
        back={BACK}
        title={request ? request.MemberName : 'Activation request'}
        subhead={
          request ? (
            <>
              <ActivationStatusBadge status={request.Status} /> {request.MemberNo} · {request.PhoneNumber}
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
            The link named phone {address.phone}; this request’s number is {request?.PhoneNumber}. Check that
            it is the member you meant.
          </p>
        </div>
      ) : null}
      {request ? (
        <div className="bo-form-layout">
          <div className="bo-form-main">
            <MoneyCard title="Member and service">
              <ActivationRequestFacts request={request} />
            </MoneyCard>
            <MoneyCard title="Charges">
              <ActivationCharges charges={request.Charges} />
            </MoneyCard>
          </div>
          <div className="bo-form-side">
            <MoneyCard title="Actions" sectionRef={actionsRef} focusableHeading>
              <ActivationRequestActions request={request} companyId={companyId} onDone={focusActions} />
            </MoneyCard>
            <MoneyCard title="History">
              <MoneyHistory history={request.History} words={HISTORY_WORDS} statusLabel={statusLabel} />
            </MoneyCard>
          </div>
        </div>
      ) : null}
    </div>
  );
};
