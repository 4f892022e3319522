import { companyContracts } from '@backoffice/shared/companies/company.contract';
import { ApiError, errorMessage } from '@backoffice/widgets/core/api-client.ts';
import {
  type CompanyIdentity,
  rememberCompany,
  requestedCompanyId,
} from '@backoffice/widgets/core/company.store.ts';
import { clientOf } from '@backoffice/widgets/core/contract-client.ts';
import { toast } from '@backoffice/widgets/ui/toast.store.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearch } from 'wouter';

const companyApi = clientOf(companyContracts);

/** Asked with the current company: may this user act for `cid`, and does the server let this session? */
const checkCompany = async (cid: string): Promise<CompanyIdentity> => {
  const companies = await companyApi.userCompanies();
  if (!companies.some((item) => String(item.CompanyId) === cid)) {
    throw new ApiError(403, `You do not have access to company ${cid}.`);
  }
  // A company that requires two-factor sign-in refuses a session that did not pass one: ask it.
  return companyApi.detail({ companyId: cid });
};

/**
 * Spec section 4: `cid` on any address chooses the company. Signed in (this runs inside the shell),
 * the company changes only once the server accepts it; then every cached answer (of the old
 * company) goes. A refused cid leaves the current company and says why.
 */
export const CompanyFromAddress = () => {
  const search = useSearch();
  const queryClient = useQueryClient();
  useEffect(() => {
    const cid = requestedCompanyId(`?${search}`);
    if (!cid) return;
    let live = true;
    checkCompany(cid)
      .then((company) => {
        if (!live) return;
        rememberCompany(company);
        void queryClient.resetQueries();
      })
      .catch((error: unknown) => {
        if (live)
          toast.error(error instanceof Error && !('code' in error) ? error.message : errorMessage(error));
      });
    return () => {
      live = false;
    };
  }, [search, queryClient]);
  return null;
};
