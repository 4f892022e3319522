import { ACCOUNTING_SETTING } from '@backoffice/shared/entities/accounting/accounting-setting.entity';
import { BANK } from '@backoffice/shared/entities/accounting/bank.entity';
import { BANK_ACCOUNT } from '@backoffice/shared/entities/accounting/bank-account.entity';
import { COST_CENTER } from '@backoffice/shared/entities/accounting/cost-center.entity';
import { FISCAL_YEAR } from '@backoffice/shared/entities/accounting/fiscal-year.entity';
import { LEDGER } from '@backoffice/shared/entities/accounting/ledger.entity';
import { LEDGER_GROUP } from '@backoffice/shared/entities/accounting/ledger-group.entity';
import { LEDGER_OPENING_BALANCE } from '@backoffice/shared/entities/accounting/ledger-opening-balance.entity';
import { API_KEY } from '@backoffice/shared/entities/administration/api-key.entity';
import { APPLICATION_SETTING_KEY } from '@backoffice/shared/entities/administration/application-setting-key.entity';
import { BANNER_KEY } from '@backoffice/shared/entities/administration/banner-key.entity';
import { NOTICE } from '@backoffice/shared/entities/administration/notice.entity';
import {
  PAGE_NOTIFICATION_SETUP,
  PAGE_NOTIFICATION_TEMPLATE,
} from '@backoffice/shared/entities/administration/page-notification.entity';
import { PAYMENT_GATEWAY } from '@backoffice/shared/entities/administration/payment-gateway.entity';
import { PUSH_NOTIFICATION } from '@backoffice/shared/entities/administration/push-notification.entity';
import { ROLE_TYPE } from '@backoffice/shared/entities/administration/role-type.entity';
import { WIDGET_ORIGIN } from '@backoffice/shared/entities/administration/widget-origin.entity';
import { COOPERATIVE_MEMBER } from '@backoffice/shared/entities/mobile-banking/cooperative-member.entity';
import { MEMBER_ACCOUNT } from '@backoffice/shared/entities/mobile-banking/member-account.entity';
import { MEMBER_ACCOUNT_TRANSACTION } from '@backoffice/shared/entities/mobile-banking/member-account-transaction.entity';
import { DEALER_RETAILER } from '@backoffice/shared/entities/sales/dealer-retailer.entity';
import { LEAVE } from '@backoffice/shared/entities/sales/leave.entity';
import { NOTE } from '@backoffice/shared/entities/sales/note.entity';
import { ORDER_RETURN_REASON } from '@backoffice/shared/entities/sales/order-return-reason.entity';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { PARTY_GROUP } from '@backoffice/shared/entities/sales/party-group.entity';
import { PARTY_PRODUCT_PRICING } from '@backoffice/shared/entities/sales/party-product-pricing.entity';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import { PRODUCT_CATEGORY } from '@backoffice/shared/entities/sales/product-category.entity';
import { PRODUCT_UNIT } from '@backoffice/shared/entities/sales/product-unit.entity';
import { ROUTE_PARTY, ROUTE_SALES_PERSON } from '@backoffice/shared/entities/sales/route-assignment.entity';
import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { SALES_ROUTE } from '@backoffice/shared/entities/sales/sales-route.entity';
import { STORE } from '@backoffice/shared/entities/sales/store.entity';
import { TERRITORY } from '@backoffice/shared/entities/sales/territory.entity';
import { UNIT } from '@backoffice/shared/entities/sales/unit.entity';
import { VISIT_PURPOSE } from '@backoffice/shared/entities/sales/visit-purpose.entity';
import { ADVANCE_REPAYMENT } from '@backoffice/shared/entities/workforce/advance-repayment.entity';
import { ADVANCE_REQUEST } from '@backoffice/shared/entities/workforce/advance-request.entity';
import { ATTENDANCE_LOCATION } from '@backoffice/shared/entities/workforce/attendance-location.entity';
import { ATTENDANCE_USER } from '@backoffice/shared/entities/workforce/attendance-user.entity';
import { DAY_LOG } from '@backoffice/shared/entities/workforce/day-log.entity';
import { EXPENSE } from '@backoffice/shared/entities/workforce/expense.entity';
import { EXPENSE_TYPE } from '@backoffice/shared/entities/workforce/expense-type.entity';
import { HOLIDAY } from '@backoffice/shared/entities/workforce/holiday.entity';
import { entityTable } from '../../entities/entity-table.js';

/**
 * Tables generated from the entity declarations. Each is a named export so drizzle-kit sees it and
 * writes its migration; a test checks that every declaration has one.
 */
export const noticesTable = entityTable(NOTICE);
export const roleTypesTable = entityTable(ROLE_TYPE);
export const pageNotificationTemplatesTable = entityTable(PAGE_NOTIFICATION_TEMPLATE);
export const pageNotificationSetupsTable = entityTable(PAGE_NOTIFICATION_SETUP);
export const paymentGatewayRecordsTable = entityTable(PAYMENT_GATEWAY);
export const pushNotificationsTable = entityTable(PUSH_NOTIFICATION);
export const apiKeysTable = entityTable(API_KEY);
export const widgetOriginsTable = entityTable(WIDGET_ORIGIN);
export const applicationSettingKeysTable = entityTable(APPLICATION_SETTING_KEY);
export const bannerKeysTable = entityTable(BANNER_KEY);

// Field sales and distribution: master data.
export const territoriesTable = entityTable(TERRITORY);
export const partyGroupsTable = entityTable(PARTY_GROUP);
export const salesRoutesTable = entityTable(SALES_ROUTE);
export const salesPersonsTable = entityTable(SALES_PERSON);
export const partiesTable = entityTable(PARTY);
export const productCategoriesTable = entityTable(PRODUCT_CATEGORY);
export const unitsTable = entityTable(UNIT);
export const productsTable = entityTable(PRODUCT);
export const productUnitsTable = entityTable(PRODUCT_UNIT);
export const partyProductPricingsTable = entityTable(PARTY_PRODUCT_PRICING);
export const storesTable = entityTable(STORE);
export const routePartiesTable = entityTable(ROUTE_PARTY);
export const routeSalesPersonsTable = entityTable(ROUTE_SALES_PERSON);
export const orderReturnReasonsTable = entityTable(ORDER_RETURN_REASON);
export const dealerRetailersTable = entityTable(DEALER_RETAILER);
export const leavesTable = entityTable(LEAVE);

// Mobile banking: the members and accounts the default core-banking adapter reads.
export const cooperativeMembersTable = entityTable(COOPERATIVE_MEMBER);
export const memberAccountsTable = entityTable(MEMBER_ACCOUNT);
export const memberAccountTransactionsTable = entityTable(MEMBER_ACCOUNT_TRANSACTION);

// Accounting: the masters the books rest on.
export const fiscalYearsTable = entityTable(FISCAL_YEAR);
export const ledgerGroupsTable = entityTable(LEDGER_GROUP);
export const ledgersTable = entityTable(LEDGER);
export const ledgerOpeningBalancesTable = entityTable(LEDGER_OPENING_BALANCE);
export const costCentersTable = entityTable(COST_CENTER);
export const banksTable = entityTable(BANK);
export const bankAccountsTable = entityTable(BANK_ACCOUNT);
export const accountingSettingsTable = entityTable(ACCOUNTING_SETTING);

// The workforce: places and people of attendance, holidays, advances, claims, day logs; visit
// purposes and party notes.
export const visitPurposesTable = entityTable(VISIT_PURPOSE);
export const partyNotesTable = entityTable(NOTE);
export const attendanceLocationsTable = entityTable(ATTENDANCE_LOCATION);
export const attendanceUsersTable = entityTable(ATTENDANCE_USER);
export const holidaysTable = entityTable(HOLIDAY);
export const advanceRequestsTable = entityTable(ADVANCE_REQUEST);
export const advanceRepaymentsTable = entityTable(ADVANCE_REPAYMENT);
export const expenseTypesTable = entityTable(EXPENSE_TYPE);
export const expensesTable = entityTable(EXPENSE);
export const dayLogsTable = entityTable(DAY_LOG);
