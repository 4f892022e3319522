import { accountContracts } from '@backoffice/shared/session/account.contract';
import { useQuery } from '@tanstack/react-query';
import { callContract, contractKey } from './contract-client.ts';

/** Who the signed-in person is in this company (GET /user/account/profile), read once in a while. */
export const useOwnProfile = (enabled = true) =>
  useQuery({
    queryKey: contractKey(accountContracts.profile),
    queryFn: ({ signal }) => callContract(accountContracts.profile, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
