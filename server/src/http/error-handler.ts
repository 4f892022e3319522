import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MulterError } from 'multer';
import { ApiError } from './api-error.js';
import { sendEnvelope } from './envelope.js';

interface BodyParserError {
  type: string;
  status?: number;
}

const isBodyParserError = (error: unknown): error is BodyParserError =>
  typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string';

const BODY_ERRORS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'The request body is not valid JSON.'],
  'entity.too.large': [413, 'The request body is too large.'],
  'encoding.unsupported': [415, 'The request body encoding is not supported.'],
  'charset.unsupported': [415, 'The request body character set is not supported.'],
  'request.aborted': [400, 'The request was aborted.'],
  'request.size.invalid': [400, 'The request body size does not match its Content-Length.'],
  'parameters.too.many': [413, 'The request has too many form fields.'],
};

const MULTER_ERRORS: Partial<Record<MulterError['code'], [number, string]>> = {
  LIMIT_FILE_SIZE: [413, 'A file is too large.'],
  LIMIT_FILE_COUNT: [413, 'Too many files.'],
  LIMIT_FIELD_VALUE: [413, 'A form field is too large.'],
  LIMIT_FIELD_COUNT: [413, 'Too many form fields.'],
  LIMIT_PART_COUNT: [413, 'Too many form parts.'],
  LIMIT_UNEXPECTED_FILE: [400, 'This request does not take files here.'],
};

export const notFoundHandler: RequestHandler = (req, res) => {
  sendEnvelope(res, 404, `No such endpoint: ${req.method} ${req.path}`, null);
};

/** Everything a client can cause becomes a clear 4xx; only our own faults are 500, and logged. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) return;
  if (error instanceof ApiError) {
    if (error.headers) res.set(error.headers);
    sendEnvelope(res, error.code, error.message, null, error.fieldErrors);
    return;
  }
  if (error instanceof MulterError) {
    const [code, message] = MULTER_ERRORS[error.code] ?? [400, 'The multipart body is not valid.'];
    sendEnvelope(res, code, message, null);
    return;
  }
  if (
    error instanceof Error &&
    /^(Multipart|Malformed part header|Unexpected end of form)/i.test(error.message)
  ) {
    sendEnvelope(res, 400, 'The multipart body is not valid.', null);
    return;
  }
  if (isBodyParserError(error) && BODY_ERRORS[error.type]) {
    const [code, message] = BODY_ERRORS[error.type] as [number, string];
    sendEnvelope(res, code, message, null);
    return;
  }
  req.log.error({ err: error }, 'unhandled error');
  sendEnvelope(res, 500, `Something went wrong on our side. Reference: ${String(req.id)}`, null);
};
