import { companyContracts } from '@backoffice/shared/companies/company.contract';
import { useQuery } from '@tanstack/react-query';
import { $currentCompanyId, rememberCompany } from '../core/company.store.ts';
import { clientOf, contractKey } from '../core/contract-client.ts';
import { serverUrl } from '../core/site-config.ts';
import { Modal } from '../ui/dialogs/modal.tsx';
import { Loader } from '../ui/loader.tsx';

const companyApi = clientOf(companyContracts);

export const useUserCompanies = (enabled = true) =>
  useQuery({
    queryKey: contractKey(companyContracts.userCompanies),
    queryFn: () => companyApi.userCompanies(),
    enabled,
  });

/**
 * Choosing another company reloads the portal on the home page: every cached answer belonged to the
 * old company, and the server checks the new one on the next call.
 */
export const CompanyChooserModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const companies = useUserCompanies(open);
  const currentId = $currentCompanyId.get();
  return (
    <Modal open={open} title="Choose a company" onClose={onClose}>
      {companies.isPending ? <Loader label="Loading companies" /> : null}
      {companies.isError ? <p className="bo-alert">{companies.error.message}</p> : null}
      <ul className="bo-company-list">
        {companies.data?.map((company) => (
          <li key={company.CompanyId}>
            <button
              type="button"
              className="bo-company-option"
              aria-current={String(company.CompanyId) === currentId ? 'true' : undefined}
              onClick={() => {
                rememberCompany(company);
                location.assign(serverUrl('/dashboard/admin'));
              }}
            >
              <strong>{company.CompanyName}</strong>
              <span className="bo-muted">
                {company.LegalName} · {company.CompanyCode}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
};
