import type { RecordIds, RecordName } from '../company-records.js';

type Fields = Record<string, string | number | boolean | null | readonly unknown[]>;

/**
 * One call of a hand-written route that names another company's record. The caller is an
 * administrator of the other company (company 2 for company 1's records, company 1 for company
 * 2's), so what refuses it is the record's company, never a missing grant or module.
 */
export interface CrossCompanyCase {
  /** The record the call names; it is read back before and after and must not have changed. */
  record: RecordName;
  query?: (ids: RecordIds) => Fields;
  body?: (ids: RecordIds) => Fields;
  /** The exact answer; 404 unless `why` says otherwise. */
  status?: number;
  /** Why the answer is not 404 (a list filter, a route only a super administrator opens, …). */
  why?: string;
  /** A filter of the caller's own list: the answer must list nothing. */
  listsNothing?: true;
  /** A filter of the caller's own list's export: the file must hold its header row only. */
  exportsNothing?: true;
}

/** An id-named field that names no company's record (a device, a client): nothing to walk. */
export interface NotARecord {
  notARecord: string;
}

const LIST_FILTER =
  'a list filter: the caller lists its own company, where no record has that id, so the page is empty';
const SUPER_ONLY = 'only a super administrator opens it, whatever the id';
const DESK_ONLY =
  'the support desk (super administrators) works on every company’s tickets; anyone else is refused';
const FIELD_APP =
  'only a sales person signed in to the field app sends visits, and only for their own visits (the tracking tests); an administrator is refused before the id is read';
const REMARKS = { Remarks: 'Cross-company attempt', Version: 1 };

const orderFilters = (ids: RecordIds): Fields => ({
  PartyId: ids.party,
  SalesPersonId: ids.salesPerson,
  areaId: ids.territory,
  routeId: ids.route,
});
const byId =
  (record: RecordName) =>
  (ids: RecordIds): Fields => ({ id: ids[record] });

const LIST_EXPORT =
  'a list export filter: the caller exports its own company, where no record has that id, so the file holds only its header';
const exportFilter = (record: RecordName, query: (ids: RecordIds) => Fields): CrossCompanyCase => ({
  record,
  query,
  status: 200,
  why: LIST_EXPORT,
  exportsNothing: true,
});

const onRecord = (record: RecordName, body?: Fields): CrossCompanyCase => ({
  record,
  query: byId(record),
  ...(body ? { body: () => body } : {}),
});
const onBankAccount = (): CrossCompanyCase => ({
  record: 'bankAccount',
  query: (ids) => ({ BankAccountId: ids.bankAccount }),
});
const listFilter = (record: RecordName, query: (ids: RecordIds) => Fields): CrossCompanyCase => ({
  record,
  query,
  status: 200,
  why: LIST_FILTER,
  listsNothing: true,
});

const ACTIVATION_ACTIONS = [
  'activatemanual',
  'reject',
  'resendotp',
  'resetpin',
  'resetpassword',
  'enable',
  'resetdevice',
] as const;

/**
 * Every hand-written route that takes an id, by 'method /path'. The walk fails, naming the route,
 * when a route takes an id-named field and has no entry here.
 */
export const CROSS_COMPANY_CASES: Readonly<Record<string, CrossCompanyCase | NotARecord>> = {
  'post /user/login/admin': {
    notARecord: 'BranchId is checked against the company signed in to (the sign-in tests)',
  },
  'post /salesuser/dealer/login': {
    notARecord: 'BranchId is checked against the company signed in to (the sign-in tests)',
  },
  'get /permission/CheckActionPermission': { notARecord: 'screenId is a page code of the product catalogue' },
  'post /permission/save': { record: 'role', body: (ids) => ({ RoleId: ids.role, Permissions: [] }) },
  'post /connect/token': { notARecord: 'client_id names an OAuth client, which belongs to no company' },
  'post /user/resettwofa': onRecord('user'),
  'post /user/sendtwofactorauthkey': {
    record: 'user',
    body: (ids) => ({ userId: ids.user, key: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }),
  },
  'get /applicationsettings/valuebykey': {
    notARecord: "companyId chooses whose public setting is read; public settings are anyone's to read",
  },
  'post /notification/markread': onRecord('notification'),
  'post /notice/dismiss': onRecord('notice'),
  'get /salesperson/children': onRecord('salesPerson'),
  'get /salesperson/parties': onRecord('salesPerson'),
  'get /salesperson/signin': onRecord('salesPerson'),
  'post /salesperson/resetdevice': onRecord('salesPerson'),
  'post /salesperson/resetpassword': onRecord('salesPerson', {
    NewPassword: 'Cross@12345',
    ConfirmPassword: 'Cross@12345',
  }),
  'post /salesperson/changeusername': onRecord('salesPerson', { UserName: 'crosscompany' }),
  'post /store/assignstore': {
    record: 'salesPerson',
    query: (ids) => ({ id: ids.salesPerson, storeId: ids.store }),
  },
  'get /order/list': listFilter('order', orderFilters),
  'get /order/export': exportFilter('order', orderFilters),
  'get /order/notconfirmedlist': listFilter('order', orderFilters),
  'get /order/trackinglist': listFilter('order', orderFilters),
  'get /order/dealerorderlist': listFilter('order', (ids) => ({ ...orderFilters(ids), userType: 'dealer' })),
  'get /order/board': listFilter('order', orderFilters),
  'get /order/detail': onRecord('order'),
  'get /order/chalan': { record: 'user', query: (ids) => ({ deliveryUserId: ids.user, date: '2026-11-22' }) },
  'post /order/save': {
    record: 'order',
    body: (ids) => ({ Id: ids.order, Version: 1, PartyId: ids.party, Lines: [] }),
  },
  'post /order/confirm': onRecord('order', REMARKS),
  'post /order/verify': onRecord('order', REMARKS),
  'post /order/readytodispatch': onRecord('order', REMARKS),
  'post /order/dispatch': onRecord('order', REMARKS),
  'post /order/deliver': onRecord('order', REMARKS),
  'post /order/complete': onRecord('order', REMARKS),
  'post /order/cancel': onRecord('order', REMARKS),
  'post /order/assign': onRecord('order', { Version: 1, AssignDate: '2026-11-22' }),
  'get /partyproductpricing/currentprice': {
    record: 'party',
    query: (ids) => ({ partyId: ids.party, productId: ids.product }),
  },
  'get /order/productunits': { record: 'product', query: (ids) => ({ productId: ids.product }) },
  'get /orderreturn/list': listFilter('orderReturn', (ids) => ({ PartyId: ids.party, OrderId: ids.order })),
  'get /orderreturn/export': exportFilter('orderReturn', (ids) => ({
    PartyId: ids.party,
    OrderId: ids.order,
  })),
  'get /orderreturn/detail': onRecord('orderReturn'),
  'get /orderreturn/returnable': { record: 'order', query: (ids) => ({ orderId: ids.order }) },
  'post /orderreturn/save': {
    record: 'orderReturn',
    body: (ids) => ({
      Id: ids.orderReturn,
      Version: 1,
      OrderId: ids.order,
      ReasonId: ids.returnReason,
      Lines: [],
    }),
  },
  'post /orderreturn/verify': onRecord('orderReturn', REMARKS),
  'post /orderreturn/cancel': onRecord('orderReturn', REMARKS),
  'get /voucher/list': listFilter('ledger', (ids) => ({
    LedgerId: ids.ledger,
    SourceKind: 'order',
    SourceId: ids.order,
  })),
  'get /voucher/export': exportFilter('ledger', (ids) => ({
    LedgerId: ids.ledger,
    SourceKind: 'payment',
    SourceId: ids.payment,
  })),
  'get /voucher/detail': onRecord('voucher'),
  'post /voucher/save': {
    record: 'voucher',
    body: (ids) => ({
      Id: ids.voucher,
      Version: 1,
      VoucherType: 'journal',
      VoucherDate: '2026-11-20',
      Lines: [
        { LedgerId: ids.ledger, Side: 'Dr', Amount: 1 },
        { LedgerId: ids.ledger, Side: 'Cr', Amount: 1 },
      ],
    }),
  },
  'post /voucher/post': onRecord('voucher', REMARKS),
  'post /voucher/cancel': onRecord('voucher', REMARKS),
  'post /voucher/delete': onRecord('voucher', { Version: 1 }),
  'get /voucher/taxinvoice': onRecord('voucher'),
  'get /accounting/chequeregister': listFilter('payment', (ids) => ({
    PaymentId: ids.payment,
    PartyId: ids.party,
  })),
  'get /accounting/chequeregister/export': exportFilter('voucher', (ids) => ({
    VoucherId: ids.voucher,
    BankLedgerId: ids.ledger,
  })),
  'post /voucher/printinvoice': onRecord('voucher'),
  'get /accounting/generalledger': { record: 'ledger', query: (ids) => ({ LedgerId: ids.ledger }) },
  'get /accounting/generalledger/export': { record: 'ledger', query: (ids) => ({ LedgerId: ids.ledger }) },
  'get /accounting/ageing': { record: 'ledgerGroup', query: (ids) => ({ GroupId: ids.ledgerGroup }) },
  'get /accounting/ageing/export': { record: 'ledgerGroup', query: (ids) => ({ GroupId: ids.ledgerGroup }) },
  'get /accounting/trialbalance': { record: 'branch', query: (ids) => ({ BranchId: ids.branch }) },
  'get /accounting/trialbalance/export': {
    record: 'costCenter',
    query: (ids) => ({ CostCenterId: ids.costCenter }),
  },
  'get /accounting/profitandloss': {
    record: 'costCenter',
    query: (ids) => ({ CostCenterId: ids.costCenter }),
  },
  'get /accounting/profitandloss/export': { record: 'branch', query: (ids) => ({ BranchId: ids.branch }) },
  'get /accounting/balancesheet': { record: 'branch', query: (ids) => ({ BranchId: ids.branch }) },
  'get /accounting/balancesheet/export': { record: 'branch', query: (ids) => ({ BranchId: ids.branch }) },
  'get /accounting/yearend/preview': {
    record: 'fiscalYear',
    query: (ids) => ({ FiscalYearId: ids.fiscalYear }),
  },
  'post /accounting/yearend/close': {
    record: 'fiscalYear',
    body: (ids) => ({ FiscalYearId: ids.fiscalYear, CapitalLedgerId: ids.ledger }),
  },
  'post /accounting/yearend/reopen': {
    record: 'fiscalYear',
    body: (ids) => ({ FiscalYearId: ids.fiscalYear, Remarks: 'Cross-company attempt' }),
  },
  'get /bankreconciliation/mapping': onBankAccount(),
  'post /bankreconciliation/mapping': {
    record: 'bankAccount',
    body: (ids) => ({
      BankAccountId: ids.bankAccount,
      DateColumn: 1,
      DescriptionColumn: 2,
      AmountColumn: 3,
    }),
  },
  'post /bankreconciliation/preview': {
    record: 'bankAccount',
    body: (ids) => ({ BankAccountId: ids.bankAccount }),
  },
  'post /bankreconciliation/import': {
    record: 'bankAccount',
    body: (ids) => ({ BankAccountId: ids.bankAccount }),
  },
  'get /bankreconciliation/lines': onBankAccount(),
  'get /bankreconciliation/booklines': onBankAccount(),
  'post /bankreconciliation/automatch': {
    record: 'bankAccount',
    body: (ids) => ({ BankAccountId: ids.bankAccount }),
  },
  'post /bankreconciliation/match': {
    record: 'statementLine',
    body: (ids) => ({ StatementLineId: ids.statementLine, VoucherId: ids.voucher, LineNo: 1 }),
  },
  'post /bankreconciliation/unmatch': {
    record: 'statementLine',
    body: (ids) => ({ StatementLineId: ids.statementLine }),
  },
  'post /bankreconciliation/clearance': {
    record: 'bankAccount',
    body: (ids) => ({
      BankAccountId: ids.bankAccount,
      VoucherId: ids.voucher,
      LineNo: 1,
      ClearanceDate: '2026-11-25',
    }),
  },
  'get /bankreconciliation/statement': {
    record: 'bankAccount',
    query: (ids) => ({ BankAccountId: ids.bankAccount, AsOn: '2026-11-25' }),
  },
  'get /bankreconciliation/statement/export': {
    record: 'bankAccount',
    query: (ids) => ({ BankAccountId: ids.bankAccount, AsOn: '2026-11-25' }),
  },
  'get /irdbilling/outbox': listFilter('voucher', (ids) => ({ VoucherId: ids.voucher })),
  'get /payment/list': listFilter('payment', (ids) => ({ PartyId: ids.party })),
  'get /payment/export': exportFilter('payment', (ids) => ({ PartyId: ids.party })),
  'get /payment/detail': onRecord('payment'),
  'post /payment/save': {
    record: 'payment',
    body: (ids) => ({ Id: ids.payment, Version: 1, PartyId: ids.party, Method: 'cash', Amount: 10 }),
  },
  'post /collection/save': {
    record: 'payment',
    body: (ids) => ({ Id: ids.payment, Version: 1, PartyId: ids.party, Method: 'cash', Amount: 10 }),
  },
  'post /payment/delete': onRecord('payment', { Version: 1 }),
  'post /payment/deposit': onRecord('payment', REMARKS),
  'post /payment/reconcile': onRecord('payment', REMARKS),
  'post /payment/bounce': onRecord('payment', { BounceReason: 'Cross', Version: 1 }),
  'post /collection/deposit': onRecord('payment', REMARKS),
  'post /collection/reconcile': onRecord('payment', REMARKS),
  'post /collection/bounce': onRecord('payment', { BounceReason: 'Cross', Version: 1 }),
  'get /party/balance': { record: 'party', query: (ids) => ({ partyId: ids.party }) },
  'get /party/statement': { record: 'party', query: (ids) => ({ partyId: ids.party }) },
  'get /beatplan/list': listFilter('beatPlan', (ids) => ({ SalesPersonId: ids.salesPerson })),
  'get /beatplan/export': exportFilter('beatPlan', (ids) => ({ SalesPersonId: ids.salesPerson })),
  'get /beatplan/listbyuser': listFilter('salesPerson', (ids) => ({
    year: 2083,
    month: 8,
    salesPersonId: ids.salesPerson,
  })),
  'get /beatplan/detail': onRecord('beatPlan'),
  'post /beatplan/save': {
    record: 'beatPlan',
    body: (ids) => ({
      Id: ids.beatPlan,
      Version: 1,
      SalesPersonId: ids.salesPerson,
      Year: 2083,
      Month: 8,
      Lines: [],
    }),
  },
  'post /beatplan/delete': onRecord('beatPlan'),
  'post /beatplan/approve': onRecord('beatPlan', REMARKS),
  'post /beatplan/cancel': onRecord('beatPlan', REMARKS),
  'post /beatplan/exclude': {
    record: 'beatPlan',
    query: byId('beatPlan'),
    body: (ids) => ({ PartyId: ids.party, Day: 1, ...REMARKS }),
  },
  'get /order/dispatchedorders': listFilter('salesPerson', (ids) => ({ salesPersonId: ids.salesPerson })),
  'get /visit/currentlocation': listFilter('salesPerson', (ids) => ({ spuid: ids.user })),
  'get /visit/userstracking': {
    record: 'user',
    query: (ids) => ({ uid: ids.user, fromDate: '2026-11-01', toDate: '2026-11-22' }),
  },
  'get /visit/livelocation': { record: 'user', query: (ids) => ({ userId: ids.user, date: '2026-11-22' }) },
  'post /visit/save': {
    record: 'party',
    body: (ids) => ({ PartyId: ids.party, Latitude: 27.7, Longitude: 85.3 }),
    status: 403,
    why: FIELD_APP,
  },
  'post /visit/checkout': { ...onRecord('visit'), status: 403, why: FIELD_APP },
  'get /visit/list': listFilter('visit', (ids) => ({ salesPersonId: ids.salesPerson })),
  'get /visit/export': exportFilter('visit', (ids) => ({ salesPersonId: ids.salesPerson })),
  'get /visit/detail': onRecord('visit'),
  'post /visit/highprioritynotification': {
    record: 'user',
    query: (ids) => ({ userId: ids.user }),
    body: () => ({ Title: 'Cross', Message: 'Cross-company attempt' }),
  },
  'get /mobilebankingactivationrequest/detail': onRecord('activationRequest'),
  'post /mobilebankingactivationrequest/register': {
    notARecord:
      'DeviceId names the member’s phone, not a record; the member number is looked up in the caller’s company',
  },
  'get /mobilebankingactivationrequest/checkcharge': onRecord('activationRequest'),
  'post /mobilebankingactivationrequest/verifyotp': onRecord('activationRequest', {
    Code: '123456',
    DeviceId: 'cross-device',
  }),
  ...Object.fromEntries(
    ACTIVATION_ACTIONS.map((action) => [
      `post /mobilebankingactivationrequest/${action}`,
      onRecord('activationRequest', { Remarks: 'Cross-company attempt' }),
    ]),
  ),
  'post /mobilebankingactivationrequest/renew': onRecord('activationRequest', {
    ChargeAmount: 100,
    Remarks: 'Cross',
  }),
  'post /mobilebankingactivationrequest/newcharge': onRecord('activationRequest', {
    ChargeAmount: 100,
    Remarks: 'Cross',
  }),
  'post /mobilebankingactivationrequest/disable': {
    record: 'activationRequest',
    query: byId('activationRequest'),
    body: (ids) => ({ Id: ids.activationRequest, Reason: 'Cross', MobileNo: '9800000000', Method: 'office' }),
  },
  'post /mobilebankingactivationrequest/confirmreset': onRecord('activationRequest', {
    Kind: 'pin',
    Code: '123456',
    NewSecret: '1234',
  }),
  'get /mobilebankingactivationrequest/customerdetail': onRecord('activationRequest'),
  'get /mobilebankingactivationrequest/accountlist': onRecord('activationRequest'),
  'get /mobilebankingactivationrequest/statement': {
    record: 'activationRequest',
    query: (ids) => ({
      id: ids.activationRequest,
      accountNo: '001',
      fromDate: '2026-11-01',
      toDate: '2026-11-22',
    }),
  },
  'get /smsoutbox/list': listFilter('activationRequest', (ids) => ({
    activationRequestId: ids.activationRequest,
  })),
  'get /user/detail': onRecord('user'),
  'get /user/edit': onRecord('user'),
  'post /user/save': {
    record: 'user',
    body: (ids) => ({ Id: ids.user, UserName: 'crosscompany', FirstName: 'Cross', LastName: 'Company' }),
  },
  'get /user/audit': onRecord('user'),
  'post /user/changeStatus': onRecord('user'),
  'post /user/disable': onRecord('user'),
  'post /user/enable': onRecord('user'),
  'post /user/delete': onRecord('user'),
  'post /user/changepassword': {
    record: 'user',
    body: (ids) => ({ Id: ids.user, NewPassword: 'Cross@12345', ConfirmPassword: 'Cross@12345' }),
  },
  'post /user/adminresetpassword': onRecord('user'),
  'post /userrole/add': { record: 'user', body: (ids) => ({ UserId: ids.user, RoleId: ids.role }) },
  'post /userrole/delete': { record: 'user', body: (ids) => ({ UserId: ids.user, RoleId: ids.role }) },
  'get /userrole/byidentityuserid': {
    notARecord: 'identityUserId is a user’s identity uuid (walked by the users tests), not a record id',
  },
  'get /role/detail': onRecord('role'),
  'post /role/save': { record: 'role', body: (ids) => ({ Id: ids.role, Name: 'Cross role' }) },
  'post /role/edit': { record: 'role', body: (ids) => ({ Id: ids.role, Name: 'Cross role' }) },
  'post /role/delete': onRecord('role'),
  'get /role/permission': onRecord('role'),
  'get /role/audit': onRecord('role'),
  'get /permission/listbyRoleId': { record: 'role', query: (ids) => ({ roleId: ids.role }) },
  'get /pushnotification/deliveries': onRecord('pushNotification'),
  'get /page/list': {
    notARecord: 'moduleId names a module of the product catalogue, shared by every company',
  },
  'post /company/save': {
    record: 'user',
    body: () => ({ Id: 1, Name: 'Cross' }),
    status: 403,
    why: SUPER_ONLY,
  },
  'get /company/modules': {
    record: 'user',
    query: () => ({ companyId: 1 }),
    status: 400,
    why: 'companyId must be the company of the CompanyId header (a super administrator switches company there)',
  },
  'post /company/addmodule': {
    record: 'user',
    body: () => ({ CompanyId: 1, ModuleId: 1 }),
    status: 403,
    why: SUPER_ONLY,
  },
  'post /company/removemodule': {
    record: 'user',
    body: () => ({ CompanyId: 1, ModuleId: 1 }),
    status: 403,
    why: SUPER_ONLY,
  },
  'post /package/save': { notARecord: 'a package is part of the product catalogue, shared by every company' },
  'get /applicationsettings/detail': onRecord('setting'),
  'post /applicationsettings/save': {
    record: 'setting',
    body: (ids) => ({ Id: ids.setting, Key: 'CrossKey', Value: 'Cross' }),
  },
  'post /applicationsettings/delete': onRecord('setting'),
  'get /applicationsettings/audit': onRecord('setting'),
  'get /banner/detail': onRecord('banner'),
  'post /banner/save': { record: 'banner', body: (ids) => ({ Id: ids.banner, BannerKey: 'login', Sort: 1 }) },
  'post /banner/delete': onRecord('banner'),
  'get /banner/delete': onRecord('banner'),
  'post /banner/changestatus': onRecord('banner'),
  'get /banner/changestatus': onRecord('banner'),
  'get /banner/audit': onRecord('banner'),
  'post /banner/keysave': {
    notARecord: 'banner keys are part of the product catalogue, shared by every company',
  },
  'post /supportticket/save': {
    record: 'supportTicket',
    body: (ids) => ({
      Id: ids.supportTicket,
      TicketType: 'B',
      ModuleId: 1,
      PageCode: 1,
      PriorityLevel: 'H',
      Remarks: 'Cross',
      IssuerName: 'Cross',
    }),
  },
  'get /supportticket/detail': onRecord('supportTicket'),
  'get /supportticket/adminlist': { record: 'supportTicket', status: 403, why: SUPER_ONLY },
  'get /supportticket/adminexport': { record: 'supportTicket', status: 403, why: SUPER_ONLY },
  'post /supportticket/assign': {
    record: 'supportTicket',
    query: byId('supportTicket'),
    body: (ids) => ({ AssigneeUserId: ids.superAdmin, Remarks: 'Cross' }),
    status: 403,
    why: DESK_ONLY,
  },
  'post /supportticket/status': {
    ...onRecord('supportTicket', { Status: 'closed', Remarks: 'Cross' }),
    status: 403,
    why: DESK_ONLY,
  },
  'post /supportticket/close': {
    ...onRecord('supportTicket', { Remarks: 'Cross' }),
    status: 403,
    why: DESK_ONLY,
  },
  'post /supportticket/comment': onRecord('supportTicket', { Text: 'Cross' }),
  'get /supportticket/list': listFilter('supportTicket', () => ({})),
  'get /supportticket/export': exportFilter('supportTicket', () => ({})),
};
