/** Constants of the mobile-banking module the server, the screens and the widgets share. */

/** One-time codes sent by SMS: random, this many digits (spec section 9: an OTP has 6). */
export const CODE_DIGITS = 6;
/** A code not used within this time no longer works. */
export const CODE_LIFETIME_MINUTES = 10;
/** Wrong tries that burn a code, so six digits cannot be guessed through the API. */
export const CODE_MAX_FAILED_ATTEMPTS = 5;
/** A new code of the same kind no sooner than this after the last: SMS cost money and annoy members. */
export const CODE_RESEND_COOLDOWN_SECONDS = 60;

export const CODE_PURPOSES = ['activation', 'pinReset', 'passwordReset'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** Which reset a reset code completes (POST confirmreset). */
export const RESET_KINDS = ['pin', 'password'] as const;
export type ResetKind = (typeof RESET_KINDS)[number];

export const CHARGE_KINDS = ['renewal', 'other'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** How the request to disable a service came (the spec's `method`). */
export const DISABLE_METHODS = ['branch', 'phone', 'email', 'office'] as const;
export type DisableMethod = (typeof DISABLE_METHODS)[number];

export const SMS_ADAPTERS = ['outbox', 'http'] as const;
export type SmsAdapterName = (typeof SMS_ADAPTERS)[number];

/**
 * - stored: kept in the outbox only (no gateway configured; the outbox is the delivery);
 * - queued: waiting for the gateway's answer; sent / failed: what the gateway answered.
 */
export const SMS_STATUSES = ['stored', 'queued', 'sent', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/**
 * The module's application settings (per company, in the existing application settings) and the
 * value used while a company has not set one.
 */
export const MOBILE_BANKING_SETTINGS = {
  MB_RENEWAL_CHARGE: '500.00',
  MB_RENEWAL_PERIOD_DAYS: '365',
  MB_RENEWAL_UPCOMING_DAYS: '30',
  MB_SMS_SENDER_NAME: 'Cooperative',
} as const;
export type MobileBankingSettingKey = keyof typeof MOBILE_BANKING_SETTINGS;
export const MOBILE_BANKING_SETTING_KEYS = Object.keys(MOBILE_BANKING_SETTINGS) as MobileBankingSettingKey[];

/** A member's mobile-banking PIN: digits only. */
export const PIN_PATTERN = /^\d{4,6}$/;
export const MIN_APP_PASSWORD_LENGTH = 8;
