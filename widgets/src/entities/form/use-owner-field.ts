import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { isFieldUserType } from '@backoffice/shared/user-types';
import { useOwnProfile } from '../../core/use-own-profile.ts';

/** The declared owner field a signed-in field user's form fills with them instead of offering it. */
export interface OwnedField {
  name: string;
  /** The signed-in user, as the field's value. */
  value: string;
}

/**
 * A sales person, dealer or delivery person files an owned record (a leave) only for themselves:
 * the server fills the owner field with them and refuses another, so their form does not offer it.
 * An office user picks the owner as any other field; so does anyone while their profile loads.
 */
export const useOwnerField = (entity: EntityDeclaration): OwnedField | undefined => {
  const owner = entity.owner;
  const me = useOwnProfile(owner !== undefined);
  if (!owner || !me.data || !isFieldUserType(me.data.UserType)) return undefined;
  return { name: owner.field, value: String(me.data.UserId) };
};

/**
 * The fields the office fills in (the ledger a claim is paid from), which a field user's form does
 * not offer or send: the server refuses a value for them from a field user. Shown to anyone else,
 * and to anyone while their profile loads.
 */
export const useOfficeOnlyFields = (entity: EntityDeclaration): ReadonlySet<string> => {
  const names = Object.entries(entity.fields).flatMap(([name, field]) => (field.officeOnly ? [name] : []));
  const me = useOwnProfile(names.length > 0);
  return new Set(me.data && isFieldUserType(me.data.UserType) ? names : []);
};
