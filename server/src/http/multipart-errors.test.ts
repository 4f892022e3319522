import { MulterError } from 'multer';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.js';
import { namedMultipartError, sizeLabel } from './multipart-errors.js';

const route = {
  files: [
    { name: 'Logo', maxBytes: 2 * 1024 * 1024 },
    { name: 'Files', maxBytes: 512 * 1024, maxCount: 5 },
  ],
  // A body behind preprocessing, as many routes' are: its fields are still known as text.
  body: z.preprocess((value) => value, z.object({ Title: z.string() })),
};

const answer = (error: unknown) => {
  const named = namedMultipartError(error, route);
  if (!(named instanceof ApiError)) throw new Error('not named');
  return { code: named.code, message: named.message, errors: named.fieldErrors };
};

describe('namedMultipartError', () => {
  it.each([
    ['LIMIT_UNEXPECTED_FILE', 'Logo', 400, 'Logo takes one file'],
    ['LIMIT_UNEXPECTED_FILE', 'Files', 400, 'Files takes at most 5 files'],
    ['LIMIT_UNEXPECTED_FILE', 'Title', 400, 'Title takes text, not a file'],
    ['LIMIT_UNEXPECTED_FILE', 'Other', 400, 'Other is not a file field of this form'],
    ['LIMIT_FILE_SIZE', 'Logo', 413, 'Logo is larger than 2 MB'],
    ['LIMIT_FILE_SIZE', 'Files', 413, 'Files is larger than 512 KB'],
  ] as const)('%s on %s: %i %s', (code, field, status, message) => {
    expect(answer(new MulterError(code, field))).toEqual({
      code: status,
      message,
      errors: [{ Field: field, Message: message }],
    });
  });

  it('leaves errors about no one part to the error handler', () => {
    const count = new MulterError('LIMIT_PART_COUNT');
    expect(namedMultipartError(count, route)).toBe(count);
    const field = new MulterError('LIMIT_FIELD_VALUE', 'Title');
    expect(namedMultipartError(field, route)).toBe(field);
    const other = new Error('Unexpected end of form');
    expect(namedMultipartError(other, route)).toBe(other);
  });

  it('names a file on a route that takes none', () => {
    const named = namedMultipartError(new MulterError('LIMIT_UNEXPECTED_FILE', 'Photo'), {});
    expect(named).toMatchObject({ code: 400, message: 'Photo is not a file field of this form' });
  });
});

describe('sizeLabel', () => {
  it.each([
    [5 * 1024 * 1024, '5 MB'],
    [1536 * 1024, '1536 KB'],
    [1000, '1000 bytes'],
  ])('%i bytes read as %s', (bytes, label) => {
    expect(sizeLabel(bytes)).toBe(label);
  });
});
