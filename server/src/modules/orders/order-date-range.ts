import type { FieldError } from '@backoffice/shared/envelope';

/**
 * How far from the company's today an order may be dated or assigned: a year back (a paper order
 * entered late, last year's books still open) and a year ahead (an order booked for a season).
 * Anything further is a typing mistake (1900, 9999) that would file the order under a wrong year.
 */
export const ORDER_DATE_YEARS = 1;

/** The same day `years` later (earlier when negative); 29 February falls back to the 28th. */
const shiftYears = (day: string, years: number): string => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year + years, month - 1, date));
  // Date.UTC rolls 29 February of a common year over into March; the last day of February it is.
  if (shifted.getUTCMonth() !== month - 1) shifted.setUTCDate(0);
  return shifted.toISOString().slice(0, 10);
};

/** The first and last day an order date or assignment day may be, around the company's today. */
export const orderDateBounds = (today: string): { earliest: string; latest: string } => ({
  earliest: shiftYears(today, -ORDER_DATE_YEARS),
  latest: shiftYears(today, ORDER_DATE_YEARS),
});

/** A field error when `day` lies outside the bounds, naming them. */
export const orderDateProblem = (
  field: string,
  label: string,
  day: string,
  today: string,
): FieldError | null => {
  const { earliest, latest } = orderDateBounds(today);
  if (day >= earliest && day <= latest) return null;
  return {
    Field: field,
    Message: `${label} must be from ${earliest} to ${latest} (within a year of today).`,
  };
};
