import { requiredId } from '@backoffice/shared/form-fields';
import type {
  PartyBalance,
  PartyStatement,
  PartyStatementLine,
} from '@backoffice/shared/sales/common/money-api.types';
import {
  buildStatement,
  partyBalance,
  partyLedgerEntries,
} from '@backoffice/shared/sales/statements/party-balance';
import { z } from 'zod';
import { toRupees } from '../../entities/entity-values.js';
import { defineRoute, type MountableRoute } from '../../http/define-route.js';
import { pageOffset, pagingShape } from '../../http/page-query.js';
import { companyToday } from '../orders/company-today.js';
import { optionalDate } from '../orders/order-input-fields.js';
import { PARTY_MONEY_TAG, PARTY_PAGE } from '../sales-common/money-access.js';
import { findParty } from '../sales-common/party-lock.js';
import { labelKey, loadPartyLedger } from './party-ledger.js';

const page = PARTY_PAGE;
const tag = PARTY_MONEY_TAG;

const balanceQuery = z.object({ partyId: requiredId('partyId must be the number of a party') });

const statementQuery = z
  .object({
    ...pagingShape,
    partyId: requiredId('partyId must be the number of a party'),
    fromDate: optionalDate('fromDate'),
    toDate: optionalDate('toDate'),
  })
  .refine((value) => !value.fromDate || !value.toDate || value.fromDate <= value.toDate, {
    error: 'fromDate must not be after toDate',
    path: ['toDate'],
  });

/** A party's balance and statement, read from its orders, returns and payments (party-balance.ts). */
export const partyMoneyRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'get',
    path: '/party/balance',
    summary:
      'What the party owes now: delivered, paid and completed orders − verified returns − cleared payments + bounce charges (PartyBalance, rupees; positive is owed to the company), with what does not count yet beside it (cheques received or deposited, pending returns). Party view permission.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: balanceQuery,
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
  defineRoute({
    method: 'get',
    path: '/party/statement',
    summary:
      'The party’s statement between fromDate and toDate (both included, either may be left out): each order on its delivery day (debit), each verified return on its verification day, each payment on the day it counted (received, or a cheque’s clearing), each bounce charge on its bounce day (debit), oldest first with the running balance. Opening is the balance before fromDate, Closing the balance at the end of toDate; TotalDebit and TotalCredit cover the whole range, and PageOpening carries the running balance onto the page asked (pageNo, pageSize). Party view permission.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: statementQuery,
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
