import {
  type BookLine,
  bankReconciliationContracts as contracts,
  type ReconciliationStatement,
  type StatementLine,
  type StatementPreview,
} from '@backoffice/shared/accounting/bank-reconciliation.contract';
import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { screen, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { BankReconciliationPage } from './bank-reconciliation-page.tsx';

vi.mock('../../core/host-site.ts', () => ({ onHostSite: false, isEmbeddedScript: () => false }));

const ACCOUNT = {
  Id: 7,
  AccountName: 'Nabil Bank Current',
  AccountNumber: '0101017500123',
  BankId: 3,
  BankName: 'Nabil Bank',
  LedgerId: 90,
  LastStatementDate: '2026-11-21',
};
const PAGE = { TotalCount: 1, PageNo: 1, PageSize: 20 };

const STATEMENT_LINE: StatementLine = {
  Id: 501,
  Date: '2026-11-21',
  Description: 'CHQ PAID',
  Reference: '000123',
  Withdrawal: 5000,
  Deposit: 0,
  Balance: 95000,
  VoucherId: null,
  LineNo: null,
  VoucherNo: null,
  MatchKind: null,
};
const BOOK_LINE: BookLine = {
  VoucherId: 31,
  LineNo: 2,
  VoucherNo: 'PV-2083/84-000004',
  VoucherType: 'payment',
  Date: '2026-11-10',
  Particulars: 'Office Rent',
  ChequeNo: '123',
  Side: 'Cr',
  Amount: 5000,
  ClearanceDate: null,
  Suggestions: [
    {
      StatementLineId: 501,
      Date: '2026-11-21',
      Description: 'CHQ PAID',
      Reference: '000123',
      Strength: 'cheque',
    },
  ],
};
const PREVIEW: StatementPreview = {
  Columns: ['Txn Date', 'Description', 'Cheque No', 'Withdrawal', 'Deposit', 'Balance'],
  Rows: [['21/11/2026', 'CHQ PAID', '000123', '5,000.00', '', '95,000.00']],
  Mapping: {
    DateColumn: 1,
    DescriptionColumn: 2,
    ReferenceColumn: 3,
    WithdrawalColumn: 4,
    DepositColumn: 5,
    AmountColumn: null,
    BalanceColumn: 6,
    DateFormat: 'DD/MM/YYYY',
    SkipRows: 1,
  },
  MappingSource: 'guessed',
  Lines: [
    {
      Row: 2,
      Date: '2026-11-21',
      Description: 'CHQ PAID',
      Reference: '000123',
      Withdrawal: 5000,
      Deposit: 0,
      Balance: 95000,
    },
  ],
  BadRows: [{ Row: 3, Message: '“31/02/2026” is not a date written DD/MM/YYYY.' }],
  RowCount: 2,
};
const STATEMENT: ReconciliationStatement = {
  AsOn: '2026-11-22',
  AccountName: ACCOUNT.AccountName,
  AccountNumber: ACCOUNT.AccountNumber,
  BankName: ACCOUNT.BankName,
  BooksBalance: 8500,
  UnclearedDeposits: [
    {
      VoucherId: 40,
      LineNo: 1,
      VoucherNo: 'CV-2083/84-000002',
      VoucherType: 'contra',
      Date: '2026-11-20',
      Particulars: 'Cheques in Hand',
      ChequeNo: '778899',
      Amount: 1500,
      ClearanceDate: null,
    },
  ],
  UnclearedDepositsTotal: 1500,
  UnclearedPayments: [],
  UnclearedPaymentsTotal: 0,
  BankBalance: 7000,
  StatementBalance: 6900,
  StatementBalanceDate: '2026-11-15',
  Difference: -100,
};

const withAccount = (allowed: boolean) =>
  fakeServer
    .answer(permissionContracts.checkAction, allowed)
    .answer(contracts.accounts, [ACCOUNT])
    .answer(contracts.lines, { ...PAGE, Items: [STATEMENT_LINE] })
    .answer(contracts.bookLines, { ...PAGE, Items: [BOOK_LINE] })
    .answer(contracts.statement, STATEMENT);

describe('BankReconciliationPage', () => {
  it('says when there is no bank account to reconcile', async () => {
    fakeServer.answer(permissionContracts.checkAction, true).answer(contracts.accounts, []);
    renderScreen(<BankReconciliationPage />);
    expect(await screen.findByText(/No bank accounts yet/)).toBeTruthy();
  });

  it('previews a statement file, shows its bad rows, and imports it with the mapping', async () => {
    withAccount(true)
      .answer(contracts.preview, PREVIEW)
      .answer(contracts.import, {
        StatementId: 12,
        Imported: 1,
        Skipped: 0,
        BadRows: [{ Row: 3, Message: 'bad' }],
        FromDate: '2026-11-21',
        ToDate: '2026-11-21',
      });
    renderScreen(<BankReconciliationPage />);
    const file = await screen.findByLabelText('Statement file (CSV)');
    await user.upload(file, new File(['Txn Date,Description\n'], 'nabil.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/A mapping guessed from the file’s headings/)).toBeTruthy();
    expect(screen.getByText(/Row 3: “31\/02\/2026” is not a date/)).toBeTruthy();
    expect((screen.getByLabelText('Dates written as') as HTMLSelectElement).value).toBe('DD/MM/YYYY');
    await user.click(screen.getByLabelText('Leave bad rows out and import the rest'));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findAllByText(/1 line imported, 0 already imported skipped, 1 bad rows left out/),
    ).not.toHaveLength(0);
    const sent = fakeServer.contractCalls(contracts.import).at(-1)?.parsedBody;
    expect(sent).toMatchObject({
      BankAccountId: 7,
      DateColumn: 1,
      WithdrawalColumn: 4,
      SkipRows: 1,
      SkipBadRows: true,
    });
  });

  it('says why an import was refused, and that nothing was written', async () => {
    withAccount(true)
      .answer(contracts.preview, { ...PREVIEW, BadRows: [] })
      .refuse(contracts.import, {
        code: 400,
        message: '1 row cannot be read, so nothing was imported: row 3: “ten” is not a withdrawal amount.',
      });
    renderScreen(<BankReconciliationPage />);
    const file = await screen.findByLabelText('Statement file (CSV)');
    await user.upload(file, new File(['Txn Date\n'], 'nabil.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toContain('so nothing was imported');
  });

  it('matches automatically, and a book line with the statement line it suggests', async () => {
    withAccount(true)
      .answer(contracts.autoMatch, { Matched: 3, ByCheque: 1, Unmatched: 2 })
      .answer(contracts.match, {
        StatementLineId: 501,
        VoucherId: 31,
        LineNo: 2,
        ClearanceDate: '2026-11-21',
        ClearedCheque: null,
      });
    renderScreen(<BankReconciliationPage />);
    await user.click(await screen.findByRole('tab', { name: 'Match' }));
    expect(await screen.findByText('Office Rent')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Order'), 'amount-desc');
    await expect
      .poll(() => fakeServer.contractCalls(contracts.lines).at(-1)?.parsedQuery)
      .toMatchObject({ BankAccountId: 7, Matched: 'unmatched', SortBy: 'Amount', SortType: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Match automatically' }));
    expect(
      await screen.findAllByText(/3 matched \(1 by cheque number\), 2 statement lines left unmatched/),
    ).not.toHaveLength(0);
    expect(fakeServer.contractCalls(contracts.autoMatch).at(-1)?.parsedBody).toMatchObject({
      BankAccountId: 7,
      WindowDays: 7,
    });
    const suggested = screen.getByRole('button', { name: /Match with .* \(cheque no\)/ });
    await expect.poll(() => (suggested as HTMLButtonElement).disabled).toBe(false);
    await user.click(suggested);
    await expect
      .poll(() => fakeServer.contractCalls(contracts.match).at(-1)?.parsedBody)
      .toMatchObject({ StatementLineId: 501, VoucherId: 31, LineNo: 2 });
  });

  it('sets a clearance date on the book line selected', async () => {
    withAccount(true).answer(contracts.clearance, {
      VoucherId: 31,
      LineNo: 2,
      ClearanceDate: '2026-11-12',
      ClearedCheque: null,
    });
    renderScreen(<BankReconciliationPage />);
    await user.click(await screen.findByRole('tab', { name: 'Match' }));
    await user.click(await screen.findByRole('radio', { name: /Select PV-2083\/84-000004 line 2/ }));
    const date = screen.getByLabelText('Clearance date of the selected book line');
    await user.type(date, '2026-11-12');
    await user.click(screen.getByRole('button', { name: 'Set clearance date' }));
    await expect
      .poll(() => fakeServer.contractCalls(contracts.clearance).at(-1)?.parsedBody)
      .toMatchObject({ BankAccountId: 7, VoucherId: 31, LineNo: 2, ClearanceDate: '2026-11-12' });
  });

  it('shows the reconciliation statement with its difference, and only reads for a viewer', async () => {
    withAccount(false);
    renderScreen(<BankReconciliationPage />);
    expect(await screen.findByRole('tab', { name: 'Match' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Import' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Match automatically' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Statement' }));
    const table = await screen.findByRole('table', { name: 'Bank reconciliation statement' });
    expect(within(table).getByText('Balance as per books')).toBeTruthy();
    expect(within(table).getByText('8,500.00')).toBeTruthy();
    expect(within(table).getByText('7,000.00')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('differs from the books by 100.00');
  });
});
