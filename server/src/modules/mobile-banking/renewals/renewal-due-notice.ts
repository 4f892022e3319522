import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { notifications, mobileBankingActivationRequests as requests } from '../../../db/schema/index.js';
import { notifyEvent } from '../../notifications/notify-event.js';
import { companyToday } from '../../orders/company-today.js';

/** Where the renewals open: the dashboard's renewal panel. */
const RENEWALS_LINK = '/dashboard/admin';

/** The key of the advisory lock that makes the day's check one at a time per company. */
const LOCK_KEY = 8_001;

/**
 * Tells the company, once per day on its calendar, how many mobile banking services expire today
 * (the renewal list's 'Due today' tab). The day's notifications are the record that it was done:
 * a second check that day, from this process or another (serialised by an advisory lock), finds
 * them and does nothing. No services due, no notification. Without a setup, the company's
 * administrators are told. Placeholders: {{Count}} and {{Date}} ({{RecordName}} is the sentence).
 * Answers how many notifications were recorded.
 */
export const notifyRenewalsDue = async (db: Database, companyId: number, now: Date): Promise<number> =>
  db.transaction(async (tx) => {
    const t = tx as Database;
    await t.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY}, ${companyId})`);
    const today = await companyToday(t, companyId, now);
    const [done] = await t
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.companyId, companyId),
          sql`${notifications.jsonData}->>'Event' = 'renewalDue'`,
          sql`${notifications.jsonData}->>'RecordId' = ${today}`,
        ),
      )
      .limit(1);
    if (done) return 0;
    const [due] = await t
      .select({ n: count() })
      .from(requests)
      .where(
        and(
          eq(requests.companyId, companyId),
          eq(requests.status, 'activated'),
          eq(requests.expiresOn, today),
        ),
      );
    const n = due?.n ?? 0;
    if (n === 0) return 0;
    const sentence = `${n} mobile banking ${n === 1 ? 'renewal is' : 'renewals are'} due today`;
    return notifyEvent(
      t,
      { companyId, now, actor: null },
      {
        event: 'renewalDue',
        pageCode: PAGE_CODES.ActivationRequest,
        record: { id: today, name: sentence },
        values: { Count: String(n), Date: today },
        link: RENEWALS_LINK,
        defaultTitle: sentence,
        audience: { admins: true },
      },
    );
  });
