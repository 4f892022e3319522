import { accountContracts } from '@backoffice/shared/session/account.contract';
import { type FieldUserType, isFieldUserType } from '@backoffice/shared/user-types';
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

/**
 * Whether the signed-in person is a sales person, dealer or delivery person, whose lists the server
 * keeps to their own work (so a filter by person means nothing to them); null while unknown.
 */
export const useFieldUserType = (): FieldUserType | null | undefined => {
  const me = useOwnProfile();
  if (!me.data) return undefined;
  return isFieldUserType(me.data.UserType) ? me.data.UserType : null;
};
