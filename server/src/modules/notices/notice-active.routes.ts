import { noticeContracts } from '@backoffice/shared/notices/notice.contract';
import { notFound } from '../../http/api-error.js';
import { implementRoute } from '../../http/define-route.js';
import { activeNotices, dismissNotice } from './notice-active.service.js';

export const NOTICE_MESSAGES = {
  notFound: 'Notice not found.',
  dismissed: 'Notice dismissed.',
} as const;

export const noticeActiveRoutes = [
  implementRoute(noticeContracts.active, {
    handler: async (ctx) => ({ data: await activeNotices(ctx) }),
  }),
  implementRoute(noticeContracts.dismiss, {
    handler: async (ctx, { query }) => {
      const dismissed = await dismissNotice(ctx, query.id);
      if (!dismissed) throw notFound(NOTICE_MESSAGES.notFound);
      return { message: NOTICE_MESSAGES.dismissed, data: dismissed };
    },
  }),
];
