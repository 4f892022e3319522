import { smsOutboxContracts } from '@backoffice/shared/mobile-banking/mobile-banking.contract';
import { implementRoute, type MountableRoute } from '../../../http/define-route.js';
import { listSmsOutbox } from './sms-outbox-list.js';

/** The SMS outbox: every message the module sent, or (without a gateway) is waiting to be passed on. */
export const smsOutboxRoutes: readonly MountableRoute[] = [
  implementRoute(smsOutboxContracts.list, {
    handler: async (ctx, { query }) => ({ data: await listSmsOutbox(ctx, query) }),
  }),
];
