import { MAX_PAGE_SIZE } from '@backoffice/shared/constants';
import { ROLE } from '@backoffice/shared/entities/administration/role.entity';
import { listFilterShape } from '@backoffice/shared/entities/entity-schemas';
import { optionalId, optionalText, requiredId } from '@backoffice/shared/form-fields';
import { z } from 'zod';
import { pageQueryShape } from '../../http/page-query.js';

export const roleIdQuery = z.object({ id: requiredId('id must be the number of a role') });

export const roleListQuery = z.object({ ...pageQueryShape, ...listFilterShape(ROLE) });
export const roleExportQuery = z.object({ query: optionalText(200), ...listFilterShape(ROLE) });

const roleFields = {
  Name: z.unknown().optional(),
  IsAdminRole: z.unknown().optional(),
  IsActive: z.unknown().optional(),
};

/** Fields kept as sent; the declaration's record schema validates them against the stored role. */
export const roleSaveBody = z.object({ Id: optionalId('Id must be the number of a role'), ...roleFields });
export const roleNewBody = z.object(roleFields);
export const roleEditBody = z.object({ Id: requiredId('Id must be the number of a role'), ...roleFields });
export type RoleFieldsInput = z.output<typeof roleNewBody>;

export const LIST_ACTIVE_DEFAULTS = { offset: 1, limit: 999 } as const;

/** The spec's listactive paging: offset is the page number (from 1), limit the page size. */
export const roleListActiveQuery = z.object({
  offset: optionalId('offset must be a page number from 1').transform(
    (value) => value ?? LIST_ACTIVE_DEFAULTS.offset,
  ),
  limit: optionalId(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .refine((value) => value === undefined || value <= MAX_PAGE_SIZE, {
      error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
    })
    .transform((value) => value ?? LIST_ACTIVE_DEFAULTS.limit),
  query: optionalText(100),
});

export const roleAutocompleteQuery = z.object({
  query: optionalText(100),
  limit: optionalId('limit must be from 1 to 50').refine((value) => value === undefined || value <= 50, {
    error: 'limit must be from 1 to 50',
  }),
});
