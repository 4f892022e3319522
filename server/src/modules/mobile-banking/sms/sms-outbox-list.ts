import type { SmsOutboxMessage } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import type { SmsStatus } from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import type { Page } from '@backoffice/shared/paging';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { smsOutbox } from '../../../db/schema/index.js';
import { phoneMatches } from '../../../entities/phone-search.js';
import { containsPattern, type PageRequest, pageOffset, toPage } from '../../../http/page-query.js';
import type { UserContext } from '../../../http/request-context.js';

export interface SmsOutboxListInput extends PageRequest {
  query?: string | undefined;
  Status?: SmsStatus | undefined;
  activationRequestId?: number | undefined;
}

/** The company's SMS, newest first: what was sent, or (without a gateway) what to pass on. */
export const listSmsOutbox = async (
  ctx: UserContext,
  input: SmsOutboxListInput,
): Promise<Page<SmsOutboxMessage>> => {
  const { db } = ctx.deps;
  const pattern = input.query ? containsPattern(input.query) : null;
  const where = and(
    eq(smsOutbox.companyId, ctx.companyId),
    input.Status ? eq(smsOutbox.status, input.Status) : undefined,
    input.activationRequestId === undefined
      ? undefined
      : eq(smsOutbox.activationRequestId, input.activationRequestId),
    pattern && input.query
      ? or(
          ilike(smsOutbox.phoneNumber, pattern),
          phoneMatches(smsOutbox.phoneNumber, input.query),
          ilike(smsOutbox.message, pattern),
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(where)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(input.pageSize)
    .offset(pageOffset(input));
  const [total] = await db.select({ n: count() }).from(smsOutbox).where(where);
  return toPage(
    rows.map((row) => ({
      Id: row.id,
      PhoneNumber: row.phoneNumber,
      Message: row.message,
      Purpose: row.purpose,
      Adapter: row.adapter,
      Status: row.status,
      Error: row.error,
      ActivationRequestId: row.activationRequestId,
      CreatedAt: row.createdAt.toISOString(),
      SentAt: row.sentAt?.toISOString() ?? null,
    })),
    total?.n ?? 0,
    input,
  );
};
