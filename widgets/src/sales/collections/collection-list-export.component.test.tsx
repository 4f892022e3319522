import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { collectionContracts } from '@backoffice/shared/sales/collections/collection.contract';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { exportWithListQuery } from '../../test-support/list-export.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { CollectionListPage } from './collection-list-page.tsx';

describe('CollectionListPage export', () => {
  it('exports the payments under the method and search the list shows, without its paging', async () => {
    fakeServer
      .answer(permissionContracts.checkAction, false)
      .answer(collectionContracts.list, { Items: [], TotalCount: 0, PageNo: 1, PageSize: 20 });
    renderScreen(<CollectionListPage />);
    await screen.findByRole('button', { name: 'Export CSV' });
    await user.selectOptions(screen.getByLabelText('Method'), 'Cheque');
    await user.type(screen.getByLabelText('Search collections'), 'CHQ-7{Enter}');
    await expect
      .poll(() => fakeServer.contractCalls(collectionContracts.list).at(-1)?.parsedQuery)
      .toMatchObject({ query: 'CHQ-7' });
    const call = await exportWithListQuery(collectionContracts.list, collectionContracts.export);
    expect(JSON.stringify(call.parsedQuery)).toContain('cheque');
  });
});
