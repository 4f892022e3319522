import type {
  StatementImport,
  StatementLine,
  StatementMapping,
  StatementPreview,
} from '@backoffice/shared/accounting/bank-reconciliation.contract';
import type { Page } from '@backoffice/shared/paging';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/index.js';
import { bankReconciliationKit } from '../../../test-support/bank-reconciliation-test-kit.js';
import { signInAs } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

let app: TestApp;
let admin: string;
let kit: ReturnType<typeof bankReconciliationKit>;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signInAs(app, 'admin', 'Admin@123');
  kit = bankReconciliationKit(app, () => admin);
});
afterAll(async () => app.close());

const NABIL_STYLE = [
  'Nabil Bank Ltd - Account Statement',
  'Txn Date,Description,Cheque No,Withdrawal,Deposit,Balance',
  '20/11/2026,Opening cash deposit,,,"1,00,000.00","1,00,000.00"',
  '21/11/2026,CHQ PAID,000123,"5,000.00",,"95,000.00"',
  '21/11/2026,Service charge,,50.00,,"94,950.00"',
];
const MAPPING: StatementMapping = {
  DateColumn: 1,
  DescriptionColumn: 2,
  ReferenceColumn: 3,
  WithdrawalColumn: 4,
  DepositColumn: 5,
  AmountColumn: null,
  BalanceColumn: 6,
  DateFormat: 'DD/MM/YYYY',
  SkipRows: 2,
};
const fields = (mapping: StatementMapping): Record<string, string> =>
  Object.fromEntries(
    Object.entries(mapping)
      .filter(([, value]) => value !== null)
      .map(([key, value]) => [key, String(value)]),
  );

const lines = async (accountId: number, query = '') => {
  const page = await kit.get<Page<StatementLine>>(`lines?BankAccountId=${accountId}${query}`);
  expect(page.status, page.body.Message).toBe(200);
  return page.body.Data as Page<StatementLine>;
};

describe('statement import', () => {
  it('previews a file with a mapping guessed from its headings, then imports it once', async () => {
    const account = await kit.newAccount();
    const preview = await kit.upload<StatementPreview>('preview', account.id, NABIL_STYLE.join('\n'));
    expect(preview.status, preview.body.Message).toBe(200);
    expect(preview.body.Data).toMatchObject({ MappingSource: 'guessed', Mapping: MAPPING, RowCount: 3 });
    expect(preview.body.Data?.Columns).toEqual([
      'Txn Date',
      'Description',
      'Cheque No',
      'Withdrawal',
      'Deposit',
      'Balance',
    ]);
    expect(preview.body.Data?.Lines[1]).toMatchObject({
      Date: '2026-11-21',
      Reference: '000123',
      Withdrawal: 5000,
      Deposit: 0,
      Balance: 95000,
    });

    const imported = await kit.upload<StatementImport>(
      'import',
      account.id,
      NABIL_STYLE.join('\n'),
      fields(MAPPING),
    );
    expect(imported.status, imported.body.Message).toBe(200);
    expect(imported.body.Data).toMatchObject({
      Imported: 3,
      Skipped: 0,
      FromDate: '2026-11-20',
      ToDate: '2026-11-21',
    });
    const page = await lines(account.id, '&SortType=asc');
    expect(page.TotalCount).toBe(3);
    expect(page.Items.map((line) => [line.Date, line.Withdrawal, line.Deposit])).toEqual([
      ['2026-11-20', 0, 100000],
      ['2026-11-21', 5000, 0],
      ['2026-11-21', 50, 0],
    ]);
    const audit = await app.deps.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'BankStatement'),
          eq(auditLog.entityId, String(imported.body.Data?.StatementId)),
        ),
      );
    expect(audit[0]?.after).toMatchObject({ Imported: 3, BankAccountId: account.id });

    // The same file again, one line more: only that line is new.
    const again = await kit.upload<StatementImport>(
      'import',
      account.id,
      [...NABIL_STYLE, '22/11/2026,Interest,,,12.34,"94,962.34"'].join('\n'),
    );
    expect(again.status, again.body.Message).toBe(200);
    expect(again.body.Data).toMatchObject({ Imported: 1, Skipped: 3 });
    expect(again.body.Message).toContain('3 already imported skipped');
    expect((await lines(account.id)).TotalCount).toBe(4);
  });

  it('saves the mapping per bank: another account of the bank reuses it, another bank does not', async () => {
    const first = await kit.newAccount();
    const saved = await kit.post<{ Mapping: StatementMapping }>('mapping', {
      BankAccountId: first.id,
      DateColumn: 2,
      DescriptionColumn: 3,
      AmountColumn: 1,
      DateFormat: 'BS YYYY-MM-DD',
      SkipRows: 1,
    });
    expect(saved.status, saved.body.Message).toBe(200);
    const sibling = await kit.newAccount(first.bankId);
    const read = await kit.get<{ Mapping: StatementMapping | null }>(`mapping?BankAccountId=${sibling.id}`);
    expect(read.body.Data?.Mapping).toMatchObject({
      DateColumn: 2,
      AmountColumn: 1,
      DateFormat: 'BS YYYY-MM-DD',
    });

    const bsFile = ['Amount,Date,Text', '-250.00,2083-08-06,ATM', '1000,2083-08-07,Transfer in'].join('\n');
    const preview = await kit.upload<StatementPreview>('preview', sibling.id, bsFile);
    expect(preview.body.Data?.MappingSource).toBe('saved');
    // 6 Mangsir 2083 is 22 November 2026.
    expect(preview.body.Data?.Lines.map((line) => [line.Date, line.Withdrawal, line.Deposit])).toEqual([
      ['2026-11-22', 250, 0],
      ['2026-11-23', 0, 1000],
    ]);
    const imported = await kit.upload<StatementImport>('import', sibling.id, bsFile);
    expect(imported.body.Data).toMatchObject({ Imported: 2 });

    const stranger = await kit.newAccount();
    const none = await kit.get<{ Mapping: StatementMapping | null }>(`mapping?BankAccountId=${stranger.id}`);
    expect(none.body.Data?.Mapping).toBeNull();
    const refused = await kit.upload('import', stranger.id, bsFile);
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toContain('map the columns first');
  });

  it('names every bad row and writes nothing, unless the bad rows are left out on purpose', async () => {
    const account = await kit.newAccount();
    const file = [
      ...NABIL_STYLE,
      '31/02/2026,Impossible day,,10.00,,',
      '23/11/2026,Garbled,,ten,,',
      '24/11/2026,No amount,,,,',
    ].join('\n');
    const refused = await kit.upload('import', account.id, file, fields(MAPPING));
    expect(refused.status).toBe(400);
    expect(refused.body.Data).toBeNull();
    expect(refused.body.Message).toContain('3 rows cannot be read, so nothing was imported');
    expect(refused.body.Message).toContain('row 6: “31/02/2026” is not a date written DD/MM/YYYY');
    expect(refused.body.Message).toContain('row 7: “ten” is not a withdrawal amount');
    expect(refused.body.Message).toContain('row 8: The line has no amount');
    expect((await lines(account.id)).TotalCount).toBe(0);

    const skipped = await kit.upload<StatementImport>('import', account.id, file, {
      ...fields(MAPPING),
      SkipBadRows: 'true',
    });
    expect(skipped.status, skipped.body.Message).toBe(200);
    expect(skipped.body.Data?.Imported).toBe(3);
    expect(skipped.body.Data?.BadRows.map((bad) => bad.Row)).toEqual([6, 7, 8]);
  });

  it('refuses a file that is not CSV text, one too large, and one with too many rows', async () => {
    const account = await kit.newAccount();
    const pdf = await kit.upload(
      'preview',
      account.id,
      Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n'),
      {},
      'statement.pdf',
    );
    expect(pdf.status).toBe(400);
    expect(pdf.body).toMatchObject({ Data: null });
    expect(pdf.body.Message).toContain('must be a CSV file');
    const binary = await kit.upload(
      'preview',
      account.id,
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1]),
      {},
      'x.csv',
    );
    expect(binary.status).toBe(400);

    const huge = await kit.upload('preview', account.id, 'a,b\n'.repeat(600_000));
    expect(huge.status).toBe(413);
    expect(huge.body.Message).toContain('larger than 2 MB');

    const many = ['Date,Amount', ...Array.from({ length: 5001 }, (_, index) => `2026-11-01,${index + 1}`)];
    const tooMany = await kit.upload('import', account.id, many.join('\n'), {
      DateColumn: '1',
      AmountColumn: '2',
      SkipRows: '1',
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.Message).toContain('at most 5,000 can be imported at once');
  });

  it('refuses a mapping without amounts or with a column that is not a number', async () => {
    const account = await kit.newAccount();
    const noAmount = await kit.post('mapping', {
      BankAccountId: account.id,
      DateColumn: 1,
      WithdrawalColumn: 2,
    });
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.Message).toContain('Map both WithdrawalColumn and DepositColumn');
    const badColumn = await kit.post('mapping', { BankAccountId: account.id, DateColumn: 'first' });
    expect(badColumn.status).toBe(400);
    expect(badColumn.body.Message).toContain('DateColumn must be a column number');
  });
});
