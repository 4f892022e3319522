import type { z } from 'zod';
import type { FieldError } from '../envelope.js';

/**
 * A schema's problems as the API's Errors, one per issue: the field by its dotted path
 * ('Lines.1.Quantity'), '(body)' for the body itself. The server answers a 400 with them and a form
 * checks its body with the same schema, so both put the same message on the same control.
 */
export const toFieldErrors = (error: z.ZodError): FieldError[] =>
  error.issues.map((issue) => ({ Field: issue.path.join('.') || '(body)', Message: issue.message }));
