/**
 * Phone numbers in one form. Nepal's are stored as E.164: a mobile 98XXXXXXXX as +9779812345678,
 * a landline 01-4780011 (area code and number) as +97714780011. People type them with spaces,
 * dashes, a leading 0, +977, 00977 or 977; all of these read as the same number. A number of
 * another country is taken only with its + and country code, and kept as those digits.
 */

const NEPAL = '977';
/** Mobiles: ten digits starting 96, 97 or 98. */
const MOBILE = /^9[6-8]\d{8}$/;
/** Landlines without the leading 0: a one- or two-digit area code (not 9) and the number, 8 digits. */
const LANDLINE = /^[1-8]\d{7}$/;
/** What people put between digits. */
const SEPARATORS = /[\s\-.()/]/g;

export type PhoneNumberReading = { ok: true; value: string } | { ok: false; message: string };

/** The message a field gets for a number that is not one, naming the field. */
export const phoneNumberMessage = (label: string): string =>
  `${label} must be a phone number: a mobile such as 9812345678 or a landline with its area code such as 01-4780011`;

/** A Nepal number without country code or leading 0 (mobile or landline), else null. */
const nationalNumber = (digits: string): string | null => {
  const national = digits.replace(/^0/, '');
  return MOBILE.test(national) || LANDLINE.test(national) ? national : null;
};

/** The E.164 form of a number as typed, or null when it is not one. */
export const toPhoneNumber = (typed: string): string | null => {
  const text = typed.replace(SEPARATORS, '');
  if (!/^(\+|00)?\d+$/.test(text)) return null;
  const international = text.startsWith('+') ? text.slice(1) : text.startsWith('00') ? text.slice(2) : null;
  if (international !== null) {
    if (international.startsWith(NEPAL)) {
      const national = nationalNumber(international.slice(NEPAL.length));
      return national === null ? null : `+${NEPAL}${national}`;
    }
    return /^[1-9]\d{7,14}$/.test(international) ? `+${international}` : null;
  }
  const national =
    nationalNumber(text) ?? (text.startsWith(NEPAL) ? nationalNumber(text.slice(NEPAL.length)) : null);
  return national === null ? null : `+${NEPAL}${national}`;
};

/** The normal form of a number, or why it is not one (the message names the field). */
export const readPhoneNumber = (typed: string, label: string): PhoneNumberReading => {
  const value = toPhoneNumber(typed);
  return value === null ? { ok: false, message: phoneNumberMessage(label) } : { ok: true, value };
};

/**
 * A stored number as people read it: +977 981-2345678 for a mobile, +977 1-4780011 for a
 * Kathmandu valley landline, +977 61-540123 for one with a two-digit area code. What is not a
 * Nepal number in normal form is shown as stored.
 */
export const formatPhoneNumber = (stored: string): string => {
  if (!stored.startsWith(`+${NEPAL}`)) return stored;
  const national = stored.slice(NEPAL.length + 1);
  if (MOBILE.test(national)) return `+${NEPAL} ${national.slice(0, 3)}-${national.slice(3)}`;
  if (!LANDLINE.test(national)) return stored;
  const area = national.startsWith('1') ? 1 : 2;
  return `+${NEPAL} ${national.slice(0, area)}-${national.slice(area)}`;
};

/**
 * What a search for a phone looks for in stored numbers: the normal form of a whole number, else
 * the digits typed without separators, country code or leading 0 (so 981-234 finds +9779812345678).
 * Null when the text is no part of a phone number.
 */
export const phoneSearchText = (typed: string): string | null => {
  const whole = toPhoneNumber(typed);
  if (whole !== null) return whole;
  const text = typed.replace(SEPARATORS, '');
  if (!/^(\+|00)?\d{3,}$/.test(text)) return null;
  return text.replace(/^(\+977|00977|\+|00|0)/, '');
};
