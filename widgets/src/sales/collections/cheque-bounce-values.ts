/** The bounce dialog's checks, the rules of cheque-lifecycle.ts as the person types them. */
import { checkBounceCharge } from '@backoffice/shared/sales/collections/cheque-lifecycle';
import { paisaOfText } from './collection-form-values.ts';

export const BOUNCE_REASON_MAX = 500;

export interface BounceAnswer {
  reason: string;
  /** Rupees; undefined when no charge is added. */
  charge: number | undefined;
}

/** The dialog's checks: a reason, and a charge (optional) in whole paisa, 0 or more. */
export function checkBounceAnswer(
  reason: string,
  chargeText: string,
): { ok: true; answer: BounceAnswer } | { ok: false; errors: { reason?: string; charge?: string } } {
  const errors: { reason?: string; charge?: string } = {};
  if (reason.trim() === '') errors.reason = 'The bank’s reason is required';
  const text = chargeText.trim();
  const paisa = text === '' ? null : paisaOfText(text);
  if (text !== '' && (paisa === null || !checkBounceCharge(paisa).ok)) {
    errors.charge = 'Charge must be an amount of 0 or more with at most 2 decimals';
  }
  if (errors.reason || errors.charge) return { ok: false, errors };
  return { ok: true, answer: { reason: reason.trim(), charge: paisa === null ? undefined : paisa / 100 } };
}
