import type { FieldError } from '@backoffice/shared/envelope';
import type { EntityHooks } from '../../entities/entity-hooks.js';
import { companyToday } from '../orders/company-today.js';

export const DAY_LOG_MESSAGES = {
  duplicate: 'A day log for this person on this date already exists',
  future: 'A day log is written for a day that has begun: the date cannot be after today',
} as const;

/**
 * A day log tells of a day already worked, so its date is at most the company's today (its own
 * calendar, not the server's); one per person per day is the declaration's unique pair.
 */
export const dayLogHooks: EntityHooks = {
  duplicateMessage: DAY_LOG_MESSAGES.duplicate,
  validate: async (ctx, values): Promise<FieldError[]> => {
    const logDate = values.LogDate;
    if (typeof logDate !== 'string') return [];
    const today = await companyToday(ctx.deps.db, ctx.companyId, ctx.now);
    return logDate > today ? [{ Field: 'LogDate', Message: DAY_LOG_MESSAGES.future }] : [];
  },
};
