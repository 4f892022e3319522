import { booksContracts, type ChequeRegisterEntry } from '@backoffice/shared/accounting/books.contract';
import { LEDGER } from '@backoffice/shared/entities/accounting/ledger.entity';
import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { screen } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { exportWithListQuery } from '../../test-support/list-export.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { ChequeRegisterPage } from './cheque-register-page.tsx';

vi.mock('../../core/host-site.ts', () => ({ onHostSite: false, isEmbeddedScript: () => false }));

const EMPTY = { Items: [], TotalCount: 0, PageNo: 1, PageSize: 20, TotalAmount: 0 };

const RECEIVED: ChequeRegisterEntry = {
  Direction: 'received',
  ChequeNo: 'RCV-111',
  ChequeDate: '2026-11-18',
  Amount: 4500,
  Counterparty: 'Himal Traders',
  Bank: 'Nabil Bank',
  Status: 'deposited',
  PaymentId: 5,
  ReceiptNo: 'RC-0005',
  VoucherId: 31,
  VoucherNo: 'RV-2083/84-000003',
};
const ISSUED: ChequeRegisterEntry = {
  Direction: 'issued',
  ChequeNo: 'ISS-222',
  ChequeDate: '2026-11-21',
  Amount: 700,
  Counterparty: 'Office Rent',
  Bank: 'Everest Bank A/c',
  Status: 'posted',
  PaymentId: null,
  ReceiptNo: null,
  VoucherId: 40,
  VoucherNo: 'PV-2083/84-000001',
};

const lastQuery = () => fakeServer.contractCalls(booksContracts.chequeRegister).at(-1)?.parsedQuery;

describe('ChequeRegisterPage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('says when no cheque is there yet', async () => {
    fakeServer.answer(booksContracts.chequeRegister, EMPTY);
    renderScreen(<ChequeRegisterPage />);
    expect(await screen.findByText(/No cheques yet/)).toBeTruthy();
  });

  it('links each cheque to its collection or voucher and shows the total of every match', async () => {
    fakeServer.answer(booksContracts.chequeRegister, {
      ...EMPTY,
      Items: [ISSUED, RECEIVED],
      TotalCount: 2,
      TotalAmount: 5200,
    });
    renderScreen(<ChequeRegisterPage />);
    expect(await screen.findByText('5,200.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'RC-0005' }).getAttribute('href')).toContain(
      '/salesapp/collections/5',
    );
    expect(screen.getByRole('link', { name: 'RV-2083/84-000003' }).getAttribute('href')).toContain(
      '/accounting/vouchers/31',
    );
    expect(screen.getByRole('link', { name: 'PV-2083/84-000001' }).getAttribute('href')).toContain(
      '/accounting/vouchers/40',
    );
    expect(screen.getByRole('cell', { name: 'Deposited' })).toBeTruthy();
  });

  it('sends the direction, status and search to the list and the export', async () => {
    fakeServer.answer(booksContracts.chequeRegister, {
      ...EMPTY,
      Items: [ISSUED],
      TotalCount: 1,
      TotalAmount: 700,
    });
    renderScreen(<ChequeRegisterPage />);
    await screen.findByText('ISS-222');
    await user.click(screen.getByRole('button', { name: 'Issued' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'posted');
    await user.type(screen.getByLabelText('Search cheques'), 'rent{Enter}');
    await expect
      .poll(lastQuery)
      .toMatchObject({ Direction: 'issued', Status: ['posted'], query: 'rent', pageNo: 1 });

    const call = await exportWithListQuery(
      booksContracts.chequeRegister,
      booksContracts.chequeRegisterExport,
    );
    expect(call.parsedQuery).toMatchObject({
      Direction: 'issued',
      Status: ['posted'],
      query: 'rent',
      format: 'csv',
    });
  });

  it('starts narrowed to the collection the address names', async () => {
    window.history.replaceState(null, '', '/accounting/cheques?PaymentId=5');
    fakeServer.answer(booksContracts.chequeRegister, EMPTY);
    renderScreen(<ChequeRegisterPage />);
    expect(await screen.findByText('No cheques match your search')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ PaymentId: 5 });
    await user.click(screen.getByRole('button', { name: 'Show every cheque' }));
    await expect.poll(() => lastQuery()?.PaymentId).toBeUndefined();
  });

  it('narrows to the bank picked and the cheque dates typed', async () => {
    fakeServer
      .answer(booksContracts.chequeRegister, EMPTY)
      .answer(entityContracts(LEDGER).autocomplete, [{ Id: 41, Name: 'Nabil Bank A/c' }]);
    renderScreen(<ChequeRegisterPage />);
    await screen.findByText(/No cheques yet/);
    await user.type(screen.getByRole('combobox', { name: 'Bank' }), 'Nab');
    await user.click(await screen.findByRole('option', { name: 'Nabil Bank A/c' }));
    await expect.poll(() => lastQuery()?.BankLedgerId).toBe(41);
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await expect.poll(lastQuery).toMatchObject({ BankLedgerId: 41, FromDate: '2026-11-01' });
  });
});
