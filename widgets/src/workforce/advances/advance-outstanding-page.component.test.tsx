import { advanceOutstandingContracts } from '@backoffice/shared/workforce/advances/advance-outstanding.contract';
import { screen } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { AdvanceOutstandingPage } from './advance-outstanding-page.tsx';
import { AdvanceOutstandingPanel } from './advance-outstanding-panel.tsx';

vi.mock('../../core/host-site.ts', () => ({ onHostSite: false, isEmbeddedScript: () => false }));

const ZERO = { Approved: 0, Repaid: 0, Outstanding: 0 };
const EMPTY = { Items: [], TotalCount: 0, PageNo: 1, PageSize: 20, Totals: ZERO };
const HARI = { UserId: 7, UserName: 'Hari Gurung', Approved: 5000, Repaid: 2000, Outstanding: 3000 };

const STAMPS = {
  CreatedAt: '2026-11-20T04:00:00.000Z',
  UpdatedAt: '2026-11-20T04:00:00.000Z',
  CreatedByName: null,
};

const lastQuery = () => fakeServer.contractCalls(advanceOutstandingContracts.outstanding).at(-1)?.parsedQuery;

describe('AdvanceOutstandingPage', () => {
  it('says when nobody owes an advance', async () => {
    fakeServer.answer(advanceOutstandingContracts.outstanding, EMPTY);
    renderScreen(<AdvanceOutstandingPage />);
    expect(await screen.findByText(/Nobody owes an advance/)).toBeTruthy();
  });

  it('shows each person’s figures and the total, and searches by name', async () => {
    fakeServer.answer(advanceOutstandingContracts.outstanding, {
      ...EMPTY,
      Items: [HARI],
      TotalCount: 1,
      Totals: { Approved: 5000, Repaid: 2000, Outstanding: 3000 },
    });
    renderScreen(<AdvanceOutstandingPage />);
    expect(await screen.findByText('Hari Gurung')).toBeTruthy();
    expect(screen.getAllByText('3,000.00').length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Search people'), 'Hari{Enter}');
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ query: 'Hari', pageNo: 1 }));
  });
});

describe('AdvanceOutstandingPanel', () => {
  it('shows what the advance’s person owes', async () => {
    fakeServer.answer(advanceOutstandingContracts.outstanding, { ...EMPTY, Items: [HARI], TotalCount: 1 });
    renderScreen(
      <AdvanceOutstandingPanel record={{ ...STAMPS, Id: 3, UserId: 7 }} refresh={() => undefined} />,
    );
    expect(await screen.findByText('3,000.00')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ UserId: 7 });
  });
});
