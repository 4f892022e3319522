import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { returnContracts } from '@backoffice/shared/sales/returns/return.contract';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { exportWithListQuery } from '../../test-support/list-export.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { ReturnListPage } from './return-list-page.tsx';

describe('ReturnListPage export', () => {
  it('exports the returns under the status and search the list shows, without its paging', async () => {
    fakeServer
      .answer(permissionContracts.checkAction, false)
      .answer(returnContracts.list, { Items: [], TotalCount: 0, PageNo: 1, PageSize: 20 });
    renderScreen(<ReturnListPage />);
    await screen.findByRole('button', { name: 'Export CSV' });
    await user.click(screen.getByRole('button', { name: 'Verified' }));
    await user.type(screen.getByLabelText('Search returns'), 'damaged{Enter}');
    await expect
      .poll(() => fakeServer.contractCalls(returnContracts.list).at(-1)?.parsedQuery)
      .toMatchObject({ query: 'damaged' });
    const call = await exportWithListQuery(returnContracts.list, returnContracts.export);
    expect(call.parsedQuery).toMatchObject({ query: 'damaged', format: 'csv' });
    expect(JSON.stringify(call.parsedQuery)).toContain('verified');
  });
});
