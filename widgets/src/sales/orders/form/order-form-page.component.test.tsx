import {
  orderPricingContracts,
  orderReadContracts,
  orderWriteContracts,
} from '@backoffice/shared/sales/orders/order.contract';
import { accountContracts } from '@backoffice/shared/session/account.contract';
import { screen, within } from '@testing-library/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../../test-support/render-screen.tsx';
import { ORDER } from '../order.fixture.ts';
import { OrderFormPage } from './order-form-page.tsx';

const STAFF = {
  UserId: 2,
  UserType: 'staff' as const,
  UserName: 'staff',
  FirstName: 'Sita',
  LastName: 'Sharma',
  Email: 'staff@example.com',
};

describe('OrderFormPage', () => {
  beforeEach(() => {
    // The form prices with the company's VAT rate and offers the line's product in its units.
    fakeServer.answer(orderPricingContracts.vatRate, { VatRatePercent: 13 });
    // An office user, who names the sales person.
    fakeServer.answer(accountContracts.profile, STAFF);
    fakeServer.answer(orderPricingContracts.productUnits, ({ parsedQuery }) => ({
      ProductId: parsedQuery.productId,
      Units: [
        { UnitId: 1, Name: 'Piece', Symbol: 'pc', ConversionFactor: 1, AllowsFraction: false, IsBase: true },
      ],
    }));
  });

  it('names the missing party and product of a new order and sends nothing', async () => {
    renderScreen(<OrderFormPage />);
    await user.click(await screen.findByRole('button', { name: 'Save order' }));
    expect(await screen.findByText('Party is required')).toBeTruthy();
    expect(screen.getByText('Product is required')).toBeTruthy();
    expect(fakeServer.callsTo(orderWriteContracts.save)).toEqual([]);
  });

  it('refuses a quantity of 0 on an edited line', async () => {
    fakeServer.answer(orderReadContracts.detail, ORDER);
    renderScreen(<OrderFormPage orderId={ORDER.Id} />);
    const line = await screen.findByRole('group', { name: 'Line 1' });
    const quantity = within(line).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(line).findByText('Quantity must be more than 0')).toBeTruthy();
    expect(fakeServer.callsTo(orderWriteContracts.save)).toEqual([]);
  });

  it('saves an edited line with the version it started from, then opens the order', async () => {
    fakeServer.answer(orderReadContracts.detail, ORDER);
    fakeServer.answer(orderWriteContracts.save, { ...ORDER, Version: 4 });
    const { navigations } = renderScreen(<OrderFormPage orderId={ORDER.Id} />);
    const line = await screen.findByRole('group', { name: 'Line 1' });
    const quantity = within(line).getByLabelText('Quantity');
    expect((quantity as HTMLInputElement).value).toBe('10');
    await user.clear(quantity);
    await user.type(quantity, '25');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await expect.poll(() => navigations).toEqual([`/salesapp/orders/${ORDER.Id}`]);
    const [sent] = fakeServer.contractCalls(orderWriteContracts.save);
    expect(sent?.parsedBody).toMatchObject({
      Id: ORDER.Id,
      Version: 3,
      PartyId: ORDER.PartyId,
      Lines: [{ ProductId: 21, UnitId: 1, Quantity: 25, UnitPrice: 20 }],
    });
  });

  it('does not offer a sales person the sales person field: their orders are their own', async () => {
    fakeServer.answer(accountContracts.profile, { ...STAFF, UserType: 'salesPerson' });
    renderScreen(<OrderFormPage />);
    await screen.findByRole('button', { name: 'Save order' });
    await expect.poll(() => screen.queryByLabelText('Sales person')).toBeNull();
  });
});
