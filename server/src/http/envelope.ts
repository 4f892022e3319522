import type { Envelope, FieldError } from '@backoffice/shared/envelope';
import type { Response } from 'express';

export const sendEnvelope = <T>(
  res: Response,
  code: number,
  message: string,
  data: T | null,
  errors?: FieldError[],
): void => {
  const body: Envelope<T> = { Code: code, Message: message, Data: data };
  if (errors && errors.length > 0) body.Errors = errors;
  res.status(code).json(body);
};
