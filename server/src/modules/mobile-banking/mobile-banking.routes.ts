import type { MountableRoute } from '../../http/define-route.js';
import { activationActionRoutes } from './activation/activation-action.routes.js';
import { activationRequestRoutes } from './activation/activation-request.routes.js';
import { coreBankingRoutes } from './core-banking/core-banking.routes.js';
import { smsOutboxRoutes } from './sms/sms-outbox.routes.js';

/** Every route of the mobile-banking module (pages 403 and 404, module MobileBanking). */
export const mobileBankingRoutes: readonly MountableRoute[] = [
  ...activationRequestRoutes,
  ...activationActionRoutes,
  ...coreBankingRoutes,
  ...smsOutboxRoutes,
];
