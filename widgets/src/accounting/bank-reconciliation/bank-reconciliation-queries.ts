/** Bank reconciliation as calls and react-query hooks (bank-reconciliation.contract). */

import {
  type BookLine,
  bankReconciliationContracts as contracts,
  STATEMENT_FILE_PART,
} from '@backoffice/shared/accounting/bank-reconciliation.contract';
import type { ContractQuery } from '@backoffice/shared/http/route-contract';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { callContract, callContractEncoded, clientOf, contractKey } from '../../core/contract-client.ts';

export const bankReconciliationApi = clientOf(contracts);

export type StatementLinesQuery = ContractQuery<typeof contracts.lines>;
export type BookLinesQuery = ContractQuery<typeof contracts.bookLines>;
export type ReconciliationQuery = ContractQuery<typeof contracts.statement>;

export const useReconciliationAccounts = () =>
  useQuery({
    queryKey: contractKey(contracts.accounts),
    queryFn: ({ signal }) => callContract(contracts.accounts, { signal }),
  });

export const useStatementLines = (query: StatementLinesQuery, enabled: boolean) =>
  useQuery({
    queryKey: contractKey(contracts.lines, query),
    queryFn: ({ signal }) => callContract(contracts.lines, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** A book line with a key of its own (its voucher and line number), as the list rows need. */
export type BookLineRow = BookLine & { Id: number; Key: string };
export const bookLineKey = (line: { VoucherId: number; LineNo: number }) =>
  `${line.VoucherId}:${line.LineNo}`;

export const useBookLines = (query: BookLinesQuery, enabled: boolean) =>
  useQuery({
    queryKey: contractKey(contracts.bookLines, query),
    queryFn: ({ signal }) => callContract(contracts.bookLines, { query, signal }),
    select: (page) => ({
      ...page,
      Items: page.Items.map(
        (line, index): BookLineRow => ({ ...line, Id: index + 1, Key: bookLineKey(line) }),
      ),
    }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useReconciliationStatement = (query: ReconciliationQuery, enabled: boolean) =>
  useQuery({
    queryKey: contractKey(contracts.statement, query),
    queryFn: ({ signal }) => callContract(contracts.statement, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** After an import, a match or a clearance: every list and the statement read again. */
export const refreshReconciliation = (queryClient: QueryClient) =>
  Promise.all(
    [contracts.lines, contracts.bookLines, contracts.statement, contracts.accounts].map((contract) =>
      queryClient.invalidateQueries({ queryKey: contractKey(contract) }),
    ),
  );

/** A statement file and its fields as the preview and import routes take them (multipart). */
const statementForm = (accountId: number, file: File, fields: Record<string, string>): FormData => {
  const form = new FormData();
  form.append('BankAccountId', String(accountId));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(STATEMENT_FILE_PART, file, file.name);
  return form;
};

export const previewStatement = (accountId: number, file: File, fields: Record<string, string>) =>
  callContractEncoded(contracts.preview, { formData: statementForm(accountId, file, fields) });

export const importStatement = (accountId: number, file: File, fields: Record<string, string>) =>
  callContractEncoded(contracts.import, { formData: statementForm(accountId, file, fields) });
