import { MulterError } from 'multer';
import { z } from 'zod';
import { ApiError } from './api-error.js';
import type { FilePart } from './define-route.js';

const MB = 1024 * 1024;

/** A limit as people read it: 5 MB, 512 KB. */
export const sizeLabel = (bytes: number): string => {
  if (bytes % MB === 0) return `${bytes / MB} MB`;
  return bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`;
};

export const MULTIPART_MESSAGES = {
  oneFile: (field: string) => `${field} takes one file`,
  atMost: (field: string, count: number) => `${field} takes at most ${count} files`,
  textField: (field: string) => `${field} takes text, not a file`,
  notFileField: (field: string) => `${field} is not a file field of this form`,
  tooLarge: (field: string, maxBytes: number) => `${field} is larger than ${sizeLabel(maxBytes)}`,
} as const;

/** What a route takes: its file parts, and the body whose fields are text. */
export interface MultipartRoute {
  files?: readonly FilePart[];
  body?: z.ZodType;
}

/** The field names of a body schema, behind preprocessing and pipes; none when it is no object. */
const textFieldsOf = (schema: z.ZodType | undefined): ReadonlySet<string> => {
  if (schema instanceof z.ZodObject) return new Set(Object.keys(schema.shape));
  if (schema instanceof z.ZodPipe)
    return textFieldsOf((schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType);
  return new Set();
};

/**
 * A multer refusal about one part, as an answer naming that part and what it takes; anything else
 * is left for the error handler. A part over its count is 400 (the form was filled wrongly), a
 * part over its size 413, with the part's own limit.
 */
export const namedMultipartError = (error: unknown, route: MultipartRoute): unknown => {
  if (!(error instanceof MulterError) || !error.field) return error;
  const field = error.field;
  const part = route.files?.find((file) => file.name === field);
  const refuse = (code: number, message: string) =>
    new ApiError(code, message, [{ Field: field, Message: message }]);
  if (error.code === 'LIMIT_FILE_SIZE' && part)
    return refuse(413, MULTIPART_MESSAGES.tooLarge(field, part.maxBytes));
  if (error.code !== 'LIMIT_UNEXPECTED_FILE') return error;
  if (part) {
    const most = part.maxCount ?? 1;
    return refuse(
      400,
      most === 1 ? MULTIPART_MESSAGES.oneFile(field) : MULTIPART_MESSAGES.atMost(field, most),
    );
  }
  return refuse(
    400,
    textFieldsOf(route.body).has(field)
      ? MULTIPART_MESSAGES.textField(field)
      : MULTIPART_MESSAGES.notFileField(field),
  );
};
