/**
 * The mobile-banking API, written once: activation requests and their actions, renewals,
 * charges, settings, the core-banking reads about a member and the SMS outbox. Embedded widgets
 * reach the routes that carry a widgetScope with a widget token.
 */
import { z } from 'zod';
import { exportFileText } from '../http/export-format.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';
import { pageSchema } from '../paging.js';
import { joinAlternatives } from '../state-machine/state-machine.js';
import {
  ACTIVATION_STATUS_LABELS,
  ACTIVATION_STATUSES,
  type ActivationAction,
  type ActivationStatus,
  activationRuleOf,
} from './activation-request-machine.js';
import {
  accountStatementSchema,
  activationActionResultSchema,
  activationRequestDetailSchema,
  activationRequestSummarySchema,
  chargeCheckSchema,
  chargeItemsPageSchema,
  coreAccountSchema,
  coreCustomerSchema,
  mobileBankingSettingSchema,
  mobileBankingSettingsSchema,
  renewalMemberPageSchema,
  smsOutboxMessageSchema,
} from './mobile-banking-answers.schema.js';
import { CHARGE_KINDS, MOBILE_BANKING_SETTING_KEYS } from './mobile-banking-constants.js';
import {
  activationExportQuery,
  activationIdQuery,
  activationListQuery,
  chargeListQuery,
  confirmResetBody,
  customerQuery,
  disableBody,
  disableQuery,
  newChargeBody,
  registerBody,
  remarksBody,
  renewalListQuery,
  renewBody,
  settingKeyQuery,
  smsOutboxListQuery,
  statementQuery,
  verifyOtpBody,
} from './mobile-banking-inputs.js';
import { mobileBankingSettingsBody } from './mobile-banking-settings-inputs.js';

/** The spec's prefix for the module's calls. */
const MB_PATH = '/mobilebankingactivationrequest';
const tag = 'mobilebankingactivationrequest';
const page = PAGE_CODES.ActivationRequest;
const view = { page, action: 'view' } as const;
const edit = { page, action: 'edit' } as const;

const statusWords = (statuses: readonly ActivationStatus[]) =>
  joinAlternatives(statuses.map((status) => ACTIVATION_STATUS_LABELS[status].toLowerCase()));

/** The rule's own words for the route's description: from where, to where, 409 otherwise. */
const describe = (action: ActivationAction, what: string): string => {
  const rule = activationRuleOf(action);
  const move =
    rule.from.length === 1 && rule.from[0] === rule.to
      ? `only while ${statusWords(rule.from)}`
      : `moves a request that is ${statusWords(rule.from)} to ${statusWords([rule.to])}`;
  return `${rule.label}: ${what} ${move}; from any other status 409 with what it can do instead. Recorded in its history and the audit log. Answers {Request, Sms}.`;
};

/** A state-machine action: a POST by ?id= that answers the request as it now is and the SMS it sent. */
const actionContract = <const N extends ActivationAction>(name: N, what: string) =>
  ({
    method: 'post',
    path: `${MB_PATH}/${name}`,
    summary: describe(name, what),
    access: 'user',
    widgetScope: 'mobilebanking.activation',
    tag,
    permission: edit,
    query: activationIdQuery,
    response: activationActionResultSchema,
  }) as const;

/** Reading activation requests, renewals and settings, registering a member, saving the settings. */
export const activationRequestContracts = {
  list: defineContract({
    method: 'get',
    path: `${MB_PATH}/list`,
    summary: `A page of the company's activation requests, newest first: pageNo, pageSize, query (member name, number or phone), Status (${ACTIVATION_STATUSES.join(', ')}). Each with DueDays and the actions the caller may run.`,
    access: 'user',
    tag,
    permission: view,
    query: activationListQuery,
    response: pageSchema(activationRequestSummarySchema),
  }),
  export: defineContract({
    method: 'get',
    path: `${MB_PATH}/export`,
    summary: exportFileText(
      `The company's activation requests under the list's query (member name, number or phone) and Status, newest first, without paging: Member, Member no, Phone No., Status, Requested (on the company's clock), Last renewal date, Expires, Due days (activated requests). The list's fields only: never the device, codes, PIN or password.`,
    ),
    access: 'user',
    tag,
    permission: view,
    query: activationExportQuery,
    response: z.null(),
    download: 'table',
  }),
  detail: defineContract({
    method: 'get',
    path: `${MB_PATH}/detail`,
    summary:
      'One activation request with its whole history (who, when, from, to, remarks), its charges and the codes still waiting (purpose and expiry, never the code).',
    access: 'user',
    widgetScope: 'mobilebanking.activation',
    tag,
    permission: view,
    query: activationIdQuery,
    response: activationRequestDetailSchema,
  }),
  register: defineContract({
    method: 'post',
    path: `${MB_PATH}/register`,
    summary:
      'Registers a member for mobile banking: MemberNo (known to the core banking records, else 400), PhoneNumber (the mobile number the cooperative has for them, else 400), optional DeviceId. Creates the request, requested, and sends a 6-digit activation code by SMS (valid 10 minutes, once). 409 while the member has a requested, activated or disabled request. Answers {Request, Sms}.',
    access: 'user',
    tag,
    permission: { page, action: 'create' },
    body: registerBody,
    response: activationActionResultSchema,
  }),
  renewalMembers: defineContract({
    method: 'get',
    path: `${MB_PATH}/ListRenewalMembers`,
    summary:
      'Members whose activated service has expired (DueDays > 0), expires today (0) or expires within MB_RENEWAL_UPCOMING_DAYS (< 0), most overdue first: pageNo, pageSize, query (name, phone, member number), optional tab (expired, dueToday, upcoming). Items {MemberName, PhoneNumber, ChargeDate, DueDays, ActivationRequestId, RowTotal, ExpiresOn, Tab}, plus TabCounts for the same search.',
    access: 'user',
    widgetScope: 'mobilebanking.renewals',
    tag,
    permission: view,
    query: renewalListQuery,
    response: renewalMemberPageSchema,
  }),
  charges: defineContract({
    method: 'get',
    path: `${MB_PATH}/charges`,
    summary: `A page of the company's charges (renewals and other charges), newest charge date first: pageNo, pageSize, query (member name, member number or phone), Kind (${CHARGE_KINDS.join(', ')}), fromDate and toDate (YYYY-MM-DD, charge date, both included; fromDate after toDate is 400). Items {Id, ActivationRequestId, MemberName, MemberNo, PhoneNumber, Kind, Amount, ChargeDate, PeriodFrom, PeriodTo, Remarks, ByName}, amounts in rupees, plus TotalAmount: the sum of every charge the filter matches, on all pages.`,
    access: 'user',
    tag,
    permission: view,
    query: chargeListQuery,
    response: chargeItemsPageSchema,
  }),
  checkCharge: defineContract({
    method: 'get',
    path: `${MB_PATH}/checkcharge`,
    summary:
      'What renewing the request today would charge (MB_RENEWAL_CHARGE) and give: {ChargeAmount, PeriodDays, ChargeDate, ExpiresOn, DueDays, Tab, ExpiresOnAfterRenewal, CanRenew}.',
    access: 'user',
    widgetScope: 'mobilebanking.activation',
    tag,
    permission: view,
    query: activationIdQuery,
    response: chargeCheckSchema,
  }),
  settingByKey: defineContract({
    method: 'get',
    path: `${MB_PATH}/settingbykey`,
    summary: `A mobile-banking setting of the company: key one of ${MOBILE_BANKING_SETTING_KEYS.join(', ')}. Kept in the application settings; answers the default with IsDefault true while the company has not set it. Another key is 404.`,
    access: 'user',
    widgetScope: 'mobilebanking.activation',
    tag,
    permission: view,
    query: settingKeyQuery,
    response: mobileBankingSettingSchema,
  }),
  settings: defineContract({
    method: 'get',
    path: `${MB_PATH}/settings`,
    summary:
      'The four mobile-banking settings of the company, as they apply now: Items [{Key, Field, Value, IsDefault, Default}] (MB_RENEWAL_CHARGE in rupees, MB_RENEWAL_PERIOD_DAYS, MB_RENEWAL_UPCOMING_DAYS, MB_SMS_SENDER_NAME), and MayEdit: whether the caller may save them.',
    access: 'user',
    tag,
    permission: view,
    response: mobileBankingSettingsSchema,
  }),
  saveSettings: defineContract({
    method: 'post',
    path: `${MB_PATH}/settings`,
    summary:
      "Saves the mobile-banking settings (form or JSON), each optional: RenewalCharge (rupees, 0 to 100000, at most two decimals), RenewalPeriodDays (1 to 3650), UpcomingDays (1 to 365), SmsSenderName (1 to 11 letters, digits or spaces). A field left out keeps its value; an empty one removes the company's value, so the default applies. 400 with field errors; one transaction with an audit entry (MobileBankingSettings). Answers the settings as GET does.",
    access: 'user',
    tag,
    permission: edit,
    body: mobileBankingSettingsBody,
    // JSON: an empty value is how a setting returns to its default, and a form drops empty values.
    bodyKind: 'json',
    response: mobileBankingSettingsSchema,
  }),
};

/** The state machine's actions (README, "Mobile banking"), each a POST by ?id=. */
export const activationActionContracts = {
  verifyotp: defineContract({
    ...actionContract(
      'verifyotp',
      'Code (the 6-digit code the member received; wrong 400, expired 400, five wrong tries burn it, used 409), optional DeviceId to bind;',
    ),
    body: verifyOtpBody,
  }),
  activatemanual: defineContract({
    ...actionContract('activatemanual', 'Remarks (why without the code) required;'),
    body: remarksBody,
  }),
  reject: defineContract({
    ...actionContract('reject', 'Remarks (the reason) required;'),
    body: remarksBody,
  }),
  resendotp: defineContract({
    ...actionContract('resendotp', 'a new activation code by SMS, the earlier one stops working;'),
    body: remarksBody,
  }),
  resetpin: defineContract({
    ...actionContract('resetpin', 'a PIN reset code by SMS, completed with confirmreset;'),
    body: remarksBody,
  }),
  resetpassword: defineContract({
    ...actionContract('resetpassword', 'a password reset code by SMS, completed with confirmreset;'),
    body: remarksBody,
  }),
  enable: defineContract({ ...actionContract('enable', 'optional Remarks;'), body: remarksBody }),
  resetdevice: defineContract(
    actionContract('resetdevice', 'clears the bound DeviceId (the message says when none was bound);'),
  ),
  renew: defineContract({
    ...actionContract(
      'renew',
      'ChargeAmount (rupees, > 0) is recorded as a renewal charge and the expiry moves one MB_RENEWAL_PERIOD_DAYS on (from the current expiry if early, from today if late); optional DisableAccount=true then disables the service in the same transaction; optional Remarks;',
    ),
    body: renewBody,
  }),
  newcharge: defineContract({
    ...actionContract('newcharge', 'ChargeAmount (rupees, > 0) and Remarks (what for), without renewing;'),
    body: newChargeBody,
  }),
  disable: defineContract({
    ...actionContract(
      'disable',
      'Id (or ?id=), Reason, MobileNo (must be the request’s, else 400), CompanyId (if sent, the CompanyId header’s, else 400), Method (branch, phone, email, office); the member is told by SMS;',
    ),
    query: disableQuery,
    body: disableBody,
  }),
  confirmreset: defineContract({
    method: 'post',
    path: `${MB_PATH}/confirmreset`,
    summary:
      'Completes a PIN or password reset: Kind (pin or password), Code (from resetpin / resetpassword; wrong or expired 400, used 409), NewSecret (a PIN of 4–6 digits, or a password of 8 or more characters), kept as an scrypt hash. Only while activated (else 409). Answers {Request, Sms: null}.',
    access: 'user',
    widgetScope: 'mobilebanking.activation',
    tag,
    permission: edit,
    query: activationIdQuery,
    body: confirmResetBody,
    response: activationActionResultSchema,
  }),
};

/** Customer detail, account list and statement, through the company's core-banking adapter. */
export const coreBankingContracts = {
  customerDetail: defineContract({
    method: 'get',
    path: `${MB_PATH}/customerdetail`,
    summary:
      'The member as the core banking records have them: {MemberNo, Name, MobileNumber, Email, Address}. By id (an activation request) or memberNo (before registering). 404 when unknown; 502 when an HTTP core-banking service fails.',
    access: 'user',
    widgetScope: 'mobilebanking.activation',
    tag,
    permission: view,
    query: customerQuery,
    response: coreCustomerSchema,
  }),
  accountList: defineContract({
    method: 'get',
    path: `${MB_PATH}/accountlist`,
    summary:
      "The member's accounts: [{AccountNo, AccountType, Balance}] (rupees). By id or memberNo, as customerdetail.",
    access: 'user',
    widgetScope: 'mobilebanking.activation',
    tag,
    permission: view,
    query: customerQuery,
    response: z.array(coreAccountSchema),
  }),
  statement: defineContract({
    method: 'get',
    path: `${MB_PATH}/statement`,
    summary:
      "A statement of one of the request's member's accounts: id, accountNo, fromDate and toDate (YYYY-MM-DD; default the last 30 days to today). {AccountNo, FromDate, ToDate, OpeningBalance, Entries[{Date, Description, Debit, Credit, Balance}], ClosingBalance}. Another member's account is 404.",
    access: 'user',
    widgetScope: 'mobilebanking.activation',
    tag,
    permission: view,
    query: statementQuery,
    response: accountStatementSchema,
  }),
};

/** The SMS outbox: every message the module sent, or (without a gateway) is waiting to be passed on. */
export const smsOutboxContracts = {
  list: defineContract({
    method: 'get',
    path: '/smsoutbox/list',
    summary:
      "A page of the company's SMS, newest first: pageNo, pageSize, query (phone or text), Status (stored, queued, sent, failed), activationRequestId. Without an SMS gateway the message is the delivery (status stored) and shows the code; sent through a gateway, the stored copy has the code masked.",
    access: 'user',
    tag: 'smsoutbox',
    permission: { page: PAGE_CODES.SmsOutbox, action: 'view' },
    query: smsOutboxListQuery,
    response: pageSchema(smsOutboxMessageSchema),
  }),
};
