import { z } from 'zod';
import { requiredId } from '../form-fields.js';
import { defineContract } from '../http/route-contract.js';

/**
 * A notice of the company valid today on its calendar (NoticeDate on or before today, ExpiryDate
 * empty or today or later), active, for the caller's kind of member, and not yet put away by them.
 */
export const activeNoticeSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  NoticeDate: z.string(),
  ExpiryDate: z.string().nullable(),
  /** The attachment's path on this server, or null. */
  Attachment: z.string().nullable(),
});
export type ActiveNotice = z.infer<typeof activeNoticeSchema>;

export const noticeDismissedSchema = z.object({ Id: z.number().int(), DismissedAt: z.string() });
export type NoticeDismissed = z.infer<typeof noticeDismissedSchema>;

/**
 * What every member sees after sign-in: no page permission, as the notices are addressed to them.
 * Writing notices stays with the generated /notice routes and the Notice page's permissions.
 */
export const noticeContracts = {
  active: defineContract({
    method: 'get',
    path: '/notice/active',
    summary:
      "The company's notices valid today for the caller's kind of member that the caller has not dismissed, oldest first.",
    access: 'user',
    response: z.array(activeNoticeSchema),
  }),
  dismiss: defineContract({
    method: 'post',
    path: '/notice/dismiss',
    summary: "Remembers that the caller dismissed the notice ('Got it'); another company's notice is 404.",
    access: 'user',
    query: z.object({ id: requiredId('id must be the number of a notice') }),
    response: noticeDismissedSchema,
  }),
};
