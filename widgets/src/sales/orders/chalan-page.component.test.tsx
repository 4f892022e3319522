import { orderReadContracts } from '@backoffice/shared/sales/orders/order.contract';
import { accountContracts } from '@backoffice/shared/session/account.contract';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { ChalanPage } from './chalan-page.tsx';

const EMPTY_SHEET = {
  DeliveryUserId: 7,
  DeliveryUserName: 'delivery',
  Date: '2026-11-27',
  Orders: [],
  Products: [],
  OrderCount: 0,
  SubTotal: 0,
  DiscountTotal: 0,
  VatAmount: 0,
  TotalAmount: 0,
};

describe('ChalanPage', () => {
  it('shows a delivery person their own chalan, without a list of the others they may not see', async () => {
    fakeServer.answer(accountContracts.profile, {
      UserId: 7,
      UserType: 'deliveryPerson',
      UserName: 'delivery',
      FirstName: 'Ram',
      LastName: 'Thapa',
      Email: 'delivery@example.com',
    });
    fakeServer.answer(orderReadContracts.chalan, EMPTY_SHEET);
    renderScreen(<ChalanPage date="2026-11-27" />);
    await screen.findByText(/^Nothing is assigned to this delivery person for /);
    expect(screen.queryByLabelText('Delivery person')).toBeNull();
    expect(fakeServer.contractCalls(orderReadContracts.chalan)[0]?.parsedQuery).toEqual({
      deliveryUserId: 7,
      date: '2026-11-27',
    });
  });
});
