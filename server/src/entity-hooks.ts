import { FISCAL_YEAR } from '@backoffice/shared/entities/accounting/fiscal-year.entity';
import { LEDGER_OPENING_BALANCE } from '@backoffice/shared/entities/accounting/ledger-opening-balance.entity';
import { API_KEY } from '@backoffice/shared/entities/administration/api-key.entity';
import { PAGE_NOTIFICATION_SETUP } from '@backoffice/shared/entities/administration/page-notification.entity';
import { PUSH_NOTIFICATION } from '@backoffice/shared/entities/administration/push-notification.entity';
import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { LEAVE } from '@backoffice/shared/entities/sales/leave.entity';
import { NOTE } from '@backoffice/shared/entities/sales/note.entity';
import { PARTY_PRODUCT_PRICING } from '@backoffice/shared/entities/sales/party-product-pricing.entity';
import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { ADVANCE_REPAYMENT } from '@backoffice/shared/entities/workforce/advance-repayment.entity';
import { ADVANCE_REQUEST } from '@backoffice/shared/entities/workforce/advance-request.entity';
import { DAY_LOG } from '@backoffice/shared/entities/workforce/day-log.entity';
import { EXPENSE } from '@backoffice/shared/entities/workforce/expense.entity';
import { type EntityHooks, registerEntityHooks } from './entities/entity-hooks.js';
import { fiscalYearHooks } from './modules/accounting/fiscal-year.hooks.js';
import { openingBalanceHooks } from './modules/accounting/opening-balance.hooks.js';
import { apiKeyHooks } from './modules/api-keys/api-key.hooks.js';
import { dayLogHooks } from './modules/day-logs/day-log.hooks.js';
import { leaveHooks } from './modules/leaves/leave.hooks.js';
import { pageNotificationSetupHooks } from './modules/notifications/page-notification-setup.hooks.js';
import { partyNoteHooks } from './modules/party-notes/party-note.hooks.js';
import { partyProductPricingHooks } from './modules/party-pricing/party-product-pricing.hooks.js';
import { pushNotificationHooks } from './modules/push-notifications/push-notification.hooks.js';
import { salesPersonHooks } from './modules/sales-persons/sales-person.hooks.js';
import { advanceRepaymentHooks } from './modules/workforce-money/advance-repayment.hooks.js';
import { advanceRequestHooks } from './modules/workforce-money/advance-request.hooks.js';
import { expenseHooks } from './modules/workforce-money/expense.hooks.js';

/** Each generated entity whose saves or actions need a module's code, with that code. */
const MODULE_ENTITY_HOOKS: readonly (readonly [EntityDeclaration, EntityHooks])[] = [
  [API_KEY, apiKeyHooks],
  [PUSH_NOTIFICATION, pushNotificationHooks],
  [SALES_PERSON, salesPersonHooks],
  [PARTY_PRODUCT_PRICING, partyProductPricingHooks],
  [LEAVE, leaveHooks],
  [PAGE_NOTIFICATION_SETUP, pageNotificationSetupHooks],
  [FISCAL_YEAR, fiscalYearHooks],
  [LEDGER_OPENING_BALANCE, openingBalanceHooks],
  [ADVANCE_REQUEST, advanceRequestHooks],
  [ADVANCE_REPAYMENT, advanceRepaymentHooks],
  [EXPENSE, expenseHooks],
  [DAY_LOG, dayLogHooks],
  [NOTE, partyNoteHooks],
];

/** createApp calls this, so every way of building the app has the hooks; a second call changes nothing. */
export const registerModuleEntityHooks = (): void => {
  for (const [entity, hooks] of MODULE_ENTITY_HOOKS) registerEntityHooks(entity, hooks);
};
