import { z } from 'zod';
import { defineContract } from '../http/route-contract.js';

/** The general upload's one part and its size limit (PNG, GIF, JPEG or PDF, checked by their bytes). */
export const GENERAL_UPLOAD_PART = 'File';
export const GENERAL_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const fileUploadAnswerSchema = z.object({
  /** The stored file's path on this server, to put in a record. */
  Path: z.string(),
});
export type FileUploadAnswer = z.infer<typeof fileUploadAnswerSchema>;

export const fileUploadContracts = {
  upload: defineContract({
    method: 'post',
    path: '/fileupload/upload',
    summary:
      'Stores one file (multipart part "File": PNG, GIF, JPEG or PDF, checked by content, at most 5 MB) under a server-made name. Data: { Path } to put in a record.',
    access: 'user',
    tag: 'Files',
    bodyKind: 'multipart',
    files: [{ name: GENERAL_UPLOAD_PART, maxBytes: GENERAL_UPLOAD_MAX_BYTES }],
    response: fileUploadAnswerSchema,
  }),
};
