import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { NOTICE } from '@backoffice/shared/entities/administration/notice.entity';
import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { screen } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { exportFromList } from '../../test-support/list-export.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { EntityListPage } from './entity-list-page.tsx';

// The screens run here as in the portal, on its own origin (whose address they read), not on a host site.
vi.mock('../../core/host-site.ts', () => ({ onHostSite: false, isEmbeddedScript: () => false }));

const CONTRACTS = entityContracts(NOTICE);

describe('EntityListPage export', () => {
  it('exports the records under the search, filter and sort the list shows, without its paging', async () => {
    fakeServer
      .answer(permissionContracts.checkAction, true)
      .answer(CONTRACTS.list, { Items: [], TotalCount: 0, PageNo: 1, PageSize: 20 });
    renderScreen(<EntityListPage entity={NOTICE} />);
    await screen.findByText('No Notices yet');
    await user.selectOptions(screen.getByLabelText('Audience'), 'Dealers');
    await user.type(screen.getByLabelText('Search Notices'), 'monsoon{Enter}');
    await expect
      .poll(() => fakeServer.contractCalls(CONTRACTS.list).at(-1)?.query)
      .toMatchObject({ Audience: 'dealer', query: 'monsoon' });
    const call = await exportFromList(CONTRACTS.export);
    expect(call.query).toEqual({
      Audience: 'dealer',
      query: 'monsoon',
      SortBy: 'NoticeDate',
      SortType: 'desc',
      format: 'csv',
    });
  });
});
