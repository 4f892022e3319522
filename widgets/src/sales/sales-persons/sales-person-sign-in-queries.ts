import { callApi } from '../../core/api-client.ts';

/** POST /salesperson/resetpassword without a password: the server makes one, answered once. */
export interface SalesPersonPasswordReset {
  Id: number;
  UserId: number;
  UserName: string;
  TemporaryPassword?: string;
}

export const resetSalesPersonDevice = (id: number) =>
  callApi<{ Id: number; DeviceId: null }>('post', '/salesperson/resetdevice', { query: { id } });

export const resetSalesPersonPassword = (id: number) =>
  callApi<SalesPersonPasswordReset>('post', '/salesperson/resetpassword', { query: { id } });

export const changeSalesPersonUserName = (id: number, userName: string) =>
  callApi<{ Id: number; UserId: number; UserName: string }>('post', '/salesperson/changeusername', {
    query: { id },
    form: { UserName: userName },
  });
