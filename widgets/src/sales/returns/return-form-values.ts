/**
 * The return form's values (strings, as the controls hold them), their checks, the body of POST
 * /orderreturn/save they become, and the server's messages mapped back. The save's body schema
 * checks the reason and remarks; the lines' quantities are checked here against what is left of
 * each line (the schema takes Lines as the save reads them), and the server checks again against
 * returns made meanwhile.
 */
import type { FieldError } from '@backoffice/shared/envelope';
import { toScaledInteger } from '@backoffice/shared/sales/common/paisa-math';
import { QUANTITY_DECIMALS } from '@backoffice/shared/sales/orders/order-totals';
import {
  type OrderReturnDetail,
  type OrderReturnSaveInput,
  type ReturnableLine,
  returnSaveBody,
} from '@backoffice/shared/sales/returns/return.contract';
import type { ReferenceValue } from '../../entities/form/reference-select.tsx';
import { quantityText } from '../common/document-format.ts';
import { checkBody } from '../common/forms/body-schema-check.ts';
import { documentFormData } from '../common/forms/document-form-data.ts';
import {
  type FieldErrorMap,
  type FormCheckFailure,
  type FormErrors,
  type MappedErrors,
  mapFieldErrors,
  rowsByIds,
} from '../common/forms/form-field-errors.ts';

export const REMARKS_MAX = 500;

export interface ReturnFormValues {
  reason: ReferenceValue;
  remarks: string;
  /** Per order line id, what the person typed; '' (or 0) means none of it comes back. */
  quantities: Readonly<Record<number, string>>;
}

/** The control key of a line's quantity box. */
export const lineKey = (orderLineId: number): string => `Line:${orderLineId}`;
export const LINES_KEY = 'Lines';

export const emptyReturnValues = (): ReturnFormValues => ({
  reason: { id: '', name: '' },
  remarks: '',
  quantities: {},
});

const thousandths = (quantity: number): bigint => toScaledInteger(quantity, QUANTITY_DECIMALS) ?? 0n;

/** A pending return's values, ready to edit. */
export const valuesFromReturn = (stored: OrderReturnDetail): ReturnFormValues => ({
  reason: { id: String(stored.ReasonId), name: stored.ReasonName },
  remarks: stored.Remarks ?? '',
  quantities: Object.fromEntries(stored.Lines.map((line) => [line.OrderLineId, quantityText(line.Quantity)])),
});

/**
 * The order's lines as an edit of `stored` sees them: what the return itself holds is free again,
 * since the save replaces its lines (the server counts all other pending and verified returns).
 */
export const linesFreeOf = (
  lines: readonly ReturnableLine[],
  stored: OrderReturnDetail | undefined,
): ReturnableLine[] => {
  if (!stored) return [...lines];
  return lines.map((line) => {
    const own = stored.Lines.filter((held) => held.OrderLineId === line.OrderLineId).reduce(
      (sum, held) => sum + thousandths(held.Quantity),
      0n,
    );
    const returned = Number(thousandths(line.Returned) - own) / 1000;
    return {
      ...line,
      Returned: returned,
      Remaining: remainingQuantity({ Sold: line.Sold, Returned: returned }),
    };
  });
};

/**
 * What may still come back of a line: sold less what pending and verified returns hold, never below
 * 0. Counted in thousandths, so 2.3 − 1.1 is 1.2 and not 1.1999999999999997.
 */
export function remainingQuantity(line: Pick<ReturnableLine, 'Sold' | 'Returned'>): number {
  const left = thousandths(line.Sold) - thousandths(line.Returned);
  return left > 0n ? Number(left) / 1000 : 0;
}

const QUANTITY_PATTERN = /^\d{1,9}(\.\d{1,3})?$/;

export type CheckedReturn = { ok: true; input: OrderReturnSaveInput; lineIds: number[] } | FormCheckFailure;

/**
 * The values as the body of POST /orderreturn/save, or the messages to show. `lineIds` lists the
 * order lines sent, in the order sent, to read the server's 'Lines[i]' messages back.
 */
export function checkReturnForm(
  orderId: number,
  lines: readonly ReturnableLine[],
  values: ReturnFormValues,
): CheckedReturn {
  const errors: FormErrors = {};
  const sent: { OrderLineId: number; Quantity: number }[] = [];
  for (const line of lines) {
    const text = (values.quantities[line.OrderLineId] ?? '').trim();
    if (text === '') continue;
    if (!QUANTITY_PATTERN.test(text)) {
      errors[lineKey(line.OrderLineId)] =
        `Quantity must be a number with at most ${QUANTITY_DECIMALS} decimals`;
      continue;
    }
    const wanted = thousandths(Number(text));
    if (wanted === 0n) continue;
    const left = remainingQuantity(line);
    if (wanted > thousandths(left)) {
      errors[lineKey(line.OrderLineId)] =
        left === 0
          ? 'Nothing is left to return of this line'
          : `At most ${quantityText(left)} ${line.UnitSymbol} can come back`;
      continue;
    }
    sent.push({ OrderLineId: line.OrderLineId, Quantity: Number(text) });
  }
  if (sent.length === 0 && Object.keys(errors).length === 0) {
    errors[LINES_KEY] = 'Enter the quantity coming back on at least one line';
  }
  const checked = checkBody(
    returnSaveBody,
    { OrderId: orderId, ReasonId: values.reason.id, Remarks: values.remarks, Lines: sent },
    returnFieldMap([]),
  );
  // The screen's own wording: the control is labelled Reason.
  if (checked.errors.ReasonId) checked.errors.ReasonId = 'Reason is required';
  Object.assign(errors, checked.errors);
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors, problems: checked.problems };
  return {
    ok: true,
    input: { ...checked.body, Lines: sent },
    lineIds: sent.map((line) => line.OrderLineId),
  };
}

/** The save as multipart (a return with a photo); see documentFormData. */
export const returnFormData = (input: OrderReturnSaveInput, file: Blob, fileName: string): FormData =>
  documentFormData(input, file, fileName);

/** The controls of the body's fields, and of the lines sent (`lineIds`, in the order sent). */
const returnFieldMap = (lineIds: readonly number[]): FieldErrorMap => ({
  fields: ['ReasonId', 'Remarks', 'File'],
  rows: rowsByIds(LINES_KEY, lineIds, lineKey),
});

/** The server's messages on their controls: 'Lines[1].Quantity' on the second line sent. */
export const mapReturnServerErrors = (
  errors: readonly FieldError[],
  lineIds: readonly number[],
): MappedErrors => mapFieldErrors(errors, returnFieldMap(lineIds));
