import { BANNER } from '@backoffice/shared/entities/administration/banner.entity';
import { BANNER_KEY } from '@backoffice/shared/entities/administration/banner-key.entity';
import { type EntityDeclaration, editableFields } from '@backoffice/shared/entities/entity-declaration';
import { fieldSchema, listFilterShape } from '@backoffice/shared/entities/entity-schemas';
import { optionalId, optionalText, requiredId } from '@backoffice/shared/form-fields';
import { z } from 'zod';
import { documentedAs } from '../../http/openapi/input-json-schema.js';
import { pageQueryShape } from '../../http/page-query.js';

export const bannerIdQuery = z.object({ id: requiredId('id must be the number of a banner') });

/**
 * GET /banner/list serves two callers (see banner-list.routes.ts): the login page's `key`, and the
 * administration list's search, sort and filters.
 */
export const bannerListQuery = z.object({
  ...pageQueryShape,
  key: optionalText(100),
  ...listFilterShape(BANNER),
});
export const bannerExportQuery = z.object({ query: optionalText(200), ...listFilterShape(BANNER) });

/** Editable fields kept as sent (the record schema validates them), documented with their types. */
const saveBodyOf = (entity: EntityDeclaration) =>
  z.object({
    Id: optionalId(`Id must be the number of a ${entity.singular.toLowerCase()}`),
    ...Object.fromEntries(
      editableFields(entity)
        .filter(([, field]) => field.kind !== 'file')
        .map(([name, field]) => [
          name,
          documentedAs(z.unknown().optional(), fieldSchema({ ...field, required: false })),
        ]),
    ),
  });

export const bannerSaveBody = saveBodyOf(BANNER);
export type BannerSaveInput = z.output<typeof bannerSaveBody>;
export const bannerKeySaveBody = saveBodyOf(BANNER_KEY);

/** The image parts a banner save takes, each checked against its field by storeUpload. */
export const BANNER_FILE_PARTS = editableFields(BANNER).flatMap(([name, field]) =>
  field.kind === 'file' ? [{ name, maxBytes: field.maxBytes }] : [],
);

export const bannerAutocompleteQuery = z.object({
  query: optionalText(100),
  limit: optionalId('limit must be from 1 to 50').refine((value) => value === undefined || value <= 50, {
    error: 'limit must be from 1 to 50',
  }),
});
