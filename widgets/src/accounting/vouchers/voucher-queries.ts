/** Vouchers as calls and react-query hooks, through their route contracts (voucher.contract, books.contract). */

import { booksContracts } from '@backoffice/shared/accounting/books.contract';
import { VOUCHER_TYPES, type VoucherAction, type VoucherType } from '@backoffice/shared/accounting/voucher';
import {
  type VoucherFilters,
  type VoucherSaveRouteBody,
  voucherContracts,
  voucherPageOf,
} from '@backoffice/shared/accounting/voucher.contract';
import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { LEDGER } from '@backoffice/shared/entities/accounting/ledger.entity';
import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { keepPreviousData, type QueryClient, useQueries, useQuery } from '@tanstack/react-query';
import { callContract, callContractForMessage, clientOf, contractKey } from '../../core/contract-client.ts';
import { pagePermissionKey } from '../../core/page-permission.ts';
import { withFile } from '../../sales/common/document-queries.ts';

const voucherApi = clientOf(voucherContracts);

export type VoucherListQuery = VoucherFilters & { pageNo: number; pageSize: number };

export const voucherDetailKey = (id: number) => contractKey(voucherContracts.detail, { id });

/** Every voucher read: a save or an action refreshes the day book, the details and the ledgers' balances. */
export const refreshVouchers = (queryClient: QueryClient) =>
  Promise.all(
    [voucherContracts.list, voucherContracts.detail, booksContracts.ledgerOptions].map((contract) =>
      queryClient.invalidateQueries({ queryKey: contractKey(contract) }),
    ),
  );

export const useVoucherList = (query: VoucherListQuery) =>
  useQuery({
    queryKey: contractKey(voucherContracts.list, query),
    queryFn: ({ signal }) => voucherApi.list({ query, signal }),
    placeholderData: keepPreviousData,
  });

export const useVoucherDetail = (id: number | undefined) =>
  useQuery({
    queryKey: voucherDetailKey(id ?? 0),
    queryFn: ({ signal }) => voucherApi.detail({ query: { id: id ?? 0 }, signal }),
    enabled: id !== undefined,
    staleTime: 0,
  });

/** The ledger picker's matches for what was typed, with each ledger's group and balance today. */
export const useLedgerOptions = (query: string, enabled: boolean) => {
  const params = { query: query.trim() || undefined, pageSize: 20 };
  return useQuery({
    queryKey: contractKey(booksContracts.ledgerOptions, params),
    queryFn: ({ signal }) => callContract(booksContracts.ledgerOptions, { query: params, signal }),
    enabled,
    staleTime: 30_000,
  });
};

/** A ledger's name by its id (a day book address gives only the id). */
export const useLedgerName = (ledgerId: number | undefined) =>
  useQuery({
    queryKey: ['ledger-name', ledgerId ?? 0] as const,
    queryFn: ({ signal }) =>
      callContract(entityContracts(LEDGER).detail, { query: { id: ledgerId ?? 0 }, signal }),
    enabled: ledgerId !== undefined,
    select: (record) => String(record.Name ?? '') || `#${ledgerId}`,
    staleTime: 5 * 60_000,
  });

/**
 * The voucher types the user may create, in the books' order; `checked` stays false until every
 * page's answer is in (a failed check counts as no, and the server refuses the save anyway).
 */
export const useCreatableTypes = (): { types: VoucherType[]; checked: boolean } => {
  const checks = useQueries({
    queries: VOUCHER_TYPES.map((type) => {
      const query = { screenId: voucherPageOf(type), actionType: 'create' } as const;
      return {
        queryKey: pagePermissionKey(query.screenId, query.actionType),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          callContract(permissionContracts.checkAction, { query, signal }),
        staleTime: 5 * 60_000,
      };
    }),
  });
  return {
    types: VOUCHER_TYPES.filter((_, index) => checks[index]?.data === true),
    checked: checks.every((check) => !check.isPending),
  };
};

/** Multipart: the fields, Lines as a JSON string as the server reads them from a form, and the attachment if one goes with it. */
export const saveVoucher = ({ body, file }: { body: VoucherSaveRouteBody; file: File | null }) =>
  callContractForMessage(voucherContracts.save, {
    body: withFile({ ...body, Lines: JSON.stringify(body.Lines) }, file),
  });

export const runVoucherAction = (id: number, action: VoucherAction, remarks?: string, version?: number) =>
  callContractForMessage(voucherContracts[action], {
    query: { id },
    body: { Remarks: remarks, Version: version },
  });

export const deleteVoucher = (id: number, version: number) =>
  callContractForMessage(voucherContracts.delete, { query: { id }, body: { Version: version } });
