/**
 * The order inputs' field schemas now live in shared (the contracts use them); this keeps the
 * module path for the beat-plan validators, which still import them from here.
 */
export { optionalOneOf, requiredOneOf, someOf } from '@backoffice/shared/form-fields';
export {
  isCalendarDate,
  optionalDate,
  optionalNumber,
  requiredDate,
  requiredNumber,
} from '@backoffice/shared/sales/orders/order-input-fields';
