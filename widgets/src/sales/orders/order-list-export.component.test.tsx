import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { orderReadContracts } from '@backoffice/shared/sales/orders/order.contract';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { exportFromList } from '../../test-support/list-export.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { OrderListPage } from './order-list-page.tsx';

describe('OrderListPage export', () => {
  it('exports the orders under the status, search and sort the list shows, without its paging', async () => {
    fakeServer
      .answer(permissionContracts.checkAction, false)
      .answer(orderReadContracts.list, { Items: [], TotalCount: 0, PageNo: 1, PageSize: 20 });
    renderScreen(<OrderListPage />);
    await screen.findByText('No orders yet');
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
