import { supportTicketContracts as contracts } from '@backoffice/shared/support/support-ticket.contract';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../test-support/fake-contract-server.ts';
import { exportFromList } from '../test-support/list-export.ts';
import { renderScreen, user } from '../test-support/render-screen.tsx';
import { SupportTicketListPage } from './support-ticket-list-page.tsx';

const EMPTY = { Items: [], TotalCount: 0, PageNo: 1, PageSize: 20 };

const show = async (scope: 'company' | 'desk') => {
  renderScreen(<SupportTicketListPage scope={scope} selectedId={null} onSelect={() => undefined} />);
  await screen.findByText(/No support tickets/);
};

/** Narrows the list as a person would: a status tab, a type, a priority and a search. */
const narrow = async () => {
  await user.click(screen.getByRole('button', { name: 'Resolved' }));
  await user.selectOptions(screen.getByLabelText('Type'), 'New Feature');
  await user.selectOptions(screen.getByLabelText('Priority'), 'High');
  await user.type(screen.getByLabelText('Search'), 'printer{Enter}');
};

describe('SupportTicketListPage export', () => {
  it("exports the company's tickets under the filters the list shows, without its paging", async () => {
    fakeServer.answer(contracts.list, EMPTY);
    await show('company');
    await narrow();
    await expect
      .poll(() => fakeServer.contractCalls(contracts.list).at(-1)?.parsedQuery.query)
      .toBe('printer');
    const call = await exportFromList(contracts.export);
    expect(call.query).toEqual({
      Status: 'resolved',
      TicketType: 'N',
      PriorityLevel: 'H',
      query: 'printer',
      format: 'csv',
    });
  });

  it("exports the desk's list through the desk's own export", async () => {
    fakeServer.answer(contracts.adminList, EMPTY);
    await show('desk');
    await user.selectOptions(screen.getByLabelText('Priority'), 'Low');
    await expect
      .poll(() => fakeServer.contractCalls(contracts.adminList).at(-1)?.parsedQuery.PriorityLevel)
      .toEqual(['L']);
    const call = await exportFromList(contracts.adminExport);
    expect(call.parsedQuery).toMatchObject({ PriorityLevel: ['L'], format: 'csv' });
    expect(call.query).not.toHaveProperty('pageNo');
    expect(fakeServer.callsTo(contracts.export)).toEqual([]);
  });
});
