import type { FileField } from '@backoffice/shared/entities/entity-declaration';
import { storeUpload } from '../../entities/entity-files.js';
import { badRequest } from '../../http/api-error.js';
import { defineRoute } from '../../http/define-route.js';

/** What the general upload takes: the four types the product shows, checked by their bytes. */
export const GENERAL_UPLOAD: FileField = {
  kind: 'file',
  label: 'File',
  required: true,
  accept: ['png', 'gif', 'jpeg', 'pdf'],
  maxBytes: 5 * 1024 * 1024,
};

export const fileUploadRoutes = [
  defineRoute({
    method: 'post',
    path: '/fileupload/upload',
    summary:
      'Stores one file (multipart part "File": PNG, GIF, JPEG or PDF, checked by content, at most 5 MB) under a server-made name. Data: { Path } to put in a record.',
    access: 'user',
    tag: 'Files',
    bodyKind: 'multipart',
    files: [{ name: 'File', maxBytes: GENERAL_UPLOAD.maxBytes }],
    handler: async (ctx, { files }) => {
      const file = files.File;
      if (!file) throw badRequest('File is required', [{ Field: 'File', Message: 'File is required' }]);
      const path = await storeUpload(ctx.deps.env.DATA_DIR, ctx.companyId, 'File', GENERAL_UPLOAD, file);
      return { data: { Path: path }, message: 'File uploaded.' };
    },
  }),
];
