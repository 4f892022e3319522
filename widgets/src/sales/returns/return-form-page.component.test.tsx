import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { ORDER_RETURN_REASON } from '@backoffice/shared/entities/sales/order-return-reason.entity';
import {
  type OrderReturnDetail,
  type ReturnableOrder,
  returnContracts,
} from '@backoffice/shared/sales/returns/return.contract';
import { screen } from '@testing-library/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { ReturnFormPage } from './return-form-page.tsx';

/** A delivered order of 10 pieces of paracetamol, 4 of which a pending return already holds. */
const ORDER: ReturnableOrder = {
  OrderId: 21,
  OrderNo: 'SO-2026-000021',
  OrderStatus: 'delivered',
  PartyId: 11,
  PartyName: 'Everest Traders',
  CanReturn: true,
  Message: null,
  Lines: [
    {
      OrderLineId: 57,
      ProductId: 5,
      ProductName: 'Paracetamol 500 mg',
      ProductCode: 'PCM-500',
      UnitSymbol: 'pcs',
      UnitPrice: 20,
      SoldUnitQuantity: 10,
      SoldUnitName: 'Piece',
      Sold: 10,
      Returned: 4,
      Remaining: 6,
    },
  ],
};

const QUANTITY = 'Quantity of Paracetamol 500 mg coming back';

/** What the server answers for 3 pieces back as damaged. */
const SAVED: OrderReturnDetail = {
  Id: 8,
  ReturnNo: 'RT-2026-000008',
  ReturnDate: '2026-11-27',
  OrderId: ORDER.OrderId,
  OrderNo: ORDER.OrderNo,
  PartyId: ORDER.PartyId,
  PartyName: ORDER.PartyName,
  ReasonId: 2,
  ReasonName: 'Damaged',
  Status: 'pending',
  TotalAmount: 67.8,
  LineCount: 1,
  CreatedAt: '2026-11-27T06:00:00.000Z',
  AllowedActions: ['verify', 'cancel'],
  Remarks: null,
  TaxableAmount: 60,
  VatAmount: 7.8,
  Lines: [
    {
      Id: 81,
      OrderLineId: 57,
      ProductId: 5,
      ProductName: 'Paracetamol 500 mg',
      ProductCode: 'PCM-500',
      UnitSymbol: 'pcs',
      Quantity: 3,
      TaxableAmount: 60,
      VatAmount: 7.8,
      LineTotal: 67.8,
    },
  ],
  History: [],
  Vouchers: [],
  FileUrl: null,
  VerifiedOn: null,
  Version: 1,
};

const save = () => user.click(screen.getByRole('button', { name: 'Save return' }));

describe('ReturnFormPage', () => {
  beforeEach(() => {
    fakeServer.answer(returnContracts.returnable, ORDER);
  });

  it('asks for a quantity and a reason before anything is sent', async () => {
    renderScreen(<ReturnFormPage orderId={ORDER.OrderId} />);
    await screen.findByLabelText(QUANTITY);
    await save();
    expect(await screen.findByText('Enter the quantity coming back on at least one line')).toBeTruthy();
    expect(screen.getByText('Reason is required')).toBeTruthy();
    expect(fakeServer.callsTo(returnContracts.save)).toEqual([]);
  });

  it('refuses more than is left of a line, in its unit', async () => {
    renderScreen(<ReturnFormPage orderId={ORDER.OrderId} />);
    await user.type(await screen.findByLabelText(QUANTITY), '7');
    await save();
    expect(await screen.findByText('At most 6 pcs can come back')).toBeTruthy();
    expect(fakeServer.callsTo(returnContracts.save)).toEqual([]);
  });

  it('sends the line and the reason chosen in the select, then opens the return', async () => {
    fakeServer.answer(entityContracts(ORDER_RETURN_REASON).autocomplete, [{ Id: 2, Name: 'Damaged' }]);
    fakeServer.answer(returnContracts.save, SAVED);
    const { navigations } = renderScreen(<ReturnFormPage orderId={ORDER.OrderId} />);
    await user.type(await screen.findByLabelText(QUANTITY), '3');
    await user.click(screen.getByRole('combobox', { name: /^Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Damaged' }));
    await save();

    await expect.poll(() => navigations).toEqual([`/salesapp/returns/${SAVED.Id}`]);
    const [sent] = fakeServer.contractCalls(returnContracts.save);
    expect(sent?.parsedBody).toMatchObject({ OrderId: ORDER.OrderId, ReasonId: 2 });
    // The lines travel as JSON text in the form, as the server reads them.
    expect(JSON.parse(String(sent?.parsedBody?.Lines))).toEqual([{ OrderLineId: 57, Quantity: 3 }]);
  });

  it("puts the server's message about a line under that line's quantity", async () => {
    fakeServer.answer(entityContracts(ORDER_RETURN_REASON).autocomplete, [{ Id: 2, Name: 'Damaged' }]);
    fakeServer.refuse(returnContracts.save, {
      code: 400,
      message: 'Check the lines',
      errors: [{ Field: 'Lines[0].Quantity', Message: 'Only 2 pcs are left to return' }],
    });
    renderScreen(<ReturnFormPage orderId={ORDER.OrderId} />);
    await user.type(await screen.findByLabelText(QUANTITY), '3');
    await user.click(screen.getByRole('combobox', { name: /^Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Damaged' }));
    await save();

    const message = await screen.findByText('Only 2 pcs are left to return');
    const input = screen.getByLabelText(QUANTITY);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
  });
});
