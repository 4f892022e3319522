import {
  type IrdBillingSettings,
  type IrdOutboxRow,
  irdBillingContracts,
} from '@backoffice/shared/accounting/ird-billing.contract';
import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { FAILED_ROW } from './ird-billing.fixture.ts';
import { IrdBillingPage } from './ird-billing-page.tsx';

vi.mock('../../core/host-site.ts', () => ({ onHostSite: false, isEmbeddedScript: () => false }));

const SETTINGS: IrdBillingSettings = {
  Enabled: true,
  Mode: 'realtime',
  Username: 'seller01',
  PasswordSet: true,
  ServiceConfigured: true,
  BatchMinutes: 15,
  UpdatedAt: '2026-11-20T04:00:00.000Z',
};
const COUNTS = { pending: 1, synced: 4, failed: 1, withdrawn: 0 };
const EMPTY = {
  Items: [],
  TotalCount: 0,
  PageNo: 1,
  PageSize: 20,
  Counts: { ...COUNTS, pending: 0, synced: 0, failed: 0 },
};

const SYNCED: IrdOutboxRow = {
  ...FAILED_ROW,
  Id: 8,
  VoucherId: 52,
  Kind: 'billreturn',
  Status: 'synced',
  DocumentNo: 'CN-2083/84-000002',
  RefInvoiceNo: 'SV-2083/84-000010',
  Attempts: 1,
  LastAnswer: '200',
  LastMessage: 'Accepted by the IRD.',
  NextAttemptAt: null,
  SyncedAt: '2026-11-20T04:01:00.000Z',
};

const lastQuery = () => fakeServer.contractCalls(irdBillingContracts.outbox).at(-1)?.parsedQuery;

describe('IrdBillingPage', () => {
  beforeEach(() => {
    fakeServer.answer(permissionContracts.checkAction, true).answer(irdBillingContracts.settings, SETTINGS);
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('says when the outbox is empty, and when the server sends nothing', async () => {
    fakeServer
      .answer(irdBillingContracts.settings, { ...SETTINGS, ServiceConfigured: false })
      .answer(irdBillingContracts.outbox, EMPTY);
    renderScreen(<IrdBillingPage />);
    expect(await screen.findByText(/Nothing in the outbox yet/)).toBeTruthy();
    expect(screen.getByText(/Sending is off on this server/)).toBeTruthy();
  });

  it('shows the states with counts, the last answer in words and a link to each voucher', async () => {
    fakeServer.answer(irdBillingContracts.outbox, {
      ...EMPTY,
      Items: [FAILED_ROW, SYNCED],
      TotalCount: 2,
      Counts: COUNTS,
    });
    renderScreen(<IrdBillingPage />);
    expect(await screen.findByText(/could not save the bill/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Failed (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Synced (4)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'SV-2083/84-000012' }).getAttribute('href')).toContain(
      '/accounting/vouchers/51',
    );
    expect(screen.getByText('for SV-2083/84-000010')).toBeTruthy();
    expect(screen.getAllByText('1,130.00', { exact: false })).toHaveLength(2);
    // Only a failed or pending row can be ticked.
    expect(screen.queryByRole('checkbox', { name: 'Select CN-2083/84-000002' })).toBeNull();
  });

  it('filters by state, kind and number', async () => {
    fakeServer.answer(irdBillingContracts.outbox, {
      ...EMPTY,
      Items: [FAILED_ROW],
      TotalCount: 1,
      Counts: COUNTS,
    });
    renderScreen(<IrdBillingPage />);
    await screen.findByText('Himal Traders');
    await user.click(screen.getByRole('button', { name: 'Failed (1)' }));
    await user.selectOptions(screen.getByLabelText('Document'), 'bill');
    await user.type(screen.getByLabelText('Search the outbox'), '000012{Enter}');
    await expect
      .poll(lastQuery)
      .toMatchObject({ Status: ['failed'], Kind: 'bill', query: '000012', pageNo: 1 });
  });

  it('resends the ticked rows', async () => {
    fakeServer
      .answer(irdBillingContracts.outbox, { ...EMPTY, Items: [FAILED_ROW], TotalCount: 1, Counts: COUNTS })
      .answer(irdBillingContracts.resend, { Results: [{ Id: 7, Done: true }] });
    renderScreen(<IrdBillingPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select SV-2083/84-000012' }));
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await expect
      .poll(() => fakeServer.contractCalls(irdBillingContracts.resend).at(-1)?.parsedBody)
      .toEqual({ Ids: [7] });
    expect(await screen.findByText('Resend: 1 done.')).toBeTruthy();
  });

  it('keeps the password out of sight and sends one only when typed', async () => {
    fakeServer
      .answer(irdBillingContracts.outbox, EMPTY)
      .answer(irdBillingContracts.saveSettings, ({ parsedBody }) => ({
        ...SETTINGS,
        Mode: parsedBody.Mode,
        UpdatedAt: '2026-11-21T04:00:00.000Z',
      }));
    renderScreen(<IrdBillingPage />);
    const password = await screen.findByLabelText('Password (set; type to replace it)');
    expect((password as HTMLInputElement).value).toBe('');
    // The fields open once the edit permission is known.
    await screen.findByRole('button', { name: 'Save settings' });
    await user.click(screen.getByLabelText('In batches, every 15 minutes'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await expect
      .poll(() => fakeServer.contractCalls(irdBillingContracts.saveSettings).at(-1)?.parsedBody)
      .toEqual({ Enabled: true, Mode: 'batch', Username: 'seller01' });
    await user.type(password, 'new secret');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await expect
      .poll(() => fakeServer.contractCalls(irdBillingContracts.saveSettings).at(-1)?.parsedBody)
      .toMatchObject({ Password: 'new secret' });
  });

  it('shows a failed load with its reason', async () => {
    fakeServer
      .answer(irdBillingContracts.outbox, EMPTY)
      .refuse(irdBillingContracts.settings, { code: 403, message: 'You may not view IRD billing.' });
    renderScreen(<IrdBillingPage />);
    expect(await screen.findByText(/You may not view IRD billing/)).toBeTruthy();
  });
});
