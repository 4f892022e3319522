import { USER } from '@backoffice/shared/entities/administration/user.entity';
import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';

/**
 * The user as its audit trail shows it: the declared fields plus the roles held in the company,
 * which role assignment changes and the trail should name. Only for reading the trail.
 */
export const USER_AUDIT_VIEW = {
  ...USER,
  fields: { ...USER.fields, Roles: { kind: 'longText', label: 'Roles', max: 2000 } },
} as const satisfies EntityDeclaration;
