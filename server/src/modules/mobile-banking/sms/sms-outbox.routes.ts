import { defineRoute, type MountableRoute } from '../../../http/define-route.js';
import { smsOutboxListQuery } from '../mobile-banking.validators.js';
import { SMS_OUTBOX_PAGE } from '../mobile-banking-access.js';
import { listSmsOutbox } from './sms-outbox-list.js';

/** The SMS outbox: every message the module sent, or (without a gateway) is waiting to be passed on. */
export const smsOutboxRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'get',
    path: '/smsoutbox/list',
    summary:
      "A page of the company's SMS, newest first: pageNo, pageSize, query (phone or text), Status (stored, queued, sent, failed), activationRequestId. Without an SMS gateway the message is the delivery (status stored) and shows the code; sent through a gateway, the stored copy has the code masked.",
    access: 'user',
    tag: 'smsoutbox',
    permission: { page: SMS_OUTBOX_PAGE, action: 'view' },
    query: smsOutboxListQuery,
    handler: async (ctx, { query }) => ({ data: await listSmsOutbox(ctx, query) }),
  }),
];
