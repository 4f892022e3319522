import type { ContractBody } from '@backoffice/shared/http/route-contract';
import { siteInfoContracts } from '@backoffice/shared/site/site-info.contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { clientOf, contractKey } from '../core/contract-client.ts';

const siteInfoApi = clientOf(siteInfoContracts);

export const useSiteInfoSettings = () =>
  useQuery({
    queryKey: contractKey(siteInfoContracts.get),
    queryFn: ({ signal }) => siteInfoApi.get({ signal }),
    staleTime: 0,
  });

/** The route's body with its file part: the contract client sends a File as itself. */
type SiteInfoSaveForm = ContractBody<typeof siteInfoContracts.save> & { Logo?: File };

export const saveSiteLogo = (logo: File) => {
  const body: SiteInfoSaveForm = { Logo: logo };
  return siteInfoApi.save({ body });
};

// The route reads a multipart body; a form without a file part is still one.
export const removeSiteLogo = () => siteInfoApi.save({ body: { RemoveLogo: true } });

/** A saved or removed logo changes this screen and what the header (and the login page) show. */
export const refreshSiteInfo = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: contractKey(siteInfoContracts.get) }),
    queryClient.invalidateQueries({ queryKey: contractKey(siteInfoContracts.display) }),
  ]);
