import type { FieldError } from '@backoffice/shared/envelope';
import { orderLineShape } from '@backoffice/shared/sales/orders/order.contract';
import { z } from 'zod';
import { normaliseKeys } from '../../../http/parse-input.js';

/** More lines than any paper order has; a bound so one request cannot ask for unbounded work. */
export const MAX_ORDER_LINES = 500;

const lineSchema = z.object(orderLineShape);
export type OrderLineInput = z.output<typeof lineSchema>;

/** The field name of a line's value, as ASP.NET model binding named it: Lines[0].Quantity. */
export const lineField = (index: number, name?: string): string =>
  name === undefined ? `Lines[${index}]` : `Lines[${index}].${name}`;

export type ParsedLines = { ok: true; lines: OrderLineInput[] } | { ok: false; errors: FieldError[] };

const failed = (Field: string, Message: string): ParsedLines => ({ ok: false, errors: [{ Field, Message }] });

const asList = (raw: unknown): unknown => {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
};

/**
 * The lines of a save: a list (JSON) or a JSON string of one (a form). Each line's field names
 * match without regard to case, as the order's own do, and every problem names its line.
 */
export const parseOrderLines = (raw: unknown): ParsedLines => {
  const list = asList(raw);
  if (list === undefined || list === null || list === '')
    return failed('Lines', 'An order needs at least one line.');
  if (!Array.isArray(list)) return failed('Lines', 'Lines must be a list of lines (a JSON array in a form).');
  if (list.length === 0) return failed('Lines', 'An order needs at least one line.');
  if (list.length > MAX_ORDER_LINES)
    return failed('Lines', `An order may have at most ${MAX_ORDER_LINES} lines.`);
  const errors: FieldError[] = [];
  const lines: OrderLineInput[] = [];
  list.forEach((item: unknown, index) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      errors.push({ Field: lineField(index), Message: `Line ${index + 1}: must be an object.` });
      return;
    }
    const parsed = lineSchema.safeParse(normaliseKeys(item, lineSchema));
    if (parsed.success) {
      lines.push(parsed.data);
      return;
    }
    for (const issue of parsed.error.issues) {
      const name = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
      errors.push({ Field: lineField(index, name), Message: `Line ${index + 1}: ${issue.message}.` });
    }
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, lines };
};
