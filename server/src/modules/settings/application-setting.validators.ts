import { APPLICATION_SETTING } from '@backoffice/shared/entities/administration/application-setting.entity';
import { editableFields } from '@backoffice/shared/entities/entity-declaration';
import { fieldSchema, listFilterShape } from '@backoffice/shared/entities/entity-schemas';
import { optionalId, optionalText, requiredId } from '@backoffice/shared/form-fields';
import { z } from 'zod';
import { documentedAs } from '../../http/openapi/input-json-schema.js';
import { pageQueryShape } from '../../http/page-query.js';

export const settingIdQuery = z.object({ id: requiredId('id must be the number of an application setting') });

export const settingListQuery = z.object({ ...pageQueryShape, ...listFilterShape(APPLICATION_SETTING) });
export const settingExportQuery = z.object({
  query: optionalText(200),
  ...listFilterShape(APPLICATION_SETTING),
});

/**
 * Fields kept as sent (an update validates the stored setting merged with them), documented with
 * their declared types.
 */
export const settingSaveBody = z.object({
  Id: optionalId('Id must be the number of an application setting'),
  ...Object.fromEntries(
    editableFields(APPLICATION_SETTING).map(([name, field]) => [
      name,
      documentedAs(z.unknown().optional(), fieldSchema({ ...field, required: false })),
    ]),
  ),
});
export type SettingSaveInput = z.output<typeof settingSaveBody>;

export const settingAutocompleteQuery = z.object({
  query: optionalText(100),
  limit: optionalId('limit must be from 1 to 50').refine((value) => value === undefined || value <= 50, {
    error: 'limit must be from 1 to 50',
  }),
});
