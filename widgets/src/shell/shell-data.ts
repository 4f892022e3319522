import type { CompanyDetail } from '@backoffice/shared/shell/company.types';
import type { SiteInfoDisplay } from '@backoffice/shared/shell/site-content.types';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getData } from '../core/api-client.ts';
import { $currentCompanyCode, $currentCompanyName, rememberCompany } from '../core/company.store.ts';

export const COMPANY_FAILURE = 'Failed to fetch company details';

/** The current company, remembered in browser storage by name and code as spec section 4 asks. */
export const useCompanyDetail = () => {
  const company = useQuery({
    queryKey: ['company', 'detail'],
    queryFn: () => getData<CompanyDetail>('/company/detail'),
    staleTime: 5 * 60_000,
  });
  const data = company.data;
  useEffect(() => {
    if (
      data &&
      (data.CompanyName !== $currentCompanyName.get() || data.CompanyCode !== $currentCompanyCode.get())
    ) {
      rememberCompany(data);
    }
  }, [data]);
  return company;
};

export const useSiteInfo = () =>
  useQuery({
    queryKey: ['site-info'],
    queryFn: () => getData<SiteInfoDisplay>('/siteinfo/display'),
    staleTime: 5 * 60_000,
  });
