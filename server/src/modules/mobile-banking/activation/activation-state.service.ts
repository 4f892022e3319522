import type { disableBody } from '@backoffice/shared/mobile-banking/mobile-banking-inputs';
import { samePhoneNumber } from '@backoffice/shared/mobile-banking/mobile-banking-inputs';
import type { z } from 'zod';
import { badRequest } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { noticeSms } from '../sms/sms-messages.js';
import { type PendingSms, recordSms, smsRoute } from '../sms/sms-outbox.js';
import { runActivationMove } from './activation-move.service.js';
import { findActivationRequest } from './activation-request-record.js';

const refuse = (field: string, message: string) => badRequest(message, [{ Field: field, Message: message }]);

export const rejectRequest = async (
  ctx: UserContext,
  id: number,
  remarks: string | undefined,
): Promise<void> => {
  await runActivationMove(ctx, id, 'reject', { remarks });
};

export const enableService = async (
  ctx: UserContext,
  id: number,
  remarks: string | undefined,
): Promise<void> => {
  await runActivationMove(ctx, id, 'enable', { remarks });
};

/**
 * Disable (spec: Id, reason, mobileNo, companyId, method). The mobile number must be the request's,
 * so a slip of the id cannot disable someone else; a CompanyId in the body must be the company of
 * the CompanyId header, never a way around it. The member is told by SMS.
 */
export const disableService = async (
  ctx: UserContext,
  queryId: number | undefined,
  input: z.output<typeof disableBody>,
): Promise<{ id: number; sms: PendingSms }> => {
  if (queryId !== undefined && input.Id !== undefined && queryId !== input.Id) {
    throw refuse('Id', 'Id in the body and id in the address name different requests.');
  }
  const id = queryId ?? input.Id;
  if (id === undefined) throw refuse('Id', 'Id is required');
  if (input.CompanyId !== undefined && input.CompanyId !== ctx.companyId) {
    throw refuse('CompanyId', 'CompanyId must be the company you are working in.');
  }
  const current = await findActivationRequest(ctx.deps.db, ctx.companyId, id);
  if (!samePhoneNumber(current.phoneNumber, input.MobileNo)) {
    throw refuse('MobileNo', "MobileNo is not this activation request's mobile number.");
  }
  const route = await smsRoute(ctx);
  const { result } = await runActivationMove(ctx, id, 'disable', {
    remarks: input.Reason,
    remarksField: 'Reason',
    details: { Method: input.Method },
    within: (tx, row) =>
      recordSms(tx, ctx, {
        ...noticeSms(
          route.sender,
          'disabled',
          'your mobile banking has been disabled. Contact your branch to enable it.',
        ),
        ...route,
        phoneNumber: row.phoneNumber,
        activationRequestId: id,
      }),
  });
  return { id, sms: result };
};

/** Unbinds the phone the app was registered from; the next sign-in from the app binds again. */
export const resetDevice = async (ctx: UserContext, id: number): Promise<{ hadDevice: boolean }> => {
  const { before } = await runActivationMove(ctx, id, 'resetdevice', { set: () => ({ deviceId: null }) });
  return { hadDevice: before.deviceId !== null };
};
