import { generatedEntityRoutes } from './entities/generated-entity.routes.js';
import type { MountableRoute } from './http/define-route.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { bankReconciliationRoutes } from './modules/accounting/bank-reconciliation/bank-reconciliation.routes.js';
import { booksRoutes } from './modules/accounting/books/books.routes.js';
import { taxInvoiceRoutes } from './modules/accounting/invoices/tax-invoice.routes.js';
import { irdBillingRoutes } from './modules/accounting/ird-billing/ird-billing.routes.js';
import { ledgerReportRoutes } from './modules/accounting/ledger-reports/ledger-reports.routes.js';
import { financialReportRoutes } from './modules/accounting/reports/financial-reports.routes.js';
import { vatBooksRoutes } from './modules/accounting/vat-books/vat-books.routes.js';
import { voucherRoutes } from './modules/accounting/vouchers/voucher.routes.js';
import { yearEndRoutes } from './modules/accounting/year-end/year-end.routes.js';
import { attendanceRoutes } from './modules/attendance/attendance.routes.js';
import { attendanceSheetRoutes } from './modules/attendance/attendance-sheet.routes.js';
import { beatPlanRoutes } from './modules/beat-plans/beat-plan.routes.js';
import { branchRoutes } from './modules/branches/branches.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { collectionRoutes } from './modules/collections/collection.routes.js';
import { companyAdminRoutes } from './modules/companies/company-admin.routes.js';
import { companyDetailRoutes } from './modules/companies/company-detail.routes.js';
import { companyModuleRoutes } from './modules/companies/company-module.routes.js';
import { companyUserRoutes } from './modules/companies/company-user.routes.js';
import { packageRoutes } from './modules/companies/package.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { dayLogRoutes } from './modules/day-logs/day-log.routes.js';
import { fileUploadRoutes } from './modules/files/file-upload.routes.js';
import { menuRoutes } from './modules/menu/menu.routes.js';
import { mobileBankingRoutes } from './modules/mobile-banking/mobile-banking.routes.js';
import { noticeActiveRoutes } from './modules/notices/notice-active.routes.js';
import { notificationRoutes } from './modules/notifications/notification.routes.js';
import { orderRoutes } from './modules/orders/order.routes.js';
import { orderDispatchedRoutes } from './modules/orders/order-dispatched.routes.js';
import { orderWriteRoutes } from './modules/orders/order-write.routes.js';
import { currentPriceRoutes } from './modules/orders/pricing/current-price.routes.js';
import { orderProductUnitsRoutes } from './modules/orders/pricing/order-product-units.routes.js';
import { orderVatRateRoutes } from './modules/orders/pricing/order-vat-rate.routes.js';
import { permissionRoutes } from './modules/permissions/permission.routes.js';
import { rolePermissionRoutes } from './modules/permissions/role-permission.routes.js';
import { pushNotificationRoutes } from './modules/push-notifications/push-notification.routes.js';
import { returnRoutes } from './modules/returns/return.routes.js';
import { roleRoutes } from './modules/roles/role.routes.js';
import { salesPersonRoutes } from './modules/sales-persons/sales-person.routes.js';
import { salesPersonSignInRoutes } from './modules/sales-persons/sales-person-sign-in.routes.js';
import { salesPersonStoreRoutes } from './modules/sales-persons/sales-person-store.routes.js';
import { recordSearchRoutes } from './modules/search/record-search.routes.js';
import { clientTokenRoutes } from './modules/session/client-token.routes.js';
import { signInRoutes } from './modules/session/sign-in.routes.js';
import { twoFactorAdminRoutes } from './modules/session/two-factor-admin.routes.js';
import { applicationSettingRoutes } from './modules/settings/application-setting.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { bannerRoutes } from './modules/site/banner.routes.js';
import { bannerKeyRoutes } from './modules/site/banner-key.routes.js';
import { bannerListRoutes } from './modules/site/banner-list.routes.js';
import { siteContentRoutes } from './modules/site/site-content.routes.js';
import { siteInfoRoutes } from './modules/site/site-info.routes.js';
import { partyStatementRoutes } from './modules/statements/party-statement.routes.js';
import { supportTicketRoutes } from './modules/support-tickets/support-ticket.routes.js';
import { trackingRoutes } from './modules/tracking/tracking.routes.js';
import { visitRoutes } from './modules/tracking/visit.routes.js';
import { userRoutes } from './modules/users/user.routes.js';
import { userPasswordRoutes } from './modules/users/user-password.routes.js';
import { userRoleRoutes } from './modules/users/user-role.routes.js';
import { userStatusRoutes } from './modules/users/user-status.routes.js';
import { widgetTokenRoutes } from './modules/widget-tokens/widget-token.routes.js';
import { advanceOutstandingRoutes } from './modules/workforce-money/advance-outstanding.routes.js';

export const API_BASE = '/api/v1';

/** Every business API route, mounted under API_BASE. */
export const apiRoutes: readonly MountableRoute[] = [
  ...signInRoutes,
  ...clientTokenRoutes,
  ...widgetTokenRoutes,
  ...twoFactorAdminRoutes,
  ...accountRoutes,
  ...settingsRoutes,
  ...branchRoutes,
  ...siteContentRoutes,
  ...companyUserRoutes,
  ...companyDetailRoutes,
  ...menuRoutes,
  ...recordSearchRoutes,
  ...permissionRoutes,
  ...notificationRoutes,
  ...noticeActiveRoutes,
  ...dashboardRoutes,
  ...salesPersonRoutes,
  ...salesPersonSignInRoutes,
  ...salesPersonStoreRoutes,
  ...generatedEntityRoutes,
  ...orderRoutes,
  ...orderWriteRoutes,
  ...currentPriceRoutes,
  ...orderVatRateRoutes,
  ...orderProductUnitsRoutes,
  ...returnRoutes,
  ...voucherRoutes,
  ...booksRoutes,
  ...yearEndRoutes,
  ...ledgerReportRoutes,
  ...financialReportRoutes,
  ...bankReconciliationRoutes,
  ...taxInvoiceRoutes,
  ...irdBillingRoutes,
  ...vatBooksRoutes,
  ...advanceOutstandingRoutes,
  ...collectionRoutes,
  ...partyStatementRoutes,
  ...beatPlanRoutes,
  ...orderDispatchedRoutes,
  ...trackingRoutes,
  ...visitRoutes,
  ...attendanceRoutes,
  ...dayLogRoutes,
  ...attendanceSheetRoutes,
  ...mobileBankingRoutes,
  ...fileUploadRoutes,
  ...userRoutes,
  ...userStatusRoutes,
  ...userPasswordRoutes,
  ...userRoleRoutes,
  ...roleRoutes,
  ...rolePermissionRoutes,
  ...pushNotificationRoutes,
  ...catalogueRoutes,
  ...companyAdminRoutes,
  ...companyModuleRoutes,
  ...packageRoutes,
  ...applicationSettingRoutes,
  ...siteInfoRoutes,
  ...bannerListRoutes,
  ...bannerRoutes,
  ...bannerKeyRoutes,
  ...supportTicketRoutes,
];
