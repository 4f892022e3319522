import { OPEN_ACTIVATION_STATUSES } from '@backoffice/shared/mobile-banking/activation-request-machine';
import type { registerBody } from '@backoffice/shared/mobile-banking/mobile-banking-inputs';
import { samePhoneNumber } from '@backoffice/shared/mobile-banking/mobile-banking-inputs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { writeUserAudit } from '../../../audit/audit-log.js';
import type { Database } from '../../../db/database.js';
import {
  mobileBankingActivationRequests as requests,
  mobileBankingRequestTransitions as transitions,
} from '../../../db/schema/index.js';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../../entities/database-errors.js';
import { badRequest, conflict } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { coreBankingFor } from '../core-banking/core-banking-adapter.js';
import { AUDIT_ENTITY } from '../mobile-banking-access.js';
import { codeSms } from '../sms/sms-messages.js';
import { type PendingSms, recordSms, smsRoute } from '../sms/sms-outbox.js';
import { issueCode } from './code-store.js';

const refuse = (field: string, message: string) => badRequest(message, [{ Field: field, Message: message }]);

const openRequestMessage = (memberNo: string, id: number, status: string) =>
  `Member ${memberNo} already has activation request ${id} (${status}); it must be rejected first or it is still in use.`;

/**
 * A member asks for mobile banking: the core banking records must know them, and the phone must be
 * the one the cooperative has for them (it is where codes go). Creates the request, requested, and
 * sends the activation code. A member holds one open request at a time (the database enforces it).
 */
export const registerActivation = async (
  ctx: UserContext,
  input: z.output<typeof registerBody>,
): Promise<{ id: number; sms: PendingSms }> => {
  const customer = await (await coreBankingFor(ctx)).customer(input.MemberNo);
  if (!customer)
    throw refuse('MemberNo', `Member ${input.MemberNo} was not found in the core banking records.`);
  if (!samePhoneNumber(customer.MobileNumber, input.PhoneNumber)) {
    throw refuse(
      'PhoneNumber',
      `PhoneNumber is not the mobile number the cooperative has for member ${customer.MemberNo}.`,
    );
  }
  const [open] = await ctx.deps.db
    .select({ id: requests.id, status: requests.status })
    .from(requests)
    .where(
      and(
        eq(requests.companyId, ctx.companyId),
        sql`lower(${requests.memberNo}) = lower(${customer.MemberNo})`,
        inArray(requests.status, [...OPEN_ACTIVATION_STATUSES]),
      ),
    );
  if (open) throw conflict(openRequestMessage(customer.MemberNo, open.id, open.status));

  const route = await smsRoute(ctx);
  try {
    return await ctx.deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(requests)
        .values({
          companyId: ctx.companyId,
          memberNo: customer.MemberNo,
          memberName: customer.Name,
          phoneNumber: input.PhoneNumber,
          deviceId: input.DeviceId ?? null,
          status: 'requested',
          requestedAt: ctx.now,
          statusChangedAt: ctx.now,
          updatedAt: ctx.now,
          createdBy: ctx.user.userId,
        })
        .returning({ id: requests.id });
      if (!created) throw new Error('The activation request was not created');
      await tx.insert(transitions).values({
        companyId: ctx.companyId,
        activationRequestId: created.id,
        action: 'register',
        fromStatus: null,
        toStatus: 'requested',
        byUserId: ctx.user.userId,
        at: ctx.now,
      });
      const { code } = await issueCode(tx as Database, ctx, created.id, 'activation');
      const sms = await recordSms(tx as Database, ctx, {
        ...codeSms(route.sender, 'activation', code),
        ...route,
        phoneNumber: input.PhoneNumber,
        activationRequestId: created.id,
      });
      await writeUserAudit(tx as Database, ctx, {
        action: 'register',
        entity: AUDIT_ENTITY,
        entityId: created.id,
        after: { MemberNo: customer.MemberNo, PhoneNumber: input.PhoneNumber, Status: 'requested' },
      });
      return { id: created.id, sms };
    });
  } catch (error) {
    // Two registrations of one member at once: the unique index lets one through.
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
      throw conflict(`Member ${customer.MemberNo} already has an open activation request.`);
    }
    throw error;
  }
};
