/**
 * The mobile-banking calls' inputs, the same in the server and in the screens that will send them.
 * Forms send strings and JSON clients numbers and booleans, so both are read; an empty value is
 * "not given", as a browser form sends an untouched control.
 */
import { z } from 'zod';
import {
  isCalendarDate,
  optionalBoolean,
  optionalId,
  optionalOneOf,
  optionalText,
  requiredId,
  requiredText,
} from '../form-fields.js';
import { exportFormatShape } from '../http/export-format.js';
import { pageQueryShape } from '../paging.js';
import { toScaledInteger } from '../sales/common/paisa-math.js';
import { phoneNumberMessage, toPhoneNumber } from '../text/phone-number.js';
import { ACTIVATION_STATUSES } from './activation-request-machine.js';
import {
  CHARGE_KINDS,
  CODE_DIGITS,
  DISABLE_METHODS,
  RESET_KINDS,
  SMS_STATUSES,
} from './mobile-banking-constants.js';
import { RENEWAL_TABS } from './renewal-tabs.js';

const blank = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const trimmed = (value: unknown): unknown => {
  const given = blank(value);
  return typeof given === 'string' ? given.trim() : given;
};

/** One of a list of words, without regard to case ('dueToday' is also 'duetoday'). */
const oneOf = <T extends string>(values: readonly [T, ...T[]], message: string) => {
  const byLower = new Map(values.map((value) => [value.toLowerCase(), value]));
  return z.preprocess(
    (value) => {
      const given = trimmed(value);
      return typeof given === 'string' ? (byLower.get(given.toLowerCase()) ?? given) : given;
    },
    z.enum(values, { error: message }),
  );
};

const optionalDate = (label: string) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: `${label} must be a date (YYYY-MM-DD)` })
      .refine(isCalendarDate, { error: `${label} must be a date (YYYY-MM-DD)` })
      .optional(),
  );

/** At most a billion rupees: far above any fee, far below what a bigint of paisa holds. */
const MAX_CHARGE_RUPEES = 1_000_000_000;
const CHARGE_MESSAGE = 'ChargeAmount must be an amount in rupees above 0, with at most two decimals';

/** Rupees on the wire; the server keeps paisa, so the amount must have at most two decimals. */
const chargeAmount = z.preprocess(
  (value) => {
    const given = trimmed(value);
    return typeof given === 'string' && /^\d+(\.\d+)?$/.test(given) ? Number(given) : given;
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? 'ChargeAmount is required' : CHARGE_MESSAGE) })
    .refine((rupees) => rupees > 0 && rupees <= MAX_CHARGE_RUPEES && toScaledInteger(rupees, 2) !== null, {
      error: CHARGE_MESSAGE,
    }),
);

/**
 * A phone number as people write it (spaces, dashes, 0, +977…), taken in its normal form
 * (+9779841000010) so a stored request and a later comparison see the same number.
 */
const phoneNumber = (label: string) =>
  z.preprocess(
    (value) => {
      const given = trimmed(value);
      return typeof given === 'string' ? (toPhoneNumber(given) ?? given) : given;
    },
    requiredText(`${label} is required`, 20).refine((text) => toPhoneNumber(text) === text, {
      error: phoneNumberMessage(label),
    }),
  );

const codeMessage = `Code must be the ${CODE_DIGITS}-digit code sent by SMS`;
const oneTimeCode = requiredText('Code is required', 20).refine(
  (text) => new RegExp(`^\\d{${CODE_DIGITS}}$`).test(text),
  { error: codeMessage },
);

export const activationIdQuery = z.object({
  id: requiredId('id must be the number of an activation request'),
});

export const activationListFilterShape = {
  Status: oneOf(ACTIVATION_STATUSES, `Status must be one of: ${ACTIVATION_STATUSES.join(', ')}`).optional(),
};

export const renewalListFilterShape = {
  tab: oneOf(RENEWAL_TABS, `tab must be one of: ${RENEWAL_TABS.join(', ')}`).optional(),
};

/** The spec's list parameters (pageNo, pageSize, query) with each list's own filter. */
export const activationListQuery = z.object({ ...pageQueryShape, ...activationListFilterShape });
/** The list's search and status without paging, and the file's format. */
export const activationExportQuery = z.object({
  query: pageQueryShape.query,
  ...activationListFilterShape,
  ...exportFormatShape,
});
export type ActivationExportQuery = z.output<typeof activationExportQuery>;
export const renewalListQuery = z.object({ ...pageQueryShape, ...renewalListFilterShape });
export const smsOutboxListQuery = z.object({
  ...pageQueryShape,
  Status: optionalOneOf(SMS_STATUSES, `Status must be one of: ${SMS_STATUSES.join(', ')}`),
  activationRequestId: optionalId('activationRequestId must be the number of an activation request'),
});

/** Both dates included; a backward range is refused rather than answered empty, so the slip is seen. */
export const chargeListQuery = z
  .object({
    ...pageQueryShape,
    Kind: optionalOneOf(CHARGE_KINDS, `Kind must be one of: ${CHARGE_KINDS.join(', ')}`),
    fromDate: optionalDate('fromDate'),
    toDate: optionalDate('toDate'),
  })
  .refine((value) => !value.fromDate || !value.toDate || value.fromDate <= value.toDate, {
    error: 'fromDate must not be after toDate',
    path: ['toDate'],
  });

export const registerBody = z.object({
  MemberNo: requiredText('MemberNo is required', 30),
  PhoneNumber: phoneNumber('PhoneNumber'),
  DeviceId: optionalText(100),
});

/** Reject and activate manually take the reason as Remarks; other actions may note one. */
export const remarksBody = z.object({ Remarks: optionalText(500) });

export const verifyOtpBody = z.object({ Code: oneTimeCode, DeviceId: optionalText(100) });

export const confirmResetBody = z.object({
  Kind: oneOf(RESET_KINDS, 'Kind must be pin or password'),
  Code: oneTimeCode,
  // Never trimmed: a password may have spaces. Checked by kind in the service.
  NewSecret: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string({ error: 'NewSecret is required' }).max(128, { error: 'At most 128 characters are allowed' }),
  ),
});

export const renewBody = z.object({
  ChargeAmount: chargeAmount,
  DisableAccount: optionalBoolean('DisableAccount must be true or false'),
  Remarks: optionalText(500),
});

export const newChargeBody = z.object({
  ChargeAmount: chargeAmount,
  Remarks: requiredText('Remarks (what the charge is for) is required', 500),
});

/** Spec: disable (Id, reason, mobileNo, companyId, method). Id may also come as ?id=. */
export const disableBody = z.object({
  Id: optionalId('Id must be the number of an activation request'),
  Reason: requiredText('Reason is required', 500),
  MobileNo: phoneNumber('MobileNo'),
  CompanyId: optionalId('CompanyId must be the number of a company'),
  Method: oneOf(DISABLE_METHODS, `Method must be one of: ${DISABLE_METHODS.join(', ')}`),
});
export const disableQuery = z.object({ id: optionalId('id must be the number of an activation request') });

/** A member by their activation request, or by member number before they register. */
export const customerQuery = z
  .object({
    id: optionalId('id must be the number of an activation request'),
    memberNo: optionalText(30),
  })
  .refine((value) => value.id !== undefined || value.memberNo !== undefined, {
    error: 'Give id (an activation request) or memberNo',
    path: ['id'],
  });

export const statementQuery = z
  .object({
    id: requiredId('id must be the number of an activation request'),
    accountNo: requiredText('accountNo is required', 30),
    fromDate: optionalDate('fromDate'),
    toDate: optionalDate('toDate'),
  })
  .refine((value) => !value.fromDate || !value.toDate || value.fromDate <= value.toDate, {
    error: 'fromDate must not be after toDate',
    path: ['toDate'],
  });

export const settingKeyQuery = z.object({ key: requiredText('key is required', 100) });

/**
 * Whether two numbers are the same phone, compared in normal form (+977-9841000010 is
 * 9841000010): the register and disable checks, also against what the core banking system holds.
 */
export const samePhoneNumber = (a: string, b: string): boolean => {
  const normal = toPhoneNumber(a);
  return normal !== null && normal === toPhoneNumber(b);
};
