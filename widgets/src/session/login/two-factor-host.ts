import type {
  ContractBody,
  ContractData,
  ContractQuery,
  RouteContract,
} from '@backoffice/shared/http/route-contract';
import { twoFactorHostContracts } from '@backoffice/shared/session/two-factor.contract';
import { callApi, type Params } from '../../core/api-client.ts';

interface HostCall {
  /** The challenge token of the pending sign-in. */
  bearer: string;
  query?: Params;
  form?: Params;
  signal?: AbortSignal | undefined;
}

/**
 * The /api/2fa routes are mounted at the server's root, outside the API base the contract client
 * puts before every path; so they are called here, with callApi's fromServerRoot, by their contracts.
 */
const callHostRoute = async <C extends RouteContract>(
  contract: C,
  call: HostCall,
): Promise<ContractData<C>> =>
  (await callApi<ContractData<C>>(contract.method, contract.path, { ...call, fromServerRoot: true })).Data;

export const twoFactorHostApi = {
  qrCode: (
    challengeToken: string,
    query: ContractQuery<typeof twoFactorHostContracts.qrCode>,
    signal?: AbortSignal,
  ) =>
    callHostRoute(twoFactorHostContracts.qrCode, { bearer: challengeToken, query: query as Params, signal }),
  verify: (challengeToken: string, body: ContractBody<typeof twoFactorHostContracts.verify>) =>
    callHostRoute(twoFactorHostContracts.verify, { bearer: challengeToken, form: body as Params }),
};
