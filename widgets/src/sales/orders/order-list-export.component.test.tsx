import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { orderReadContracts } from '@backoffice/shared/sales/orders/order.contract';
import { accountContracts } from '@backoffice/shared/session/account.contract';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { exportFromList } from '../../test-support/list-export.ts';
import { answerOwnProfile } from '../../test-support/own-profile.fixture.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { OrderListPage } from './order-list-page.tsx';

describe('OrderListPage export', () => {
  it('exports the orders under the status, search and sort the list shows, without its paging', async () => {
    answerOwnProfile();
    fakeServer
      .answer(permissionContracts.checkAction, false)
      .answer(orderReadContracts.list, { Items: [], TotalCount: 0, PageNo: 1, PageSize: 20 });
    renderScreen(<OrderListPage />);
    await screen.findByText('No orders yet');
    await screen.findByLabelText('Sales person');
    await user.click(screen.getByRole('button', { name: 'Confirmed' }));
    await user.type(screen.getByLabelText('Search orders'), 'Everest{Enter}');
    await expect
      .poll(() => fakeServer.contractCalls(orderReadContracts.list).at(-1)?.parsedQuery)
      .toMatchObject({ Status: ['confirmed'], query: 'Everest' });
    const call = await exportFromList(orderReadContracts.export);
    expect(call.query).toEqual({
      Status: 'confirmed',
      query: 'Everest',
      SortBy: 'OrderDate',
      SortType: 'desc',
      format: 'csv',
    });
  });
});

describe('OrderListPage filters for field users', () => {
  it('offers a sales person party, route and area but no sales person; a dealer no master data', async () => {
    fakeServer
      .answer(permissionContracts.checkAction, false)
      .answer(orderReadContracts.list, { Items: [], TotalCount: 0, PageNo: 1, PageSize: 20 });
    answerOwnProfile('salesPerson');
    renderScreen(<OrderListPage />);
    await screen.findByLabelText('Route');
    expect(screen.getByLabelText('Party')).toBeTruthy();
    expect(screen.getByLabelText('Area')).toBeTruthy();
    expect(screen.queryByLabelText('Sales person')).toBeNull();
  });

  it('offers a dealer the search and dates only', async () => {
    fakeServer
      .answer(permissionContracts.checkAction, false)
      .answer(orderReadContracts.list, { Items: [], TotalCount: 0, PageNo: 1, PageSize: 20 });
    answerOwnProfile('dealer');
    renderScreen(<OrderListPage />);
    await screen.findByText('No orders yet');
    await expect.poll(() => fakeServer.contractCalls(accountContracts.profile).length).toBeGreaterThan(0);
    await expect.poll(() => screen.queryByLabelText('Party')).toBeNull();
    expect(screen.queryByLabelText('Sales person')).toBeNull();
    expect(screen.getByLabelText('Search orders')).toBeTruthy();
  });
});
