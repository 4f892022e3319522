import {
  type EntityDeclaration,
  type FieldDeclaration,
  visibleFields,
} from '@backoffice/shared/entities/entity-declaration';

export type EntityRecord = Record<string, unknown>;

/** Paisa in the database, rupees on the wire: exact both ways for two decimals. */
export const toPaisa = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paisa: number): number => paisa / 100;

const outputValue = (field: FieldDeclaration, value: unknown): unknown => {
  if (value === null || value === undefined) return null;
  if (field.kind === 'money' && typeof value === 'number') return toRupees(value);
  if (field.kind === 'datetime' && value instanceof Date) return value.toISOString();
  return value;
};

/** A database row (with joined display names) as the API's record. */
export const toRecord = (entity: EntityDeclaration, row: Record<string, unknown>): EntityRecord => {
  const record: EntityRecord = { Id: row.id };
  for (const [name, field] of visibleFields(entity)) {
    record[name] = outputValue(field, row[name]);
    if (field.kind === 'reference') record[`${name}Display`] = row[`${name}Display`] ?? null;
  }
  record.CreatedAt = row.createdAt instanceof Date ? row.createdAt.toISOString() : row.createdAt;
  record.UpdatedAt = row.updatedAt instanceof Date ? row.updatedAt.toISOString() : row.updatedAt;
  record.CreatedByName = row.CreatedByName ?? null;
  return record;
};

/** Validated input (rupees, ISO strings) as column values. */
export const toColumnValue = (field: FieldDeclaration, value: unknown): unknown => {
  if (value === undefined || value === null) return null;
  if (field.kind === 'money' && typeof value === 'number') return toPaisa(value);
  if (field.kind === 'datetime' && typeof value === 'string') return new Date(value);
  return value;
};

/** The audit trail's picture of a record: what a client may see, nothing hidden. */
export const auditPicture = (entity: EntityDeclaration, record: EntityRecord): Record<string, unknown> =>
  Object.fromEntries(visibleFields(entity).map(([name]) => [name, record[name] ?? null]));

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A new record's form with each declared default (an enum's, a boolean's) in place of a field the
 * client left out or blank: the declaration promises the default, so a required field that has one
 * is never "required" on create (a party saved without its type is a retailer).
 */
export const withDeclaredDefaults = (
  entity: EntityDeclaration,
  sent: Record<string, unknown>,
): Record<string, unknown> => {
  const filled = { ...sent };
  for (const [name, field] of Object.entries(entity.fields)) {
    const fallback = field.kind === 'boolean' || field.kind === 'enum' ? field.default : undefined;
    if (fallback !== undefined && isBlank(filled[name])) filled[name] = fallback;
  }
  return filled;
};
