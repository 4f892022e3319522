import { optionalId } from '@backoffice/shared/form-fields';
import { SMS_STATUSES } from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import {
  activationListFilterShape,
  renewalListFilterShape,
} from '@backoffice/shared/mobile-banking/mobile-banking-inputs';
import { z } from 'zod';
import { pageQueryShape } from '../../http/page-query.js';
import { optionalOneOf } from '../orders/order-input-fields.js';

/** The spec's list parameters (pageNo, pageSize, query) with each list's own filter. */
export const activationListQuery = z.object({ ...pageQueryShape, ...activationListFilterShape });
export const renewalListQuery = z.object({ ...pageQueryShape, ...renewalListFilterShape });
export const smsOutboxListQuery = z.object({
  ...pageQueryShape,
  Status: optionalOneOf(SMS_STATUSES, `Status must be one of: ${SMS_STATUSES.join(', ')}`),
  activationRequestId: optionalId('activationRequestId must be the number of an activation request'),
});
