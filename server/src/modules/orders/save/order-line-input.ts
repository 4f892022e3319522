import type { FieldError } from '@backoffice/shared/envelope';
import { orderLineShape } from '@backoffice/shared/sales/orders/order.contract';
import { z } from 'zod';
import { parseListField } from '../../sales-common/sales-input.js';

/** More lines than any paper order has; a bound so one request cannot ask for unbounded work. */
export const MAX_ORDER_LINES = 500;

const lineSchema = z.object(orderLineShape);
export type OrderLineInput = z.output<typeof lineSchema>;

/** The field name of a line's value, as ASP.NET model binding named it: Lines[0].Quantity. */
export const lineField = (index: number, name?: string): string =>
  name === undefined ? `Lines[${index}]` : `Lines[${index}].${name}`;

export type ParsedLines = { ok: true; lines: OrderLineInput[] } | { ok: false; errors: FieldError[] };

/**
 * The lines of a save: a list (JSON) or a JSON string of one (a form). Each line's field names
 * match without regard to case, as the order's own do, and every problem names its line.
 */
export const parseOrderLines = (raw: unknown): ParsedLines => {
  const parsed = parseListField(raw, lineSchema, {
    field: 'Lines',
    noun: 'Line',
    required: true,
    emptyMessage: 'An order needs at least one line.',
    notListMessage: 'Lines must be a list of lines (a JSON array in a form).',
    max: MAX_ORDER_LINES,
    tooManyMessage: `An order may have at most ${MAX_ORDER_LINES} lines.`,
  });
  return parsed.ok ? { ok: true, lines: parsed.items } : parsed;
};
