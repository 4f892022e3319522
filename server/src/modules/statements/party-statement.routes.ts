import { partyBalance } from '@backoffice/shared/sales/statements/party-balance';
import {
  type PartyBalance,
  type PartyStatement,
  type PartyStatementLine,
  partyStatementContracts,
} from '@backoffice/shared/sales/statements/party-statement.contract';
import { toRupees } from '../../entities/entity-values.js';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import { pageOffset } from '../../http/page-query.js';
import { companyToday } from '../orders/company-today.js';
import { findParty } from '../sales-common/party-lock.js';
import { loadPartyLedger } from './party-ledger.js';
import { partyLedgerId, readLedgerStatement } from './party-ledger-statement.js';

/**
 * A party's balance, read from its orders, returns and payments (party-balance.ts) and prudent as
 * the credit limit is; and its statement, the party's ledger in the books.
 */
export const partyStatementRoutes: readonly MountableRoute[] = [
  implementRoute(partyStatementContracts.balance, {
    handler: async (ctx, { query }) => {
      const { db } = ctx.deps;
      const party = await findParty(db, ctx.companyId, query.partyId);
      const [ledger, today] = await Promise.all([
        loadPartyLedger(db, ctx.companyId, party.id),
        companyToday(db, ctx.companyId, ctx.now),
      ]);
      const figures = partyBalance(ledger.records);
      const data: PartyBalance = {
        PartyId: party.id,
        PartyName: party.name,
        Orders: toRupees(figures.orders),
        Returns: toRupees(figures.returns),
        Payments: toRupees(figures.payments),
        Charges: toRupees(figures.charges),
        Balance: toRupees(figures.balance),
        UnclearedCheques: toRupees(ledger.unclearedCheques),
        PendingReturns: toRupees(ledger.pendingReturns),
        AsOf: today,
      };
      return { data };
    },
  }),
  implementRoute(partyStatementContracts.statement, {
    handler: async (ctx, { query }) => {
      const { db } = ctx.deps;
      const party = await findParty(db, ctx.companyId, query.partyId);
      const ledgerId = await partyLedgerId(db, ctx.companyId, party.id);
      const range = { fromDate: query.fromDate ?? null, toDate: query.toDate ?? null };
      const statement = await readLedgerStatement(db, ctx.companyId, ledgerId, range, {
        offset: pageOffset(query),
        limit: query.pageSize,
      });
      const lines: PartyStatementLine[] = statement.lines.map((line) => ({
        Date: line.date,
        Kind: line.kind,
        Reference: line.reference,
        RecordId: line.recordId,
        Description: line.description,
        Debit: toRupees(line.debit),
        Credit: toRupees(line.credit),
        Balance: toRupees(line.balance),
        VoucherId: line.voucherId,
        VoucherNo: line.voucherNo,
        VoucherType: line.voucherType,
        VoucherStatus: line.voucherStatus,
      }));
      const data: PartyStatement = {
        PartyId: party.id,
        PartyName: party.name,
        LedgerId: ledgerId,
        FromDate: range.fromDate,
        ToDate: range.toDate,
        Opening: toRupees(statement.opening),
        Closing: toRupees(statement.closing),
        TotalDebit: toRupees(statement.totalDebit),
        TotalCredit: toRupees(statement.totalCredit),
        PageOpening: toRupees(statement.pageOpening),
        Lines: lines,
        TotalCount: statement.count,
        PageNo: query.pageNo,
        PageSize: query.pageSize,
      };
      return { data };
    },
  }),
];
