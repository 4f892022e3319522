import { z } from 'zod';
import { APPLICATION_SETTING } from '../entities/administration/application-setting.entity.js';
import { editableFields } from '../entities/entity-declaration.js';
import { fieldSchema } from '../entities/entity-schemas.js';
import { optionalId, optionalText, requiredId, requiredText } from '../form-fields.js';
import { documentedAs } from '../http/json-schema.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';

/** The entity contract's record of one setting. */
export const applicationSettingRecordSchema = z.object({
  Id: z.number().int(),
  Key: z.string(),
  Value: z.string(),
  IsPublic: z.boolean(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  CreatedByName: z.string().nullable(),
});
export type ApplicationSettingRecord = z.infer<typeof applicationSettingRecordSchema>;

/** GET /applicationsettings/valuebykey: one setting's value, by its key. */
export const settingValueSchema = z.object({ Key: z.string(), Value: z.string() });
export type SettingValue = z.infer<typeof settingValueSchema>;

export const settingIdQuery = z.object({ id: requiredId('id must be the number of an application setting') });

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

export const settingValueQuery = z.object({
  key: requiredText('key is required', 100),
  companyId: optionalText(12),
});

const page = PAGE_CODES.ApplicationSetting;
const tag = APPLICATION_SETTING.title;
const base = `/${APPLICATION_SETTING.apiPath}` as const;

/**
 * The company's settings: save and delete, and GET /applicationsettings/valuebykey, which the login
 * page reads. List, detail, export, autocomplete and audit are the ApplicationSetting declaration's
 * entity contracts.
 */
export const applicationSettingContracts = {
  save: defineContract({
    method: 'post',
    path: `${base}/save`,
    summary:
      'Without Id: creates a setting (Key unique in the company, Value, IsPublic; needs create permission). With Id: updates it (needs edit permission); fields left out keep their values. When Application Setting Keys declares the key, Value must have its type, and a new setting takes its default value and public flag when they are left out.',
    access: 'user',
    tag,
    // Create or edit depends on the body, so the handler checks the one that applies.
    body: settingSaveBody,
    response: applicationSettingRecordSchema,
  }),
  delete: defineContract({
    method: 'post',
    path: `${base}/delete`,
    summary: 'Deletes an application setting (a flag that is missing reads as off).',
    access: 'user',
    tag,
    permission: { page, action: 'delete' },
    query: settingIdQuery,
    response: z.object({ Id: z.number().int() }),
  }),
  valueByKey: defineContract({
    method: 'get',
    path: '/applicationsettings/valuebykey',
    summary:
      'One setting of the company. Public keys are readable before sign-in; others need view permission on Application Settings.',
    access: 'anonymous',
    query: settingValueQuery,
    response: settingValueSchema,
  }),
};
