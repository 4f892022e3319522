import { activationRequestContracts as contracts } from '@backoffice/shared/mobile-banking/mobile-banking.contract';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../test-support/fake-contract-server.ts';
import { exportFromList } from '../test-support/list-export.ts';
import { renderScreen, user } from '../test-support/render-screen.tsx';
import { ActivationRequestListPage } from './activation-request-list-page.tsx';

describe('ActivationRequestListPage export', () => {
  it('exports the requests under the search and status the list shows, without its paging', async () => {
    fakeServer.answer(contracts.list, { Items: [], TotalCount: 0, PageNo: 1, PageSize: 20 });
    renderScreen(<ActivationRequestListPage />);
    await screen.findByRole('button', { name: 'Export CSV' });
    await user.click(screen.getByRole('button', { name: 'Activated' }));
    await user.type(screen.getByLabelText('Search activation requests'), 'krishna{Enter}');
    await expect
      .poll(() => fakeServer.contractCalls(contracts.list).at(-1)?.parsedQuery)
      .toMatchObject({ Status: 'activated', query: 'krishna' });
    const call = await exportFromList(contracts.export);
    expect(call.query).toEqual({ Status: 'activated', query: 'krishna', format: 'csv' });
  });
});
