import type { ContractBody, ContractQuery } from '@backoffice/shared/http/route-contract';
import { twoFactorHostContracts } from '@backoffice/shared/session/two-factor.contract';
import { callContract } from '../../core/contract-client.ts';

/**
 * The /api/2fa routes are mounted at the server's root, outside the API base, and answer to the
 * pending sign-in's challenge token rather than the session's.
 */
export const twoFactorHostApi = {
  qrCode: (
    challengeToken: string,
    query: ContractQuery<typeof twoFactorHostContracts.qrCode>,
    signal?: AbortSignal,
  ) =>
    callContract(twoFactorHostContracts.qrCode, {
      query,
      bearer: challengeToken,
      fromServerRoot: true,
      ...(signal ? { signal } : {}),
    }),
  verify: (challengeToken: string, body: ContractBody<typeof twoFactorHostContracts.verify>) =>
    callContract(twoFactorHostContracts.verify, { body, bearer: challengeToken, fromServerRoot: true }),
};
