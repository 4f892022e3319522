/**
 * What the mobile-banking API answers (Data of the envelope), as schemas the route contracts
 * carry. Amounts are rupees with two decimals; dates are YYYY-MM-DD on the company's calendar,
 * instants ISO 8601.
 */
import { z } from 'zod';
import { pageSchema } from '../paging.js';
import {
  ACTIVATION_ACTIONS,
  ACTIVATION_HISTORY_ACTIONS,
  ACTIVATION_STATUSES,
} from './activation-request-machine.js';
import {
  CHARGE_KINDS,
  CODE_PURPOSES,
  MOBILE_BANKING_SETTING_KEYS,
  type MobileBankingSettingKey,
  SMS_ADAPTERS,
  SMS_STATUSES,
} from './mobile-banking-constants.js';
import {
  MOBILE_BANKING_SETTING_FIELD_NAMES,
  type MobileBankingSettingField,
} from './mobile-banking-settings-inputs.js';
import { RENEWAL_TABS } from './renewal-tabs.js';

const activationStatusSchema = z.enum(ACTIVATION_STATUSES);
const renewalTabSchema = z.enum(RENEWAL_TABS);
const chargeKindSchema = z.enum(CHARGE_KINDS);
const smsAdapterSchema = z.enum(SMS_ADAPTERS);
const smsStatusSchema = z.enum(SMS_STATUSES);

export const activationRequestSummarySchema = z.object({
  Id: z.number().int(),
  MemberNo: z.string(),
  MemberName: z.string(),
  PhoneNumber: z.string(),
  Status: activationStatusSchema,
  StatusLabel: z.string(),
  DeviceBound: z.boolean(),
  RequestedAt: z.string(),
  ActivatedAt: z.string().nullable(),
  /** The last renewal (or the activation): the spec's ChargeDate, "Last Renewal Date" on screen. */
  ChargeDate: z.string().nullable(),
  ExpiresOn: z.string().nullable(),
  /** Days past expiry on the company's today; null before activation. */
  DueDays: z.number().int().nullable(),
  /** What the caller may do now (empty without edit permission). */
  AllowedActions: z.array(z.enum(ACTIVATION_ACTIONS)),
});
export type ActivationRequestSummary = z.infer<typeof activationRequestSummarySchema>;

export const activationTransitionSchema = z.object({
  Id: z.number().int(),
  Action: z.enum(ACTIVATION_HISTORY_ACTIONS),
  From: activationStatusSchema.nullable(),
  To: activationStatusSchema,
  At: z.string(),
  ActorName: z.string().nullable(),
  Remarks: z.string().nullable(),
});
export type ActivationTransition = z.infer<typeof activationTransitionSchema>;

export const mobileBankingChargeSchema = z.object({
  Id: z.number().int(),
  ActivationRequestId: z.number().int(),
  Kind: chargeKindSchema,
  Amount: z.number(),
  ChargeDate: z.string(),
  PeriodFrom: z.string().nullable(),
  PeriodTo: z.string().nullable(),
  Remarks: z.string().nullable(),
});
export type MobileBankingCharge = z.infer<typeof mobileBankingChargeSchema>;

/** A charge in the company-wide list: with its member, and who recorded it. */
export const chargeListItemSchema = z.object({
  Id: z.number().int(),
  ActivationRequestId: z.number().int(),
  MemberName: z.string(),
  MemberNo: z.string(),
  PhoneNumber: z.string(),
  Kind: chargeKindSchema,
  Amount: z.number(),
  ChargeDate: z.string(),
  PeriodFrom: z.string().nullable(),
  PeriodTo: z.string().nullable(),
  Remarks: z.string().nullable(),
  /** Null when the charge has no recorded user (or the user was removed). */
  ByName: z.string().nullable(),
});
export type ChargeListItem = z.infer<typeof chargeListItemSchema>;

export const chargeItemsPageSchema = pageSchema(chargeListItemSchema).extend({
  /** The sum of every charge the filter matches, on all pages, so the screen can show the filter's total. */
  TotalAmount: z.number(),
});
export type ChargeItemsPage = z.infer<typeof chargeItemsPageSchema>;

export const pendingCodeSchema = z.object({ Purpose: z.enum(CODE_PURPOSES), ExpiresAt: z.string() });
export type PendingCode = z.infer<typeof pendingCodeSchema>;

export const activationRequestDetailSchema = activationRequestSummarySchema.extend({
  DeviceId: z.string().nullable(),
  HasPin: z.boolean(),
  HasPassword: z.boolean(),
  /** Codes sent and still usable (never the code itself). */
  PendingCodes: z.array(pendingCodeSchema),
  History: z.array(activationTransitionSchema),
  Charges: z.array(mobileBankingChargeSchema),
});
export type ActivationRequestDetail = z.infer<typeof activationRequestDetailSchema>;

export const smsReceiptSchema = z.object({
  Id: z.number().int(),
  PhoneNumber: z.string(),
  Adapter: smsAdapterSchema,
  Status: smsStatusSchema,
});
export type SmsReceipt = z.infer<typeof smsReceiptSchema>;

/** Every action and the registration answer the request as it now is, and the SMS it sent, if any. */
export const activationActionResultSchema = z.object({
  Request: activationRequestDetailSchema,
  Sms: smsReceiptSchema.nullable(),
});
export type ActivationActionResult = z.infer<typeof activationActionResultSchema>;

/** Spec section 3, "Renewal member", plus what the renewal modal needs beside it. */
export const renewalMemberSchema = z.object({
  MemberName: z.string(),
  PhoneNumber: z.string(),
  ChargeDate: z.string().nullable(),
  DueDays: z.number().int(),
  ActivationRequestId: z.number().int(),
  /** Every row matching the search and tab, as the original's paging read it. */
  RowTotal: z.number().int(),
  ExpiresOn: z.string(),
  Tab: renewalTabSchema,
});
export type RenewalMember = z.infer<typeof renewalMemberSchema>;

export const renewalTabCountsSchema = z.object({
  Expired: z.number().int(),
  DueToday: z.number().int(),
  Upcoming: z.number().int(),
});
export type RenewalTabCountsDto = z.infer<typeof renewalTabCountsSchema>;

export const renewalMemberPageSchema = pageSchema(renewalMemberSchema).extend({
  /** Counts of each tab for the same search, whatever tab the page shows. */
  TabCounts: renewalTabCountsSchema,
  /** The tab of this page: the one asked for, else all three (null). */
  Tab: renewalTabSchema.nullable(),
});
export type RenewalMemberPage = z.infer<typeof renewalMemberPageSchema>;

export const chargeCheckSchema = z.object({
  ActivationRequestId: z.number().int(),
  Status: activationStatusSchema,
  /** The company's renewal charge now (MB_RENEWAL_CHARGE). */
  ChargeAmount: z.number(),
  PeriodDays: z.number().int(),
  ChargeDate: z.string().nullable(),
  ExpiresOn: z.string().nullable(),
  DueDays: z.number().int().nullable(),
  Tab: renewalTabSchema.nullable(),
  /** The expiry a renewal today would give. */
  ExpiresOnAfterRenewal: z.string(),
  CanRenew: z.boolean(),
});
export type ChargeCheck = z.infer<typeof chargeCheckSchema>;

/** From the core-banking adapter. */
export const coreCustomerSchema = z.object({
  MemberNo: z.string(),
  Name: z.string(),
  MobileNumber: z.string(),
  Email: z.string().nullable(),
  Address: z.string().nullable(),
});
export type CoreCustomer = z.infer<typeof coreCustomerSchema>;

export const coreAccountSchema = z.object({
  AccountNo: z.string(),
  AccountType: z.string(),
  Balance: z.number(),
});
export type CoreAccount = z.infer<typeof coreAccountSchema>;

export const statementEntrySchema = z.object({
  Date: z.string(),
  Description: z.string(),
  Debit: z.number(),
  Credit: z.number(),
  Balance: z.number(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const accountStatementSchema = z.object({
  AccountNo: z.string(),
  FromDate: z.string(),
  ToDate: z.string(),
  OpeningBalance: z.number(),
  ClosingBalance: z.number(),
  Entries: z.array(statementEntrySchema),
});
export type AccountStatement = z.infer<typeof accountStatementSchema>;

export const smsOutboxMessageSchema = z.object({
  Id: z.number().int(),
  PhoneNumber: z.string(),
  Message: z.string(),
  Purpose: z.string(),
  Adapter: smsAdapterSchema,
  Status: smsStatusSchema,
  Error: z.string().nullable(),
  ActivationRequestId: z.number().int().nullable(),
  CreatedAt: z.string(),
  SentAt: z.string().nullable(),
});
export type SmsOutboxMessage = z.infer<typeof smsOutboxMessageSchema>;

export const mobileBankingSettingSchema = z.object({
  Key: z.string(),
  Value: z.string(),
  /** True while the company has not set the key: Value is the module's default. */
  IsDefault: z.boolean(),
});
export type MobileBankingSetting = z.infer<typeof mobileBankingSettingSchema>;

/** One module setting (GET and POST mobilebankingactivationrequest/settings). */
export const mobileBankingSettingValueSchema = z.object({
  Key: z.enum(MOBILE_BANKING_SETTING_KEYS as [MobileBankingSettingKey, ...MobileBankingSettingKey[]]),
  /** The form field that sets it (RenewalCharge …). */
  Field: z.enum(
    MOBILE_BANKING_SETTING_FIELD_NAMES as [MobileBankingSettingField, ...MobileBankingSettingField[]],
  ),
  /** What applies now: the company's value, else the default. */
  Value: z.string(),
  IsDefault: z.boolean(),
  Default: z.string(),
});
export type MobileBankingSettingValue = z.infer<typeof mobileBankingSettingValueSchema>;

export const mobileBankingSettingsSchema = z.object({
  Items: z.array(mobileBankingSettingValueSchema),
  /** Whether the caller may save them (edit on Activation Requests). */
  MayEdit: z.boolean(),
});
export type MobileBankingSettings = z.infer<typeof mobileBankingSettingsSchema>;
