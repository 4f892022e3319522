import { companyContracts } from '@backoffice/shared/companies/company.contract';
import { siteInfoContracts } from '@backoffice/shared/site/site-info.contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { $currentCompanyCode, $currentCompanyName, rememberCompany } from '../core/company.store.ts';
import { rememberTimeZone } from '../core/company-time.ts';
import { clientOf, contractKey } from '../core/contract-client.ts';

const companyApi = clientOf(companyContracts);
const siteInfoApi = clientOf(siteInfoContracts);

export const COMPANY_FAILURE = 'Failed to fetch company details';

/** The current company, remembered in browser storage by name and code as spec section 4 asks. */
export const useCompanyDetail = () => {
  const company = useQuery({
    queryKey: contractKey(companyContracts.detail),
    queryFn: () => companyApi.detail(),
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
    if (data) rememberTimeZone(data.TimeZone);
  }, [data]);
  return company;
};

export const useSiteInfo = () =>
  useQuery({
    queryKey: contractKey(siteInfoContracts.display),
    queryFn: () => siteInfoApi.display(),
    staleTime: 5 * 60_000,
  });
