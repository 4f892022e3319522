import type { FileField } from '@backoffice/shared/entities/entity-declaration';
import {
  fileUploadContracts,
  GENERAL_UPLOAD_MAX_BYTES,
  GENERAL_UPLOAD_PART,
} from '@backoffice/shared/files/file-upload.contract';
import { storeUpload } from '../../entities/files/entity-files.js';
import { badRequest } from '../../http/api-error.js';
import { implementRoute } from '../../http/define-route.js';

/** What the general upload takes: the four types the product shows, checked by their bytes. */
export const GENERAL_UPLOAD: FileField = {
  kind: 'file',
  label: 'File',
  required: true,
  accept: ['png', 'gif', 'jpeg', 'pdf'],
  maxBytes: GENERAL_UPLOAD_MAX_BYTES,
};

export const fileUploadRoutes = [
  implementRoute(fileUploadContracts.upload, {
    handler: async (ctx, { files }) => {
      const file = files[GENERAL_UPLOAD_PART];
      if (!file) throw badRequest('File is required', [{ Field: 'File', Message: 'File is required' }]);
      const path = await storeUpload(
        ctx.deps.env.DATA_DIR,
        ctx.companyId,
        GENERAL_UPLOAD_PART,
        GENERAL_UPLOAD,
        file,
      );
      return { data: { Path: path }, message: 'File uploaded.' };
    },
  }),
];
