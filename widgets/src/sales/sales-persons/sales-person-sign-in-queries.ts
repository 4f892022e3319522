import { salesPersonContracts } from '@backoffice/shared/sales/sales-persons/sales-person.contract';
import { useQuery } from '@tanstack/react-query';
import { callContract, callContractForMessage, contractKey } from '../../core/contract-client.ts';

/**
 * The linked user's user name and bound device. Keyed by the record's link and device too, so a
 * saved form (another user, a reset device) asks again.
 */
export const useSalesPersonSignIn = (id: number, userId: unknown, deviceId: unknown) =>
  useQuery({
    queryKey: [...contractKey(salesPersonContracts.signIn, { id }), userId, deviceId],
    queryFn: ({ signal }) => callContract(salesPersonContracts.signIn, { query: { id }, signal }),
  });

export const resetSalesPersonDevice = (id: number) =>
  callContractForMessage(salesPersonContracts.resetDevice, { query: { id } });

/** Without a password: the server makes one, answered once in Data.TemporaryPassword. */
export const resetSalesPersonPassword = (id: number) =>
  callContractForMessage(salesPersonContracts.resetPassword, { query: { id }, body: {} });

export const changeSalesPersonUserName = (id: number, userName: string) =>
  callContractForMessage(salesPersonContracts.changeUserName, {
    query: { id },
    body: { UserName: userName },
  });
