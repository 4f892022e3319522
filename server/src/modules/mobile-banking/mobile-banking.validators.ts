import { optionalId } from '@backoffice/shared/form-fields';
import { CHARGE_KINDS, SMS_STATUSES } from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import {
  activationListFilterShape,
  renewalListFilterShape,
} from '@backoffice/shared/mobile-banking/mobile-banking-inputs';
import { z } from 'zod';
import { pageQueryShape } from '../../http/page-query.js';
import { optionalDate, optionalOneOf } from '../orders/order-input-fields.js';

/** The spec's list parameters (pageNo, pageSize, query) with each list's own filter. */
export const activationListQuery = z.object({ ...pageQueryShape, ...activationListFilterShape });
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
