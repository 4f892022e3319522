import { ROLE } from '@backoffice/shared/entities/administration/role.entity';
import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';

/**
 * The role as its audit trail shows it: the declared fields plus its permission rows, which
 * permission/save changes and the trail should name. Only for reading the trail.
 */
export const ROLE_AUDIT_VIEW = {
  ...ROLE,
  fields: { ...ROLE.fields, Permissions: { kind: 'longText', label: 'Permissions', max: 10_000 } },
} as const satisfies EntityDeclaration;
