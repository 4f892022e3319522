import { useStore } from '@nanostores/react';
import { $currentCompanyId, $currentCompanyName } from '../core/company.store.ts';
import { AppLink } from '../core/navigation.tsx';
import { DocumentPageHead } from '../sales/common/document-page-head.tsx';
import { ACTIVATION_LIST_PATH, type DetailAddress, namesOtherCompany } from './activation-paths.ts';
import { ActivationRequestView } from './activation-request-view.tsx';

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
  if (address.id === undefined || otherCompany) {
    return (
      <div className="bo-page bo-order-detail bo-activation-detail">
        <DocumentPageHead back={BACK} title="Activation request" />
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
  return <ActivationRequestView id={address.id} phone={address.phone} companyId={companyId} back={BACK} />;
};
