import type { UserContext } from '../../http/request-context.js';
import { createNotification } from '../notifications/notification.service.js';
import { requireMember } from './tracking-access.js';

/**
 * A notification the office marks high priority (the field app raises it above the others): to a
 * member of this company only; anyone else is 404, whether they exist elsewhere or not.
 */
export const sendHighPriorityNotification = async (
  ctx: UserContext,
  userId: number,
  input: { Title: string; Message: string },
): Promise<number> => {
  await requireMember(ctx, userId);
  return createNotification(ctx.deps.db, {
    companyId: ctx.companyId,
    userId,
    title: input.Title,
    jsonData: { Priority: 'high', Message: input.Message },
    addedOn: ctx.now,
  });
};
