import { errorMessage, getData } from '@backoffice/widgets/core/api-client.ts';
import {
  $currentCompanyId,
  applyCompanyFromAddress,
  type CompanyIdentity,
  rememberCompany,
} from '@backoffice/widgets/core/company.store.ts';
import { toast } from '@backoffice/widgets/ui/toast.store.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearch } from 'wouter';

/**
 * Spec section 4: `cid` on any address chooses the company. Signed in (this runs inside the shell),
 * the choice must be one of the user's companies; then every cached answer (of the old company) goes.
 */
export const CompanyFromAddress = () => {
  const search = useSearch();
  const queryClient = useQueryClient();
  useEffect(() => {
    const previous = $currentCompanyId.get();
    if (!applyCompanyFromAddress(`?${search}`)) return;
    const chosen = $currentCompanyId.get();
    getData<CompanyIdentity[]>('/user/companyuser')
      .then((companies) => {
        const company = companies.find((item) => String(item.CompanyId) === chosen);
        if (!company) {
          toast.error(`You do not have access to company ${chosen}.`);
          if (previous) $currentCompanyId.set(previous);
          return;
        }
        rememberCompany(company);
        queryClient.removeQueries();
      })
      .catch((error: unknown) => toast.error(errorMessage(error)));
  }, [search, queryClient]);
  return null;
};
