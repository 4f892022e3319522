import {
  buildStatement,
  partyBalance,
  partyLedgerEntries,
} from '@backoffice/shared/sales/statements/party-balance';
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
import { labelKey, loadPartyLedger } from './party-ledger.js';

/** A party's balance and statement, read from its orders, returns and payments (party-balance.ts). */
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
      const ledger = await loadPartyLedger(db, ctx.companyId, party.id);
      const statement = buildStatement(partyLedgerEntries(ledger.records), {
        fromDate: query.fromDate ?? null,
        toDate: query.toDate ?? null,
      });
      const offset = pageOffset(query);
      const lines: PartyStatementLine[] = statement.lines
        .slice(offset, offset + query.pageSize)
        .map((line) => {
          const label = ledger.labels.get(labelKey(line));
          return {
            Date: line.date,
            Kind: line.kind,
            Reference: line.reference,
            RecordId: label?.recordId ?? 0,
            Description: label?.description ?? line.reference,
            Debit: toRupees(line.debit),
            Credit: toRupees(line.credit),
            Balance: toRupees(line.balance),
          };
        });
      const before = offset === 0 ? undefined : statement.lines[Math.min(offset, statement.lines.length) - 1];
      const data: PartyStatement = {
        PartyId: party.id,
        PartyName: party.name,
        FromDate: query.fromDate ?? null,
        ToDate: query.toDate ?? null,
        Opening: toRupees(statement.openingBalance),
        Closing: toRupees(statement.closingBalance),
        TotalDebit: toRupees(statement.totalDebit),
        TotalCredit: toRupees(statement.totalCredit),
        PageOpening: toRupees(before?.balance ?? statement.openingBalance),
        Lines: lines,
        TotalCount: statement.lines.length,
        PageNo: query.pageNo,
        PageSize: query.pageSize,
      };
      return { data };
    },
  }),
];
