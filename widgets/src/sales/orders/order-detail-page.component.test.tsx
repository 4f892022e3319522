import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { orderReadContracts } from '@backoffice/shared/sales/orders/order.contract';
import { screen, within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { ORDER } from './order.fixture.ts';
import { OrderDetailPage } from './order-detail-page.tsx';

/** The confirmed order, assigned to a dealer for a day. */
const ASSIGNED = { ...ORDER, DealerUserId: 8, DealerUserName: 'Bishnu Shrestha', AssignedDate: '2026-11-27' };

/** Whether the caller may edit orders; every other permission the page asks is refused. */
const permitEditing = (mayEdit: boolean) =>
  fakeServer.answer(
    permissionContracts.checkAction,
    ({ parsedQuery }) =>
      mayEdit && parsedQuery.screenId === PAGE_CODES.Order && parsedQuery.actionType === 'edit',
  );

describe('OrderDetailPage: the assignment', () => {
  it('shows whom the order is assigned to, without the assigning form, to someone who may not edit orders', async () => {
    fakeServer.answer(orderReadContracts.detail, ASSIGNED);
    permitEditing(false);
    renderScreen(<OrderDetailPage orderId={ORDER.Id} />);

    const panel = await screen.findByRole('region', { name: 'Assignment' });
    expect(within(panel).getByText(/^Assigned to Bishnu Shrestha \(dealer\) for /)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Assign' })).toBeNull();
    // The form's selects list users, which a dealer may not see: nothing asks for them.
    expect(fakeServer.callsTo(entityContracts(USER).list)).toEqual([]);
  });

  it('offers the assigning form to someone who may edit orders', async () => {
    fakeServer.answer(orderReadContracts.detail, ASSIGNED);
    fakeServer.answer(entityContracts(USER).list, { Items: [], TotalCount: 0, PageNo: 1, PageSize: 500 });
    permitEditing(true);
    renderScreen(<OrderDetailPage orderId={ORDER.Id} />);

    const panel = await screen.findByRole('region', { name: 'Assignment' });
    expect(await within(panel).findByRole('button', { name: 'Assign' })).toBeTruthy();
  });
});

describe('OrderDetailPage: the books', () => {
  it('lists the vouchers the order put in the books, each opening its voucher', async () => {
    fakeServer.answer(orderReadContracts.detail, {
      ...ORDER,
      Status: 'delivered',
      Vouchers: [
        { Id: 41, VoucherNo: 'SV-2083/84-000007', VoucherType: 'sales', Status: 'cancelled' },
        { Id: 42, VoucherNo: 'SV-2083/84-000008', VoucherType: 'sales', Status: 'posted' },
      ],
    });
    permitEditing(false);
    renderScreen(<OrderDetailPage orderId={ORDER.Id} />);

    const books = await screen.findByRole('region', { name: 'Books' });
    const link = within(books).getByRole('link', { name: 'SV-2083/84-000008' });
    expect(link.getAttribute('href')).toContain('/accounting/vouchers/42');
    expect(within(books).getByText('(cancelled)')).toBeTruthy();
  });

  it('says when the invoice will be posted while the order is not delivered', async () => {
    fakeServer.answer(orderReadContracts.detail, ORDER);
    permitEditing(false);
    renderScreen(<OrderDetailPage orderId={ORDER.Id} />);

    const books = await screen.findByRole('region', { name: 'Books' });
    expect(within(books).getByText('Its sales invoice is posted when it is delivered.')).toBeTruthy();
  });
});
