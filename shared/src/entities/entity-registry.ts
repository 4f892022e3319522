import { ACCOUNTING_SETTING } from './accounting/accounting-setting.entity.js';
import { BANK } from './accounting/bank.entity.js';
import { BANK_ACCOUNT } from './accounting/bank-account.entity.js';
import { COST_CENTER } from './accounting/cost-center.entity.js';
import { FISCAL_YEAR } from './accounting/fiscal-year.entity.js';
import { LEDGER } from './accounting/ledger.entity.js';
import { LEDGER_GROUP } from './accounting/ledger-group.entity.js';
import { LEDGER_OPENING_BALANCE } from './accounting/ledger-opening-balance.entity.js';
import { API_KEY } from './administration/api-key.entity.js';
import { APPLICATION_SETTING } from './administration/application-setting.entity.js';
import { APPLICATION_SETTING_KEY } from './administration/application-setting-key.entity.js';
import { BANNER } from './administration/banner.entity.js';
import { BANNER_KEY } from './administration/banner-key.entity.js';
import { NOTICE } from './administration/notice.entity.js';
import {
  PAGE_NOTIFICATION_SETUP,
  PAGE_NOTIFICATION_TEMPLATE,
} from './administration/page-notification.entity.js';
import { PAYMENT_GATEWAY } from './administration/payment-gateway.entity.js';
import { PUSH_NOTIFICATION } from './administration/push-notification.entity.js';
import { ROLE } from './administration/role.entity.js';
import { ROLE_TYPE } from './administration/role-type.entity.js';
import { USER } from './administration/user.entity.js';
import { WIDGET_ORIGIN } from './administration/widget-origin.entity.js';
import type { EntityDeclaration } from './entity-declaration.js';
import { COOPERATIVE_MEMBER } from './mobile-banking/cooperative-member.entity.js';
import { MEMBER_ACCOUNT } from './mobile-banking/member-account.entity.js';
import { MEMBER_ACCOUNT_TRANSACTION } from './mobile-banking/member-account-transaction.entity.js';
import { DEALER_RETAILER } from './sales/dealer-retailer.entity.js';
import { LEAVE } from './sales/leave.entity.js';
import { NOTE } from './sales/note.entity.js';
import { ORDER_RETURN_REASON } from './sales/order-return-reason.entity.js';
import { PARTY } from './sales/party.entity.js';
import { PARTY_GROUP } from './sales/party-group.entity.js';
import { PARTY_PRODUCT_PRICING } from './sales/party-product-pricing.entity.js';
import { PRODUCT } from './sales/product.entity.js';
import { PRODUCT_CATEGORY } from './sales/product-category.entity.js';
import { PRODUCT_UNIT } from './sales/product-unit.entity.js';
import { ROUTE_PARTY, ROUTE_SALES_PERSON } from './sales/route-assignment.entity.js';
import { SALES_PERSON } from './sales/sales-person.entity.js';
import { SALES_ROUTE } from './sales/sales-route.entity.js';
import { STORE } from './sales/store.entity.js';
import { TERRITORY } from './sales/territory.entity.js';
import { UNIT } from './sales/unit.entity.js';
import { VISIT_PURPOSE } from './sales/visit-purpose.entity.js';
import { ADVANCE_REPAYMENT } from './workforce/advance-repayment.entity.js';
import { ADVANCE_REQUEST } from './workforce/advance-request.entity.js';
import { ATTENDANCE_LOCATION } from './workforce/attendance-location.entity.js';
import { ATTENDANCE_USER } from './workforce/attendance-user.entity.js';
import { DAY_LOG } from './workforce/day-log.entity.js';
import { EXPENSE } from './workforce/expense.entity.js';
import { EXPENSE_TYPE } from './workforce/expense-type.entity.js';
import { HOLIDAY } from './workforce/holiday.entity.js';

/** Every declared entity. A referenced entity comes before the ones that reference it. */
export const ENTITIES: readonly EntityDeclaration[] = [
  NOTICE,
  ROLE_TYPE,
  ROLE,
  USER,
  PAGE_NOTIFICATION_TEMPLATE,
  PAGE_NOTIFICATION_SETUP,
  PAYMENT_GATEWAY,
  PUSH_NOTIFICATION,
  API_KEY,
  WIDGET_ORIGIN,
  APPLICATION_SETTING_KEY,
  APPLICATION_SETTING,
  BANNER_KEY,
  BANNER,
  TERRITORY,
  PARTY_GROUP,
  SALES_ROUTE,
  // Before the sales persons, who are assigned to a store.
  STORE,
  SALES_PERSON,
  PARTY,
  PRODUCT_CATEGORY,
  UNIT,
  PRODUCT,
  PRODUCT_UNIT,
  PARTY_PRODUCT_PRICING,
  ROUTE_PARTY,
  ROUTE_SALES_PERSON,
  ORDER_RETURN_REASON,
  DEALER_RETAILER,
  LEAVE,
  COOPERATIVE_MEMBER,
  MEMBER_ACCOUNT,
  MEMBER_ACCOUNT_TRANSACTION,
  // After the parties, whose ledgers they are.
  FISCAL_YEAR,
  LEDGER_GROUP,
  LEDGER,
  LEDGER_OPENING_BALANCE,
  COST_CENTER,
  BANK,
  BANK_ACCOUNT,
  ACCOUNTING_SETTING,
  // The workforce: after the parties and ledgers their records name.
  VISIT_PURPOSE,
  NOTE,
  ATTENDANCE_LOCATION,
  ATTENDANCE_USER,
  HOLIDAY,
  ADVANCE_REQUEST,
  ADVANCE_REPAYMENT,
  EXPENSE_TYPE,
  EXPENSE,
  DAY_LOG,
];

const BY_NAME = new Map(ENTITIES.map((entity) => [entity.name, entity]));

export const entityNamed = (name: string): EntityDeclaration => {
  const entity = BY_NAME.get(name);
  if (!entity) throw new Error(`No entity is declared as ${name}`);
  return entity;
};

const BY_API_PATH = new Map(ENTITIES.map((entity) => [entity.apiPath, entity]));

/** The entity whose routes live under /{apiPath} (a searchable select names its source that way). */
export const entityServedAt = (apiPath: string): EntityDeclaration => {
  const entity = BY_API_PATH.get(apiPath);
  if (!entity) throw new Error(`No entity is served at /${apiPath}`);
  return entity;
};

/** The entities with a reference field to this one: their forms need its searchable select. */
export const entitiesReferencing = (name: string): readonly EntityDeclaration[] =>
  ENTITIES.filter((entity) =>
    Object.values(entity.fields).some((field) => field.kind === 'reference' && field.entity === name),
  );

/** The fields of `name` that some reference to it requires a value of (`where`): its select filters by them. */
export const referenceWhereFields = (name: string): readonly string[] => [
  ...new Set(
    ENTITIES.flatMap((entity) =>
      Object.values(entity.fields).flatMap((field) =>
        field.kind === 'reference' && field.entity === name ? Object.keys(field.where ?? {}) : [],
      ),
    ),
  ),
];
