import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { beatPlanContracts } from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { exportWithListQuery } from '../../test-support/list-export.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { BeatPlanListPage } from './beat-plan-list-page.tsx';

describe('BeatPlanListPage export', () => {
  it('exports the plans under the status and search the list shows, without its paging', async () => {
    fakeServer
      .answer(permissionContracts.checkAction, false)
      .answer(beatPlanContracts.list, { Items: [], TotalCount: 0, PageNo: 1, PageSize: 20 });
    renderScreen(<BeatPlanListPage />);
    await screen.findByRole('button', { name: 'Export CSV' });
    await user.click(screen.getByRole('button', { name: 'Approved' }));
    await user.type(screen.getByLabelText('Search beat plans'), 'Baneshwor{Enter}');
    await expect
      .poll(() => fakeServer.contractCalls(beatPlanContracts.list).at(-1)?.parsedQuery)
      .toMatchObject({ query: 'Baneshwor' });
    const call = await exportWithListQuery(beatPlanContracts.list, beatPlanContracts.export);
    expect(JSON.stringify(call.parsedQuery)).toContain('approved');
  });
});
