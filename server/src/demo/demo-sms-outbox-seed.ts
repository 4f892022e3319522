import { MOBILE_BANKING_SETTINGS } from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { mobileBankingActivationRequests, smsOutbox } from '../db/schema/index.js';
import { codeSms, noticeSms, type SmsText } from '../modules/mobile-banking/sms/sms-messages.js';

const HOUR_MS = 3_600_000;

/** [member number, hours ago, the message]: the texts the office's actions left in the outbox. */
const DEMO_SMS: [string, number, (sender: string) => SmsText][] = [
  ['M-1009', 24 * 190, (s) => codeSms(s, 'activation', '481902')],
  ['M-1008', 24 * 40, (s) => codeSms(s, 'activation', '730155')],
  ['M-1008', 24 * 12, (s) => codeSms(s, 'pinReset', '902614')],
  [
    'M-1007',
    30,
    (s) =>
      noticeSms(
        s,
        'renewalReminder',
        'your mobile banking expires in 7 days. Renew at any branch for Rs 500.',
      ),
  ],
  [
    'M-1006',
    3,
    (s) =>
      noticeSms(s, 'renewalReminder', 'your mobile banking expires today. Renew at any branch for Rs 500.'),
  ],
  ['M-1001', 26, (s) => codeSms(s, 'activation', '115873')],
  ['M-1002', 2, (s) => codeSms(s, 'passwordReset', '664209')],
];

/** The cooperative's SMS outbox (no gateway in the demo, so the texts are kept for the office). */
export const seedDemoSmsOutbox = async (tx: Database, companyId: number, now: Date): Promise<void> => {
  const sender = MOBILE_BANKING_SETTINGS.MB_SMS_SENDER_NAME;
  const rows: (typeof smsOutbox.$inferInsert)[] = [];
  for (const [memberNo, hoursAgo, write] of DEMO_SMS) {
    const [request] = await tx
      .select({ id: mobileBankingActivationRequests.id, phone: mobileBankingActivationRequests.phoneNumber })
      .from(mobileBankingActivationRequests)
      .where(
        and(
          eq(mobileBankingActivationRequests.companyId, companyId),
          eq(mobileBankingActivationRequests.memberNo, memberNo),
        ),
      );
    if (!request) continue;
    const sms = write(sender);
    const createdAt = new Date(now.getTime() - hoursAgo * HOUR_MS);
    rows.push({
      companyId,
      phoneNumber: request.phone,
      message: sms.text,
      purpose: sms.purpose,
      activationRequestId: request.id,
      adapter: 'outbox',
      status: 'stored',
      createdAt,
    });
  }
  if (rows.length > 0) await tx.insert(smsOutbox).values(rows);
};
