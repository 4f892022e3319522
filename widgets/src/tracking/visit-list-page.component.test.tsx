import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { VISIT_PURPOSE } from '@backoffice/shared/entities/sales/visit-purpose.entity';
import { salesPersonContracts } from '@backoffice/shared/sales/sales-persons/sales-person.contract';
import { visitContracts } from '@backoffice/shared/sales/tracking/tracking.contract';
import { screen } from '@testing-library/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../test-support/fake-contract-server.ts';
import { exportFromList } from '../test-support/list-export.ts';
import { answerOwnProfile } from '../test-support/own-profile.fixture.ts';
import { renderScreen, user } from '../test-support/render-screen.tsx';
import { VisitListPage } from './visit-list-page.tsx';

const PEOPLE = [
  { Id: 7, FullName: 'Maya Rai', EmployeeCode: 'SP-7', IsActive: true, Name: 'Maya Rai' },
  { Id: 8, FullName: 'Suman Tamang', EmployeeCode: 'SP-8', IsActive: true, Name: 'Suman Tamang' },
  { Id: 9, FullName: 'Anil Karki', EmployeeCode: 'SP-9', IsActive: false, Name: 'Anil Karki (inactive)' },
  { Id: 10, FullName: 'Bina Lama', EmployeeCode: 'SP-10', IsActive: false, Name: 'Bina Lama (pending)' },
];

beforeEach(() => {
  answerOwnProfile();
  fakeServer
    .answer(permissionContracts.checkAction, false)
    .answer(salesPersonContracts.filterList, PEOPLE)
    .answer(entityContracts(VISIT_PURPOSE).autocomplete, [])
    .answer(visitContracts.list, { Items: [], TotalCount: 0, PageNo: 1, PageSize: 20 });
});

describe('VisitListPage export', () => {
  it('exports the visits under the filters the list shows, without its paging', async () => {
    renderScreen(<VisitListPage />);
    await screen.findByText(/No visits yet/);
    await screen.findByRole('option', { name: 'Suman Tamang' });
    await user.selectOptions(screen.getByLabelText('Sales person'), 'Suman Tamang');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-27');
    await user.type(screen.getByLabelText('Search visits'), 'shelf{Enter}');
    await expect
      .poll(() => fakeServer.contractCalls(visitContracts.list).at(-1)?.parsedQuery)
      .toMatchObject({ salesPersonId: 8, fromDate: '2026-11-01', toDate: '2026-11-27', query: 'shelf' });
    const call = await exportFromList(visitContracts.export);
    expect(call.query).toEqual({
      salesPersonId: '8',
      fromDate: '2026-11-01',
      toDate: '2026-11-27',
      query: 'shelf',
      format: 'csv',
    });
  });
});

describe('VisitListPage sales person filter', () => {
  it('offers every sales person, the active ones first and the others marked, and filters by one inactive', async () => {
    renderScreen(<VisitListPage />);
    await screen.findByRole('option', { name: 'Anil Karki (inactive)' });
    const select = screen.getByLabelText('Sales person');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Everyone',
      'Maya Rai',
      'Suman Tamang',
      'Anil Karki (inactive)',
      'Bina Lama (pending)',
    ]);
    await user.selectOptions(select, 'Anil Karki (inactive)');
    await expect
      .poll(() => fakeServer.contractCalls(visitContracts.list).at(-1)?.parsedQuery)
      .toMatchObject({ salesPersonId: 9 });
  });
});

describe('VisitListPage for a sales person', () => {
  it('offers no sales person filter: their visits are their own', async () => {
    answerOwnProfile('salesPerson');
    renderScreen(<VisitListPage />);
    await screen.findByText(/No visits yet/);
    await expect.poll(() => fakeServer.contractCalls(visitContracts.list).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Search visits')).toBeTruthy();
    expect(screen.queryByLabelText('Sales person')).toBeNull();
    expect(fakeServer.contractCalls(salesPersonContracts.filterList)).toHaveLength(0);
  });
});

describe('VisitListPage purposes', () => {
  it('shows each visit’s purpose and filters by one', async () => {
    fakeServer
      .answer(entityContracts(VISIT_PURPOSE).autocomplete, [
        { Id: 3, Name: 'Collection' },
        { Id: 4, Name: 'Sales call' },
      ])
      .answer(visitContracts.list, {
        Items: [
          {
            Id: 51,
            SalesPersonId: 7,
            SalesPersonName: 'Maya Rai',
            PartyId: 12,
            PartyName: 'Bishnu Traders',
            PurposeId: 3,
            PurposeName: 'Collection',
            Latitude: 27.7,
            Longitude: 85.3,
            LocationName: null,
            CheckInAt: '2026-11-22T04:00:00.000Z',
            CheckOutAt: null,
            VisitDuration: null,
            Remarks: null,
            Files: [],
          },
        ],
        TotalCount: 1,
        PageNo: 1,
        PageSize: 20,
      });
    renderScreen(<VisitListPage />);
    expect(await screen.findByRole('columnheader', { name: 'Purpose' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Collection' })).toBeTruthy();
    await screen.findByRole('option', { name: 'Sales call' });
    await user.selectOptions(screen.getByLabelText('Purpose'), 'Sales call');
    await expect
      .poll(() => fakeServer.contractCalls(visitContracts.list).at(-1)?.parsedQuery)
      .toMatchObject({ purposeId: 4 });
  });
});
