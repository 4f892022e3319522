/**
 * What <bo-activation-request-detail> tells its host page after an action, read from the server's
 * answer (the request as it now is), not from what the form sent.
 */
import type { ActivationStatus } from '@backoffice/shared/mobile-banking/activation-request-machine';
import type {
  ActivationActionResult,
  MobileBankingCharge,
} from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';

/** `changed`, after any action. */
export interface ActivationChangedDetail {
  id: number;
  status: ActivationStatus;
}

/** `renewed`, after a renewal. */
export interface ActivationRenewedDetail {
  id: number;
  phone: string;
  /** Rupees, two decimals: the renewal charge the server recorded. */
  chargeAmount: number | null;
  /** The renewal also disabled the service (DisableAccount). */
  disabled: boolean;
}

export const changedDetailOf = ({ Request }: ActivationActionResult): ActivationChangedDetail => ({
  id: Request.Id,
  status: Request.Status,
});

export const renewedDetailOf = ({ Request }: ActivationActionResult): ActivationRenewedDetail => {
  // The renewal just recorded has the highest id among the renewal charges.
  const latest = Request.Charges.filter((charge) => charge.Kind === 'renewal').reduce<
    MobileBankingCharge | undefined
  >((newest, charge) => (newest === undefined || charge.Id > newest.Id ? charge : newest), undefined);
  return {
    id: Request.Id,
    phone: Request.PhoneNumber,
    chargeAmount: latest?.Amount ?? null,
    disabled: Request.Status === 'disabled',
  };
};
