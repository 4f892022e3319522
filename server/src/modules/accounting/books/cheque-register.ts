import {
  CHEQUE_REGISTER_STATUSES,
  type ChequeDirection,
  type ChequeRegisterEntry,
  type chequeRegisterExportQuery,
} from '@backoffice/shared/accounting/books.contract';
import { VOUCHER_STATES } from '@backoffice/shared/accounting/voucher';
import { CHEQUE_STATUSES } from '@backoffice/shared/sales/collections/cheque-lifecycle';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/database.js';
import { containsPattern } from '../../../http/page-query.js';
import { numberOf, numberOrNull, rowsOf, textOf, textOrNull } from './books-balance.js';

export type ChequeFilters = Omit<z.infer<typeof chequeRegisterExportQuery>, 'format'>;

const whereAll = (conditions: (SQL | undefined)[]): SQL =>
  sql.join(
    conditions.filter((condition): condition is SQL => condition !== undefined),
    sql` and `,
  );

const statusesOf = (filters: ChequeFilters, own: readonly string[]): SQL | undefined => {
  if (filters.Status === undefined) return undefined;
  const wanted = filters.Status.filter((status) => own.includes(status));
  return wanted.length === 0 ? sql`false` : sql`status = any(${sql.param(wanted)}::text[])`;
};

/**
 * Cheques parties gave: the collections paid by cheque, their cheque's state, and the receipt
 * voucher that brought one into the books when there is one (the standing one when a corrected
 * collection's receipt was reversed and posted again). The bank ledger of a received cheque
 * is the one a contra voucher of its collection (the deposit) moved it to.
 */
const receivedCheques = (companyId: number, filters: ChequeFilters): SQL => sql`
  select 'received' as direction, p.cheque_no, p.cheque_date, coalesce(p.cheque_date, p.payment_date) as day,
    p.amount, pa.name as counterparty, p.cheque_bank as bank, p.cheque_status as status,
    p.id as payment_id, p.receipt_no, receipt.id as voucher_id, receipt.voucher_no, p.party_id, p.id as row_id
  from payments p
  join parties pa on pa.company_id = p.company_id and pa.id = p.party_id
  left join lateral (
    select v.id, v.voucher_no from vouchers v
    where v.company_id = p.company_id and v.source_kind = 'payment' and v.source_id = p.id
      and v.voucher_type = 'receipt' and v.reversal_of_id is null
    order by v.status = 'posted' desc, v.id desc limit 1
  ) receipt on true
  where p.company_id = ${companyId} and p.method = 'cheque'
    ${filters.VoucherId === undefined ? sql`` : sql`and exists (select 1 from vouchers v where v.company_id = p.company_id and v.source_kind = 'payment' and v.source_id = p.id and v.id = ${filters.VoucherId})`}
    ${filters.BankLedgerId === undefined ? sql`` : sql`and exists (select 1 from vouchers v join voucher_lines vl on vl.company_id = v.company_id and vl.voucher_id = v.id where v.company_id = p.company_id and v.source_kind = 'payment' and v.source_id = p.id and v.voucher_type = 'contra' and vl.in_books and vl.side = 'Dr' and vl.ledger_id = ${filters.BankLedgerId})`}`;

/**
 * Cheques the company wrote: payment and contra vouchers with a cheque number (not reversals, which
 * repeat their voucher's, nor the contra that deposits a received cheque, which names that cheque
 * but draws nothing: the books write it for a collection, so it has a source). The counterparty is the first debit line's ledger, the bank the credit
 * line's ledger under Bank Accounts.
 */
const issuedCheques = (companyId: number, filters: ChequeFilters): SQL => sql`
  select 'issued' as direction, v.cheque_no, v.cheque_date, coalesce(v.cheque_date, v.voucher_date) as day,
    v.total_amount as amount, coalesce(payee.name, '') as counterparty, bank.name as bank, v.status,
    null::integer as payment_id, null::text as receipt_no, v.id as voucher_id, v.voucher_no,
    payee.party_id, v.id as row_id
  from vouchers v
  left join lateral (
    select l.name, l.party_id from voucher_lines vl
    join ledgers l on l.company_id = vl.company_id and l.id = vl.ledger_id
    where vl.company_id = v.company_id and vl.voucher_id = v.id and vl.side = 'Dr'
    order by vl.line_no limit 1
  ) payee on true
  left join lateral (
    select l.id, l.name from voucher_lines vl
    join ledgers l on l.company_id = vl.company_id and l.id = vl.ledger_id
    where vl.company_id = v.company_id and vl.voucher_id = v.id and vl.side = 'Cr'
      and l.group_id in (select id from bank_groups)
    order by vl.line_no limit 1
  ) bank on true
  where v.company_id = ${companyId} and v.voucher_type in ('payment', 'contra')
    and coalesce(v.cheque_no, '') <> '' and v.reversal_of_id is null
    and (v.voucher_type = 'payment' or v.source_kind is null)
    ${filters.VoucherId === undefined ? sql`` : sql`and v.id = ${filters.VoucherId}`}
    ${filters.BankLedgerId === undefined ? sql`` : sql`and bank.id = ${filters.BankLedgerId}`}`;

/** The groups under Bank Accounts, itself included. */
const bankGroups = (companyId: number): SQL => sql`
  bank_groups as (
    select id from ledger_groups where company_id = ${companyId} and is_system and name = 'Bank Accounts'
    union all
    select g.id from ledger_groups g join bank_groups b on g.company_id = ${companyId} and g.parent_id = b.id
  )`;

const branchFilter = (filters: ChequeFilters, direction: ChequeDirection): SQL => {
  const pattern = filters.query?.trim() ? containsPattern(filters.query.trim()) : undefined;
  return whereAll([
    sql`true`,
    statusesOf(filters, direction === 'received' ? CHEQUE_STATUSES : VOUCHER_STATES),
    filters.PartyId === undefined ? undefined : sql`party_id = ${filters.PartyId}`,
    filters.PaymentId === undefined ? undefined : sql`payment_id = ${filters.PaymentId}`,
    filters.FromDate === undefined ? undefined : sql`day >= ${filters.FromDate}::date`,
    filters.ToDate === undefined ? undefined : sql`day <= ${filters.ToDate}::date`,
    pattern === undefined
      ? undefined
      : sql`(cheque_no ilike ${pattern} or counterparty ilike ${pattern} or bank ilike ${pattern})`,
  ]);
};

/** Both directions (or the one asked for) under every filter, as one row set named `cheques`. */
const chequesSql = (companyId: number, filters: ChequeFilters): SQL => {
  const branches: SQL[] = [];
  if (filters.Direction !== 'issued') {
    branches.push(
      sql`select * from (${receivedCheques(companyId, filters)}) r where ${branchFilter(filters, 'received')}`,
    );
  }
  if (filters.Direction !== 'received') {
    branches.push(
      sql`select * from (${issuedCheques(companyId, filters)}) i where ${branchFilter(filters, 'issued')}`,
    );
  }
  return sql`with recursive ${bankGroups(companyId)}, cheques as (${sql.join(branches, sql` union all `)})`;
};

const isStatus = (value: string): value is ChequeRegisterEntry['Status'] =>
  (CHEQUE_REGISTER_STATUSES as readonly string[]).includes(value);

const toEntry = (row: Record<string, unknown>): ChequeRegisterEntry => {
  const status = textOf(row.status);
  return {
    Direction: row.direction === 'issued' ? 'issued' : 'received',
    ChequeNo: textOf(row.cheque_no),
    ChequeDate: textOrNull(row.cheque_date),
    Amount: numberOf(row.amount) / 100,
    Counterparty: textOf(row.counterparty),
    Bank: textOrNull(row.bank),
    Status: isStatus(status) ? status : 'received',
    PaymentId: numberOrNull(row.payment_id),
    ReceiptNo: textOrNull(row.receipt_no),
    VoucherId: numberOrNull(row.voucher_id),
    VoucherNo: textOrNull(row.voucher_no),
  };
};

/** Newest cheque first; the direction and id break ties so pages never overlap. */
export const readCheques = async (
  db: Database,
  companyId: number,
  filters: ChequeFilters,
  page: { limit: number; offset: number },
): Promise<ChequeRegisterEntry[]> => {
  const result = await db.execute(sql`${chequesSql(companyId, filters)}
    select direction, cheque_no, to_char(cheque_date, 'YYYY-MM-DD') as cheque_date, amount, counterparty,
      bank, status, payment_id, receipt_no, voucher_id, voucher_no
    from cheques
    order by day desc, direction, row_id desc
    limit ${page.limit} offset ${page.offset}`);
  return rowsOf(result).map(toEntry);
};

/** How many cheques match and their amount (rupees), across every page. */
export const countCheques = async (
  db: Database,
  companyId: number,
  filters: ChequeFilters,
): Promise<{ count: number; total: number }> => {
  const result = await db.execute(sql`${chequesSql(companyId, filters)}
    select count(*) as count, coalesce(sum(amount), 0) as total from cheques`);
  const [row] = rowsOf(result);
  return { count: numberOf(row?.count), total: numberOf(row?.total) / 100 };
};
