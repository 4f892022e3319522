import type { SmsReceipt } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { smsOutbox } from '../../../db/schema/index.js';
import type { UserContext } from '../../../http/request-context.js';
import { mobileBankingSetting } from '../mobile-banking-settings.js';
import { postToSmsGateway } from './http-sms-gateway.js';
import type { SmsText } from './sms-messages.js';

/**
 * Which adapter carries a company's SMS: the HTTP gateway named by the `smsServiceUrl` of its
 * deployment entry (config.json), else the outbox table, which the office reads.
 */
const gatewayUrlOf = async (ctx: UserContext): Promise<string | null> => {
  const entry = await ctx.deps.deployment.forCompany(ctx.companyId);
  const url = entry?.smsServiceUrl.trim() ?? '';
  return /^https?:\/\//i.test(url) ? url : null;
};

export interface PendingSms {
  receipt: SmsReceipt;
  /** Set when a gateway is to carry it, after the transaction that recorded it commits. */
  delivery: { url: string; text: string; sender: string } | null;
}

/**
 * Records an SMS in the outbox, in the caller's transaction, so a rolled-back action sends nothing.
 * With a gateway the row waits as queued, the code masked; deliverSms sends it after the commit.
 */
export const recordSms = async (
  tx: Database,
  ctx: UserContext,
  sms: SmsText & {
    phoneNumber: string;
    activationRequestId: number | null;
    gatewayUrl: string | null;
    sender: string;
  },
): Promise<PendingSms> => {
  const viaGateway = sms.gatewayUrl !== null;
  const [row] = await tx
    .insert(smsOutbox)
    .values({
      companyId: ctx.companyId,
      phoneNumber: sms.phoneNumber,
      message: viaGateway ? sms.masked : sms.text,
      purpose: sms.purpose,
      activationRequestId: sms.activationRequestId,
      adapter: viaGateway ? 'http' : 'outbox',
      status: viaGateway ? 'queued' : 'stored',
      createdAt: ctx.now,
    })
    .returning({ id: smsOutbox.id, adapter: smsOutbox.adapter, status: smsOutbox.status });
  if (!row) throw new Error('The SMS was not recorded');
  return {
    receipt: { Id: row.id, PhoneNumber: sms.phoneNumber, Adapter: row.adapter, Status: row.status },
    delivery: sms.gatewayUrl ? { url: sms.gatewayUrl, text: sms.text, sender: sms.sender } : null,
  };
};

/** The adapter and sender name for the SMS of this request, read before its transaction. */
export const smsRoute = async (ctx: UserContext): Promise<{ gatewayUrl: string | null; sender: string }> => ({
  gatewayUrl: await gatewayUrlOf(ctx),
  sender: (await mobileBankingSetting(ctx.deps.db, ctx.companyId, 'MB_SMS_SENDER_NAME')).value,
});

/**
 * Hands a queued SMS to the gateway and records its answer. Never throws: the action it belongs to
 * is done, and a failed SMS shows as failed (the office may send the code again).
 */
export const deliverSms = async (
  ctx: UserContext,
  pending: PendingSms | null,
): Promise<SmsReceipt | null> => {
  if (!pending) return null;
  if (!pending.delivery) return pending.receipt;
  const answer = await postToSmsGateway(pending.delivery.url, {
    to: pending.receipt.PhoneNumber,
    message: pending.delivery.text,
    sender: pending.delivery.sender,
    reference: `sms-${ctx.companyId}-${pending.receipt.Id}`,
  });
  const status = answer.ok ? 'sent' : 'failed';
  await ctx.deps.db
    .update(smsOutbox)
    .set({ status, sentAt: answer.ok ? ctx.deps.clock() : null, error: answer.ok ? null : answer.error })
    .where(and(eq(smsOutbox.companyId, ctx.companyId), eq(smsOutbox.id, pending.receipt.Id)));
  if (!answer.ok) ctx.log.warn({ smsId: pending.receipt.Id, error: answer.error }, 'SMS not delivered');
  return { ...pending.receipt, Status: status };
};
