import { PAGE_CODES, type PageName } from '../page-codes.js';
import type { ModuleCode } from './modules.js';

export interface PageEntry {
  code: number;
  name: PageName;
  title: string;
  module: ModuleCode;
}

const page = (name: PageName, title: string, module: ModuleCode): PageEntry => ({
  code: PAGE_CODES[name],
  name,
  title,
  module,
});

/** Every page that carries permissions. Entity declarations add theirs here as they land. */
export const PAGES: readonly PageEntry[] = [
  page('User', 'Users', 'Administration'),
  page('Role', 'Roles', 'Administration'),
  page('ModulePermission', 'Module Permissions', 'Administration'),
  page('PageNotificationSetup', 'Page Notification Setup', 'Administration'),
  page('PageNotificationSetupTemplate', 'Page Notification Templates', 'Administration'),
  page('SmsSetting', 'SMS Settings', 'Administration'),
  page('ApiKey', 'API Keys', 'Administration'),
  page('ApplicationSetting', 'Application Settings', 'Administration'),
  page('ApplicationSettingKey', 'Application Setting Keys', 'Administration'),
  page('SupportTicket', 'Support Tickets', 'Support'),
  page('AdminSupportTicket', 'Support Tickets (all companies)', 'Support'),
  page('PaymentGateWay', 'Payment Gateway', 'Administration'),
  page('PushNotification', 'Push Notifications', 'Administration'),
  page('Notice', 'Notices', 'Administration'),
  page('RoleType', 'Role Types', 'Administration'),
  page('Banner', 'Banners', 'Administration'),
  page('WidgetOrigin', 'Widget Origins', 'Administration'),
  page('Party', 'Parties', 'SalesApp'),
  page('PartyGroup', 'Party Groups', 'SalesApp'),
  page('Product', 'Products', 'SalesApp'),
  page('ProductCategory', 'Product Categories', 'SalesApp'),
  page('Unit', 'Units', 'SalesApp'),
  page('ProductUnit', 'Product Units', 'SalesApp'),
  page('PartyProductPricing', 'Party Product Pricing', 'SalesApp'),
  page('Store', 'Stores', 'SalesApp'),
  page('Territory', 'Territories', 'SalesApp'),
  page('Route', 'Routes', 'SalesApp'),
  page('SalesPerson', 'Sales Persons', 'SalesApp'),
  page('RouteParty', 'Route Parties', 'SalesApp'),
  page('RouteSalesPerson', 'Route Sales Persons', 'SalesApp'),
  page('OrderReturnReason', 'Return Reasons', 'SalesApp'),
  page('Order', 'Orders', 'SalesApp'),
  page('OrderReturn', 'Order Returns', 'SalesApp'),
  page('Payment', 'Payments Received', 'SalesApp'),
  page('BeatPlan', 'Beat Plans', 'SalesApp'),
  page('DealerRetailer', 'Dealer Retailers', 'SalesApp'),
  page('Visit', 'Visits and Tracking', 'SalesApp'),
  page('Leave', 'Leaves', 'SalesApp'),
  page('CooperativeMember', 'Members', 'MobileBanking'),
  page('MemberAccount', 'Member Accounts', 'MobileBanking'),
  page('MemberAccountTransaction', 'Account Transactions', 'MobileBanking'),
  page('ActivationRequest', 'Activation Requests', 'MobileBanking'),
  page('SmsOutbox', 'SMS Outbox', 'MobileBanking'),
  page('LedgerGroup', 'Ledger Groups', 'Accounting'),
  page('Ledger', 'Ledgers', 'Accounting'),
  page('LedgerOpeningBalance', 'Opening Balances', 'Accounting'),
  page('CostCenter', 'Cost Centers', 'Accounting'),
  page('Bank', 'Banks', 'Accounting'),
  page('BankAccount', 'Bank Accounts', 'Accounting'),
  page('FiscalYear', 'Fiscal Years', 'Accounting'),
  page('AccountingSetting', 'Accounting Settings', 'Accounting'),
  page('PaymentVoucher', 'Payment Vouchers', 'Accounting'),
  page('ReceiptVoucher', 'Receipt Vouchers', 'Accounting'),
  page('ContraVoucher', 'Contra Vouchers', 'Accounting'),
  page('JournalVoucher', 'Journal Vouchers', 'Accounting'),
  page('SalesVoucher', 'Sales Vouchers', 'Accounting'),
  page('PurchaseVoucher', 'Purchase Vouchers', 'Accounting'),
  page('CreditNoteVoucher', 'Credit Note Vouchers', 'Accounting'),
  page('DebitNoteVoucher', 'Debit Note Vouchers', 'Accounting'),
  page('ChequeRegister', 'Cheque Register', 'Accounting'),
];
