/**
 * What the mobile-banking API answers (Data of the envelope). Amounts are rupees with two decimals;
 * dates are YYYY-MM-DD on the company's calendar, instants ISO 8601.
 */
import type { Page } from '../paging.js';
import type {
  ActivationAction,
  ActivationHistoryAction,
  ActivationStatus,
} from './activation-request-machine.js';
import type {
  ChargeKind,
  CodePurpose,
  MobileBankingSettingKey,
  SmsAdapterName,
  SmsStatus,
} from './mobile-banking-constants.js';
import type { MobileBankingSettingField } from './mobile-banking-settings-inputs.js';
import type { RenewalTab } from './renewal-tabs.js';

export interface ActivationRequestSummary {
  Id: number;
  MemberNo: string;
  MemberName: string;
  PhoneNumber: string;
  Status: ActivationStatus;
  StatusLabel: string;
  DeviceBound: boolean;
  RequestedAt: string;
  ActivatedAt: string | null;
  /** The last renewal (or the activation): the spec's ChargeDate, "Last Renewal Date" on screen. */
  ChargeDate: string | null;
  ExpiresOn: string | null;
  /** Days past expiry on the company's today; null before activation. */
  DueDays: number | null;
  /** What the caller may do now (empty without edit permission). */
  AllowedActions: ActivationAction[];
}

export interface ActivationTransition {
  Id: number;
  Action: ActivationHistoryAction;
  From: ActivationStatus | null;
  To: ActivationStatus;
  At: string;
  ActorName: string | null;
  Remarks: string | null;
}

export interface MobileBankingCharge {
  Id: number;
  ActivationRequestId: number;
  Kind: ChargeKind;
  Amount: number;
  ChargeDate: string;
  PeriodFrom: string | null;
  PeriodTo: string | null;
  Remarks: string | null;
}

/** A charge in the company-wide list: with its member, and who recorded it. */
export interface ChargeListItem {
  Id: number;
  ActivationRequestId: number;
  MemberName: string;
  MemberNo: string;
  PhoneNumber: string;
  Kind: ChargeKind;
  Amount: number;
  ChargeDate: string;
  PeriodFrom: string | null;
  PeriodTo: string | null;
  Remarks: string | null;
  /** Null when the charge has no recorded user (or the user was removed). */
  ByName: string | null;
}

export interface ChargeItemsPage extends Page<ChargeListItem> {
  /** The sum of every charge the filter matches, on all pages, so the screen can show the filter's total. */
  TotalAmount: number;
}

export interface PendingCode {
  Purpose: CodePurpose;
  ExpiresAt: string;
}

export interface ActivationRequestDetail extends ActivationRequestSummary {
  DeviceId: string | null;
  HasPin: boolean;
  HasPassword: boolean;
  /** Codes sent and still usable (never the code itself). */
  PendingCodes: PendingCode[];
  History: ActivationTransition[];
  Charges: MobileBankingCharge[];
}

export interface SmsReceipt {
  Id: number;
  PhoneNumber: string;
  Adapter: SmsAdapterName;
  Status: SmsStatus;
}

/** Every action and the registration answer the request as it now is, and the SMS it sent, if any. */
export interface ActivationActionResult {
  Request: ActivationRequestDetail;
  Sms: SmsReceipt | null;
}

/** Spec section 3, "Renewal member", plus what the renewal modal needs beside it. */
export interface RenewalMember {
  MemberName: string;
  PhoneNumber: string;
  ChargeDate: string | null;
  DueDays: number;
  ActivationRequestId: number;
  /** Every row matching the search and tab, as the original's paging read it. */
  RowTotal: number;
  ExpiresOn: string;
  Tab: RenewalTab;
}

export interface RenewalTabCountsDto {
  Expired: number;
  DueToday: number;
  Upcoming: number;
}

export interface RenewalMemberPage extends Page<RenewalMember> {
  /** Counts of each tab for the same search, whatever tab the page shows. */
  TabCounts: RenewalTabCountsDto;
  /** The tab of this page: the one asked for, else all three (null). */
  Tab: RenewalTab | null;
}

export interface ChargeCheck {
  ActivationRequestId: number;
  Status: ActivationStatus;
  /** The company's renewal charge now (MB_RENEWAL_CHARGE). */
  ChargeAmount: number;
  PeriodDays: number;
  ChargeDate: string | null;
  ExpiresOn: string | null;
  DueDays: number | null;
  Tab: RenewalTab | null;
  /** The expiry a renewal today would give. */
  ExpiresOnAfterRenewal: string;
  CanRenew: boolean;
}

/** From the core-banking adapter. */
export interface CoreCustomer {
  MemberNo: string;
  Name: string;
  MobileNumber: string;
  Email: string | null;
  Address: string | null;
}

export interface CoreAccount {
  AccountNo: string;
  AccountType: string;
  Balance: number;
}

export interface StatementEntry {
  Date: string;
  Description: string;
  Debit: number;
  Credit: number;
  Balance: number;
}

export interface AccountStatement {
  AccountNo: string;
  FromDate: string;
  ToDate: string;
  OpeningBalance: number;
  ClosingBalance: number;
  Entries: StatementEntry[];
}

export interface SmsOutboxMessage {
  Id: number;
  PhoneNumber: string;
  Message: string;
  Purpose: string;
  Adapter: SmsAdapterName;
  Status: SmsStatus;
  Error: string | null;
  ActivationRequestId: number | null;
  CreatedAt: string;
  SentAt: string | null;
}

export interface MobileBankingSetting {
  Key: string;
  Value: string;
  /** True while the company has not set the key: Value is the module's default. */
  IsDefault: boolean;
}

/** One module setting (GET and POST mobilebankingactivationrequest/settings). */
export interface MobileBankingSettingValue {
  Key: MobileBankingSettingKey;
  /** The form field that sets it (RenewalCharge …). */
  Field: MobileBankingSettingField;
  /** What applies now: the company's value, else the default. */
  Value: string;
  IsDefault: boolean;
  Default: string;
}

export interface MobileBankingSettings {
  Items: MobileBankingSettingValue[];
  /** Whether the caller may save them (edit on Activation Requests). */
  MayEdit: boolean;
}
