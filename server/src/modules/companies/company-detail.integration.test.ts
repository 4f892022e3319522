import type { CompanyDetail } from '@backoffice/shared/companies/company.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, clientToken, signInAs, signInWithNewAuthenticator } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

const detail = (token: string, companyId: number) =>
  app.get<CompanyDetail>(`${API}/company/detail`, { token, companyId });

describe('company detail', () => {
  it('answers the current company with its active modules', async () => {
    const admin = await signInAs(app, 'admin', 'Admin@123');
    expect((await detail(admin, 1)).body).toEqual({
      Code: 200,
      Message: 'Success',
      Data: {
        CompanyId: 1,
        CompanyName: 'Himalayan Traders',
        CompanyCode: 'HTL',
        LegalName: 'Himalayan Traders Pvt. Ltd.',
        Address: 'New Road, Kathmandu',
        Phone: '+97714221100',
        Email: 'info@himalayantraders.example',
        PanNumber: '301234567',
        TimeZone: 'Asia/Kathmandu',
        ActiveModules: ['Administration', 'SalesApp', 'Accounting', 'PurchaseAndSales', 'Support'],
      },
    });
  });

  it('follows the CompanyId header for a member of company 2', async () => {
    const coop = await signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', {
      companyId: 2,
      branchId: 3,
    });
    expect((await detail(coop, 2)).body.Data).toEqual({
      CompanyId: 2,
      CompanyName: 'Sagarmatha Cooperative',
      CompanyCode: 'SSCC',
      LegalName: 'Sagarmatha Saving and Credit Cooperative Ltd.',
      Address: 'Baneshwor, Kathmandu',
      Phone: '+97714780011',
      Email: 'info@sagarmathacoop.example',
      PanNumber: '602345678',
      TimeZone: 'Asia/Kathmandu',
      ActiveModules: ['Administration', 'Accounting', 'MobileBanking', 'Support'],
    });
    // A member of company 2 only is refused company 1.
    expect((await detail(coop, 1)).body).toEqual({
      Code: 403,
      Message: 'You do not have access to this company.',
      Data: null,
    });
  });

  it('refuses a client token and a missing company', async () => {
    const client = await clientToken(app);
    expect((await detail(client, 1)).body).toEqual({
      Code: 403,
      Message: 'Sign in to use this part of the application.',
      Data: null,
    });
    const superAdmin = await signInAs(app, 'superadmin', 'Super@123');
    expect((await detail(superAdmin, 999)).body).toEqual({
      Code: 404,
      Message: 'Company not found.',
      Data: null,
    });
  });
});
