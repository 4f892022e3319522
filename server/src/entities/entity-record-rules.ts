import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import type { FieldError } from '@backoffice/shared/envelope';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { UserContext } from '../http/request-context.js';
import { hooksOf } from './entity-hooks.js';
import { entityColumn, entityTable } from './entity-table.js';
import { treeCycleProblems } from './entity-tree.js';
import { otherRecords } from './other-records.js';
import { existingReferences, referenceProblem } from './reference-target.js';

/** What a save checks past the record schema: references, unique values and the entity's own rules. */

type RowProblems = FieldError[][];

/**
 * References must name records of the same company (the foreign key would say so less kindly):
 * for each row, those that do not. One query per reference field, however many rows.
 */
const referenceProblems = async (
  db: Database,
  entity: EntityDeclaration,
  companyId: number,
  rows: readonly Record<string, unknown>[],
): Promise<RowProblems> => {
  const problems: RowProblems = rows.map(() => []);
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.kind !== 'reference') continue;
    const ids = [...new Set(rows.flatMap((row) => (typeof row[name] === 'number' ? [row[name]] : [])))];
    if (ids.length === 0) continue;
    const existing = await existingReferences(db, field, companyId, ids);
    rows.forEach((row, index) => {
      const id = row[name];
      if (typeof id === 'number' && !existing.has(id)) {
        problems[index]?.push({ Field: name, Message: referenceProblem(field, id) });
      }
    });
  }
  return problems;
};

/** Unique fields: for each row, the values another record of the company has (text without case). */
const uniqueProblems = async (
  db: Database,
  entity: EntityDeclaration,
  companyId: number,
  rows: readonly Record<string, unknown>[],
  exceptId: number | undefined,
): Promise<RowProblems> => {
  const problems: RowProblems = rows.map(() => []);
  for (const [name, field] of Object.entries(entity.fields)) {
    const given = rows.map((row) => row[name]).filter((value) => value !== undefined && value !== null);
    if (!field.unique || given.length === 0) continue;
    // Text compares without case; a unique date (a holiday) or number compares as written.
    const textual = typeof given[0] === 'string' && field.kind !== 'date' && field.kind !== 'datetime';
    const keyOf = (value: unknown) => (textual ? String(value).toLowerCase() : String(value));
    const column = entityColumn(entity, name);
    const compared = textual ? sql<string>`lower(${column})` : sql<string>`${column}::text`;
    const used = await db
      .select({ value: compared })
      .from(entityTable(entity))
      .where(otherRecords(entity, companyId, exceptId, inArray(compared, [...new Set(given.map(keyOf))])));
    const taken = new Set(used.map((row) => row.value));
    rows.forEach((row, index) => {
      const value = row[name];
      if (value !== undefined && value !== null && taken.has(keyOf(value))) {
        problems[index]?.push({ Field: name, Message: `${field.label} is already used` });
      }
    });
  }
  return problems;
};

/**
 * Declared sets of fields unique together (a dealer and a party): for each row, the sets another
 * record of the company already has. One query per row and set; saves are one row, imports few.
 */
const uniqueTogetherProblems = async (
  db: Database,
  entity: EntityDeclaration,
  companyId: number,
  rows: readonly Record<string, unknown>[],
  exceptId: number | undefined,
): Promise<RowProblems> => {
  const problems: RowProblems = rows.map(() => []);
  for (const names of entity.uniqueTogether ?? []) {
    const labels = names.map((name) => entity.fields[name]?.label ?? name).join(' and ');
    for (const [index, row] of rows.entries()) {
      const [used] = await db
        .select({ id: entityColumn(entity, 'id') })
        .from(entityTable(entity))
        .where(
          otherRecords(
            entity,
            companyId,
            exceptId,
            // An empty field is a value here, as in the table's NULLS NOT DISTINCT constraint.
            ...names.map((name) =>
              row[name] === undefined || row[name] === null
                ? isNull(entityColumn(entity, name))
                : eq(entityColumn(entity, name), row[name]),
            ),
          ),
        )
        .limit(1);
      if (used) {
        problems[index]?.push({
          Field: names[0] ?? '',
          Message:
            hooksOf(entity).duplicateMessage ??
            `Another ${entity.singular.toLowerCase()} already has this ${labels}`,
        });
      }
    }
  }
  return problems;
};

export interface RuleProblems {
  references: FieldError[];
  unique: FieldError[];
  /** The tree's rule and the entity's own (hooks), asked only when the references and unique values pass. */
  rules: FieldError[];
}

/**
 * What a save checks past the record schema, for each of `rows`: references within the company,
 * unique values, and the entity's own rules. A CSV import asks for a file's rows at once.
 */
export const recordRuleProblems = async (
  ctx: UserContext,
  entity: EntityDeclaration,
  rows: readonly Record<string, unknown>[],
  id: number | undefined,
): Promise<RuleProblems[]> => {
  const references = await referenceProblems(ctx.deps.db, entity, ctx.companyId, rows);
  const single = await uniqueProblems(ctx.deps.db, entity, ctx.companyId, rows, id);
  const together = await uniqueTogetherProblems(ctx.deps.db, entity, ctx.companyId, rows, id);
  const unique = single.map((problems, index) => [...problems, ...(together[index] ?? [])]);
  const validate = hooksOf(entity).validate;
  const result: RuleProblems[] = [];
  for (const [index, values] of rows.entries()) {
    const problems = { references: references[index] ?? [], unique: unique[index] ?? [], rules: [] };
    const passed = problems.references.length === 0 && problems.unique.length === 0;
    const tree = passed ? await treeCycleProblems(ctx.deps.db, entity, ctx.companyId, values, id) : [];
    const own = passed && tree.length === 0 && validate ? await validate(ctx, values, id) : [];
    result.push({ ...problems, rules: [...tree, ...own] });
  }
  return result;
};
