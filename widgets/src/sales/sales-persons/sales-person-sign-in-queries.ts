import { salesPersonContracts } from '@backoffice/shared/sales/sales-persons/sales-person.contract';
import { callContractForMessage } from '../../core/contract-client.ts';

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
