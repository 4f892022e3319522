/** Permission page codes of spec section 6; the numbers are what existing clients send as screenId. */
export const PAGE_CODES = {
  User: 100,
  Role: 101,
  ModulePermission: 200,
  PageNotificationSetup: 201,
  PageNotificationSetupTemplate: 202,
  SmsSetting: 203,
  ApiKey: 204,
  ApplicationSetting: 205,
  ApplicationSettingKey: 206,
  SupportTicket: 207,
  AdminSupportTicket: 208,
  PaymentGateWay: 209,
  PushNotification: 210,
  // Pages the spec does not number: ours, after its range.
  Notice: 211,
  RoleType: 212,
  Banner: 213,
  WidgetOrigin: 214,
  // Field sales and distribution: the spec numbers none of its pages.
  Party: 300,
  PartyGroup: 301,
  Product: 302,
  ProductCategory: 303,
  Unit: 304,
  ProductUnit: 305,
  PartyProductPricing: 306,
  Store: 307,
  Territory: 308,
  Route: 309,
  SalesPerson: 310,
  RouteParty: 311,
  RouteSalesPerson: 312,
  OrderReturnReason: 313,
  // Orders are hand-written, not a declaration: lists, board, chalan and the pipeline actions.
  Order: 314,
  // Money in: hand-written too. A party's balance and statement read with Party view.
  OrderReturn: 315,
  Payment: 316,
  // Beat plans: hand-written, a month of visits per sales person with its own rules.
  BeatPlan: 317,
  // Dealers: which retailers a dealer supplies.
  DealerRetailer: 318,
  // Location tracking and visits: hand-written; the live and travel maps read with its view.
  Visit: 319,
  // Leaves: a declaration whose approvals tell the employee ("leave approved").
  Leave: 320,
  // The workforce: attendance (hand-written: check-in and out, the sheet), its places, people and
  // holidays, advances, expense claims, day logs; visit purposes and party notes.
  Attendance: 321,
  AttendanceLocation: 322,
  AttendanceUser: 323,
  Holiday: 324,
  AdvanceRequest: 325,
  AdvanceRepayment: 326,
  ExpenseType: 327,
  Expense: 328,
  DayLog: 329,
  VisitPurpose: 330,
  Note: 331,
  AttendanceSettings: 332,
  // Mobile banking: 400–419. Members, accounts and transactions are declarations; activation
  // requests (with renewals and charges) and the SMS outbox are hand-written.
  CooperativeMember: 400,
  MemberAccount: 401,
  MemberAccountTransaction: 402,
  ActivationRequest: 403,
  SmsOutbox: 404,
  // Accounting: 500–529. The masters (groups, ledgers, cost centers, banks, years, settings) are declarations.
  LedgerGroup: 500,
  Ledger: 501,
  LedgerOpeningBalance: 502,
  CostCenter: 503,
  Bank: 504,
  BankAccount: 505,
  FiscalYear: 506,
  AccountingSetting: 507,
  // Vouchers: hand-written, one page per voucher type so a role may post receipts but not journals.
  PaymentVoucher: 508,
  ReceiptVoucher: 509,
  ContraVoucher: 510,
  JournalVoucher: 511,
  SalesVoucher: 512,
  PurchaseVoucher: 513,
  CreditNoteVoucher: 514,
  DebitNoteVoucher: 515,
  // Cheques received and issued, read across collections and vouchers.
  ChequeRegister: 516,
  // Reports (trial balance, ledgers, books, profit and loss, balance sheet, ageing, cost centers).
  FinancialReports: 517,
  // Closing and reopening a fiscal year.
  YearEnd: 518,
  BankReconciliation: 519,
  // The VAT sales and purchase books and the monthly VAT return.
  VatBooks: 520,
  // The IRD billing system: credentials, the outbox, resending.
  IrdBilling: 521,
} as const;

export type PageName = keyof typeof PAGE_CODES;
export type PageCode = (typeof PAGE_CODES)[PageName];

export const PERMISSION_ACTIONS = ['view', 'create', 'edit', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
