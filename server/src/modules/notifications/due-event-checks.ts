import type { AppDeps } from '../../app-deps.js';
import { notifyRenewalsDue } from '../mobile-banking/renewals/renewal-due-notice.js';

/** A company's due events are looked for at most this often per process. */
export const DUE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** When each company was last checked, per app (one per process; tests each start their own). */
const lastCheck = new WeakMap<AppDeps, Map<number, number>>();

/**
 * Events that fall due with the calendar rather than with a request (renewals due today). There is
 * no scheduler: the check piggybacks on the bell's unread count, which every signed-in page asks
 * for, at most hourly per company and process; each check is once a day by its own record. A
 * failure is logged and left for the next hour: the count itself must still answer.
 */
export const runDueEventChecks = async (
  deps: AppDeps,
  companyId: number,
  now: Date,
  log: { warn: (obj: object, msg: string) => void },
): Promise<void> => {
  let companies = lastCheck.get(deps);
  if (!companies) {
    companies = new Map();
    lastCheck.set(deps, companies);
  }
  const last = companies.get(companyId);
  if (last !== undefined && now.getTime() - last < DUE_CHECK_INTERVAL_MS) return;
  companies.set(companyId, now.getTime());
  try {
    await notifyRenewalsDue(deps.db, companyId, now);
  } catch (error) {
    log.warn({ err: error, companyId }, 'due event check failed');
  }
};
