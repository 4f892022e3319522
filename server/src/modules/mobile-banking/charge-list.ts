import type { ChargeItemsPage } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import type { ChargeKind } from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  mobileBankingCharges as charges,
  mobileBankingActivationRequests as requests,
  users,
} from '../../db/schema/index.js';
import { toRupees } from '../../entities/entity-values.js';
import { personNameSql } from '../../entities/person-name.js';
import { type PageRequest, pageOffset } from '../../http/page-query.js';
import type { UserContext } from '../../http/request-context.js';
import { memberSearch } from './activation/activation-request-record.js';

export interface ChargeListInput extends PageRequest {
  query?: string | undefined;
  Kind?: ChargeKind | undefined;
  /** YYYY-MM-DD, both included; the validator has already refused a backward range. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

// The request is joined on company and id both, so a charge can only ever meet its own company's member.
const requestOfCharge = and(
  eq(requests.companyId, charges.companyId),
  eq(requests.id, charges.activationRequestId),
);

/**
 * GET charges: every renewal and other charge of the company, newest charge date first, with the
 * member it was charged to. TotalAmount sums the whole filter (not the page), so the office sees
 * what a period or a member brought in without adding pages up.
 */
export const listCharges = async (ctx: UserContext, input: ChargeListInput): Promise<ChargeItemsPage> => {
  const { db } = ctx.deps;
  const where = and(
    eq(charges.companyId, ctx.companyId),
    input.Kind ? eq(charges.kind, input.Kind) : undefined,
    input.fromDate ? gte(charges.chargeDate, input.fromDate) : undefined,
    input.toDate ? lte(charges.chargeDate, input.toDate) : undefined,
    memberSearch(input.query),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: charges.id,
        activationRequestId: charges.activationRequestId,
        memberName: requests.memberName,
        memberNo: requests.memberNo,
        phoneNumber: requests.phoneNumber,
        kind: charges.kind,
        amount: charges.amount,
        chargeDate: charges.chargeDate,
        periodFrom: charges.periodFrom,
        periodTo: charges.periodTo,
        remarks: charges.remarks,
        byName: personNameSql(users),
      })
      .from(charges)
      .innerJoin(requests, requestOfCharge)
      .leftJoin(users, eq(users.id, charges.byUserId))
      .where(where)
      .orderBy(desc(charges.chargeDate), desc(charges.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    db
      .select({
        n: count(),
        // sum() of a bigint is numeric, which the driver hands over as text.
        paisa: sql<number>`coalesce(sum(${charges.amount}), 0)`.mapWith(Number),
      })
      .from(charges)
      .innerJoin(requests, requestOfCharge)
      .where(where),
  ]);
  return {
    Items: rows.map((row) => ({
      Id: row.id,
      ActivationRequestId: row.activationRequestId,
      MemberName: row.memberName,
      MemberNo: row.memberNo,
      PhoneNumber: row.phoneNumber,
      Kind: row.kind,
      Amount: toRupees(row.amount),
      ChargeDate: row.chargeDate,
      PeriodFrom: row.periodFrom,
      PeriodTo: row.periodTo,
      Remarks: row.remarks,
      ByName: row.byName,
    })),
    TotalCount: totals?.n ?? 0,
    PageNo: input.pageNo,
    PageSize: input.pageSize,
    TotalAmount: toRupees(totals?.paisa ?? 0),
  };
};
