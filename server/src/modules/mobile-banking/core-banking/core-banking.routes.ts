import { coreBankingContracts as contracts } from '@backoffice/shared/mobile-banking/mobile-banking.contract';
import type { CoreCustomer } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { addDays } from '@backoffice/shared/mobile-banking/renewal-tabs';
import { badRequest, notFound } from '../../../http/api-error.js';
import { implementRoute, type MountableRoute } from '../../../http/define-route.js';
import type { UserContext } from '../../../http/request-context.js';
import { companyToday } from '../../orders/company-today.js';
import { findActivationRequest } from '../activation/activation-request-record.js';
import { coreBankingFor } from './core-banking-adapter.js';

/** A statement without dates covers the last 30 days. */
const DEFAULT_STATEMENT_DAYS = 30;

/** The member a call is about: by their request (of this company, else 404) or by member number. */
const memberNoOf = async (
  ctx: UserContext,
  input: { id?: number | undefined; memberNo?: string | undefined },
) =>
  input.id !== undefined
    ? (await findActivationRequest(ctx.deps.db, ctx.companyId, input.id)).memberNo
    : (input.memberNo ?? '');

const customerOf = async (ctx: UserContext, memberNo: string): Promise<CoreCustomer> => {
  const customer = await (await coreBankingFor(ctx)).customer(memberNo);
  if (!customer) throw notFound(`Member ${memberNo} was not found in the core banking records.`);
  return customer;
};

/** Customer detail, account list and statement, through the company's core-banking adapter. */
export const coreBankingRoutes: readonly MountableRoute[] = [
  implementRoute(contracts.customerDetail, {
    handler: async (ctx, { query }) => ({ data: await customerOf(ctx, await memberNoOf(ctx, query)) }),
  }),
  implementRoute(contracts.accountList, {
    handler: async (ctx, { query }) => {
      const memberNo = await memberNoOf(ctx, query);
      await customerOf(ctx, memberNo);
      return { data: await (await coreBankingFor(ctx)).accounts(memberNo) };
    },
  }),
  implementRoute(contracts.statement, {
    handler: async (ctx, { query }) => {
      const request = await findActivationRequest(ctx.deps.db, ctx.companyId, query.id);
      const toDate = query.toDate ?? (await companyToday(ctx.deps.db, ctx.companyId, ctx.now));
      const fromDate = query.fromDate ?? addDays(toDate, -DEFAULT_STATEMENT_DAYS);
      if (fromDate > toDate) {
        const message = 'fromDate must not be after toDate';
        throw badRequest(message, [{ Field: 'fromDate', Message: message }]);
      }
      const statement = await (await coreBankingFor(ctx)).statement(
        request.memberNo,
        query.accountNo,
        fromDate,
        toDate,
      );
      if (!statement)
        throw notFound(`Account ${query.accountNo} is not an account of member ${request.memberNo}.`);
      return { data: statement };
    },
  }),
];
