import { requiredId } from '@backoffice/shared/form-fields';
import { NOTICE_API } from '@backoffice/shared/notices/notice-api.types';
import { z } from 'zod';
import { notFound } from '../../http/api-error.js';
import { defineRoute } from '../../http/define-route.js';
import { activeNotices, dismissNotice } from './notice-active.service.js';

export const NOTICE_MESSAGES = {
  notFound: 'Notice not found.',
  dismissed: 'Notice dismissed.',
} as const;

/**
 * What every member sees after sign-in: no page permission, as the notices are addressed to them.
 * Writing notices stays with the generated /notice routes and the Notice page's permissions.
 */
export const noticeActiveRoutes = [
  defineRoute({
    method: 'get',
    path: NOTICE_API.active,
    summary:
      "The company's notices valid today for the caller's kind of member that the caller has not dismissed, oldest first.",
    access: 'user',
    handler: async (ctx) => ({ data: await activeNotices(ctx) }),
  }),
  defineRoute({
    method: 'post',
    path: NOTICE_API.dismiss,
    summary: "Remembers that the caller dismissed the notice ('Got it'); another company's notice is 404.",
    access: 'user',
    query: z.object({ id: requiredId('id must be the number of a notice') }),
    handler: async (ctx, { query }) => {
      const dismissed = await dismissNotice(ctx, query.id);
      if (!dismissed) throw notFound(NOTICE_MESSAGES.notFound);
      return { message: NOTICE_MESSAGES.dismissed, data: dismissed };
    },
  }),
];
