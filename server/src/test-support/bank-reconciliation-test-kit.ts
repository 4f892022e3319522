import { LEDGER } from '@backoffice/shared/entities/accounting/ledger.entity';
import { expect } from 'vitest';
import { postJournalAs } from './books-test-kit.js';
import { idByName } from './entity-id.js';
import { API } from './sign-in.js';
import type { CallResult, TestApp } from './test-app.js';

type Row = Record<string, unknown>;

const SIGNED_AMOUNT_MAPPING = {
  DateColumn: '1',
  DescriptionColumn: '2',
  ReferenceColumn: '3',
  AmountColumn: '4',
  BalanceColumn: '5',
  SkipRows: '1',
};

/** What the bank reconciliation tests share: a fresh bank account, a statement upload, a voucher on its ledger. */
export const bankReconciliationKit = (app: TestApp, token: () => string, companyId = 1) => {
  const as = () => ({ token: token(), companyId });
  let made = 0;

  const save = (apiPath: string, form: Record<string, string>) =>
    app.post<Row>(`${API}/${apiPath}/save`, { ...as(), form });

  /** A bank (new, or the one given) and an account of it, with the ledger the server makes. */
  const newAccount = async (bankId?: number): Promise<{ id: number; bankId: number; ledgerId: number }> => {
    made += 1;
    const stamp = `${Date.now()}${made}`;
    const bank =
      bankId ??
      Number(
        (await save('bank', { Name: `Recon Bank ${stamp}`, Code: `RB${stamp.slice(-6)}` })).body.Data?.Id,
      );
    const account = await save('bankaccount', {
      BankId: String(bank),
      AccountNumber: `99${stamp.slice(-10)}`,
      AccountName: `Recon Account ${stamp}`,
      Branch: 'Test',
    });
    expect(account.status, account.body.Message).toBe(200);
    return { id: Number(account.body.Data?.Id), bankId: bank, ledgerId: Number(account.body.Data?.LedgerId) };
  };

  const upload = <T>(
    route: 'preview' | 'import',
    accountId: number,
    text: string | Buffer,
    fields: Record<string, string> = {},
    fileName = 'statement.csv',
  ): Promise<CallResult<T>> => {
    const form = new FormData();
    form.append('BankAccountId', String(accountId));
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(
      'File',
      new Blob([typeof text === 'string' ? text : new Uint8Array(text)], { type: 'text/csv' }),
      fileName,
    );
    return app.post<T>(`${API}/bankreconciliation/${route}`, { ...as(), formData: form });
  };

  /** A posted journal on the bank ledger against Capital: Dr money into the bank, Cr money out. */
  const bankEntry = async (
    ledgerId: number,
    date: string,
    side: 'Dr' | 'Cr',
    amount: number,
    chequeNo?: string,
  ): Promise<number> => {
    const other = await idByName(app, LEDGER, 'Capital', companyId);
    return postJournalAs(
      app,
      as(),
      date,
      [
        [ledgerId, side, amount],
        [other, side === 'Dr' ? 'Cr' : 'Dr', amount],
      ],
      chequeNo === undefined ? {} : { ChequeNo: chequeNo },
    );
  };

  /** Lines of a file in the kit's layout (Date, Description, Reference, signed Amount, Balance), imported. */
  const importLines = async (accountId: number, rows: readonly string[]) => {
    const file = ['Date,Description,Reference,Amount,Balance', ...rows].join('\n');
    const imported = await upload('import', accountId, file, SIGNED_AMOUNT_MAPPING);
    expect(imported.status, imported.body.Message).toBe(200);
  };

  const post = <T>(path: string, json: unknown) =>
    app.post<T>(`${API}/bankreconciliation/${path}`, { ...as(), json });
  const get = <T>(path: string) => app.get<T>(`${API}/bankreconciliation/${path}`, as());

  return { newAccount, upload, importLines, bankEntry, post, get, save };
};
