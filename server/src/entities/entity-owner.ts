import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import type { FieldError } from '@backoffice/shared/envelope';
import { isFieldUserType } from '@backoffice/shared/user-types';
import { badRequest, forbidden } from '../http/api-error.js';
import type { UserContext } from '../http/request-context.js';

/**
 * The user whose records alone the caller reaches in an entity that declares an owner: a field user
 * (sales person, dealer, delivery person) themselves, whatever their role permits; undefined for
 * an office user, who reaches everyone's.
 */
export const ownerOf = (ctx: UserContext, entity: EntityDeclaration): number | undefined =>
  entity.owner && isFieldUserType(ctx.userType) ? ctx.user.userId : undefined;

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * What a field user saves names themselves as its owner: filled in when left out, refused when it
 * names someone else (the form does not offer the field to them, so only another client sends it).
 */
export const withOwner = (
  ctx: UserContext,
  entity: EntityDeclaration,
  sent: Record<string, unknown>,
): Record<string, unknown> => {
  const owner = ownerOf(ctx, entity);
  const field = entity.owner?.field;
  if (owner === undefined || field === undefined) return sent;
  if (blank(sent[field])) return { ...sent, [field]: owner };
  if (Number(sent[field]) !== owner) {
    throw forbidden(`You may file ${entity.plural ?? entity.title.toLowerCase()} only for yourself.`);
  }
  return sent;
};

/** The office-only fields a field user sent a value for, each a problem on that field. */
export const officeOnlyProblems = (
  ctx: UserContext,
  entity: EntityDeclaration,
  sent: Readonly<Record<string, unknown>>,
): FieldError[] =>
  isFieldUserType(ctx.userType)
    ? Object.entries(entity.fields)
        .filter(([name, field]) => field.officeOnly && !blank(sent[name]))
        .map(([name, field]) => ({ Field: name, Message: `${field.label} is filled in by the office` }))
    : [];

/**
 * What a field user saves leaves the office-only fields to the office: a value for one is refused,
 * and an empty one is dropped, so an update keeps what the office stored.
 */
export const withoutOfficeOnly = (
  ctx: UserContext,
  entity: EntityDeclaration,
  sent: Record<string, unknown>,
): Record<string, unknown> => {
  if (!isFieldUserType(ctx.userType)) return sent;
  const problems = officeOnlyProblems(ctx, entity, sent);
  if (problems.length > 0) throw badRequest(problems[0]?.Message ?? 'The form is not valid', problems);
  return Object.fromEntries(Object.entries(sent).filter(([name]) => !entity.fields[name]?.officeOnly));
};
