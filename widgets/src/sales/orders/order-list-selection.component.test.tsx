import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import {
  type OrderSummary,
  orderReadContracts,
  orderWriteContracts,
} from '@backoffice/shared/sales/orders/order.contract';
import { screen, within } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { answerOwnProfile } from '../../test-support/own-profile.fixture.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { ORDER } from './order.fixture.ts';
import { OrderListPage } from './order-list-page.tsx';

vi.mock('../../core/host-site.ts', () => ({ onHostSite: false, isEmbeddedScript: () => false }));

const { Lines: _lines, History: _history, ...SUMMARY } = ORDER;
const order = (
  Id: number,
  Status: OrderSummary['Status'],
  AllowedActions: OrderSummary['AllowedActions'],
) => ({
  ...SUMMARY,
  Id,
  OrderNo: `SO-2026-00000${Id}`,
  Status,
  AllowedActions,
});

const ORDERS: OrderSummary[] = [
  order(1, 'notConfirmed', ['confirm', 'cancel']),
  order(2, 'confirmed', ['verify', 'cancel']),
];
const bar = () => screen.findByRole('region', { name: 'Selected orders' });

describe('OrderListPage: acting on selected orders', () => {
  beforeEach(() => {
    answerOwnProfile();
    fakeServer.answer(permissionContracts.checkAction, true);
    fakeServer.answer(orderReadContracts.list, {
      Items: ORDERS,
      TotalCount: ORDERS.length,
      PageNo: 1,
      PageSize: 20,
    });
  });

  it('offers the moves the selected orders allow, runs one for all and reports each order by number', async () => {
    fakeServer.answer(orderWriteContracts.bulk, ({ parsedBody }) => ({
      Results: parsedBody.Ids.map((id) =>
        id === 1
          ? { Id: id, Done: true, Message: 'Order SO-2026-000001 confirmed.' }
          : {
              Id: id,
              Done: false,
              Code: 409,
              Message: 'The order is already confirmed; it can be verified or cancelled.',
            },
      ),
    }));
    renderScreen(<OrderListPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select every order on this page' }));
    const selected = await bar();
    expect(within(selected).getByText('2 selected')).toBeTruthy();
    expect(
      within(selected)
        .getAllByRole('button')
        .map((button) => button.textContent)
        .slice(0, 3),
    ).toEqual(['Confirm', 'Verify', 'Cancel order']);

    // Confirming asks nothing: it runs at once.
    await user.click(within(selected).getByRole('button', { name: 'Confirm' }));
    const report = await screen.findByRole('dialog', { name: 'Confirm: 1 done, 1 refused.' });
    expect(
      within(report)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'SO-2026-000001Done',
      'SO-2026-000002Refused The order is already confirmed; it can be verified or cancelled.',
    ]);
    expect(fakeServer.contractCalls(orderWriteContracts.bulk)[0]?.parsedBody).toEqual({
      Action: 'confirm',
      Ids: [1, 2],
    });
    expect(within(await bar()).getByText('1 selected')).toBeTruthy();
    await expect.poll(() => fakeServer.callsTo(orderReadContracts.list).length).toBeGreaterThan(1);
  });

  it('asks for the reason before cancelling, and clears the selection on request', async () => {
    fakeServer.answer(orderWriteContracts.bulk, ({ parsedBody }) => ({
      Results: parsedBody.Ids.map((id) => ({ Id: id, Done: true, Message: 'Order cancelled.' })),
    }));
    renderScreen(<OrderListPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select SO-2026-000002' }));
    expect(within(await bar()).getAllByRole('button')[0]?.textContent).toBe('Verify');
    await user.click(within(await bar()).getByRole('button', { name: 'Cancel order' }));
    const asking = await screen.findByRole('dialog', { name: 'Cancel order: 1 selected?' });
    await user.click(within(asking).getByRole('button', { name: 'Cancel order' }));
    expect(await within(asking).findByText('Reason is required')).toBeTruthy();
    await user.type(within(asking).getByLabelText(/Reason/), 'Customer changed mind');
    await user.click(within(asking).getByRole('button', { name: 'Cancel order' }));
    await screen.findByRole('dialog', { name: 'Cancel order: 1 done.' });
    expect(fakeServer.contractCalls(orderWriteContracts.bulk)[0]?.parsedBody).toEqual({
      Action: 'cancel',
      Ids: [2],
      Remarks: 'Customer changed mind',
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select SO-2026-000001' }));
    await user.click(within(await bar()).getByRole('button', { name: 'Clear selection' }));
    await expect.poll(() => screen.queryByRole('region', { name: 'Selected orders' })).toBeNull();
  });
});
