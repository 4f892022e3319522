import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import type { FieldError } from '@backoffice/shared/envelope';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { entityColumn, entityTable, ownEntityRecord } from './entity-table.js';
import type { EntityRecord } from './entity-values.js';

/**
 * The rules of a declaration's `tree`: no record under itself, inherited fields copied down from the
 * parent, system records fixed in place. Every save path of the mechanism asks them.
 */
type Tree = NonNullable<EntityDeclaration['tree']>;

const idOf = (value: unknown): number | null => {
  const id = typeof value === 'string' && value !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
};

/** One record's parent and inherited values, or null when the company has no such record. */
const nodeOf = async (
  db: Database,
  entity: EntityDeclaration,
  tree: Tree,
  companyId: number,
  id: number,
): Promise<Record<string, unknown> | null> => {
  const selected = Object.fromEntries(
    [tree.parent, ...(tree.inherited ?? [])].map((name) => [name, entityColumn(entity, name)]),
  );
  const [row] = await db
    .select(selected)
    .from(entityTable(entity))
    .where(ownEntityRecord(entity, companyId, id))
    .limit(1);
  return row ?? null;
};

/** A save that would put record `id` under itself or one of its own descendants: 400 on the parent field. */
export const treeCycleProblems = async (
  db: Database,
  entity: EntityDeclaration,
  companyId: number,
  values: Record<string, unknown>,
  id: number | undefined,
): Promise<FieldError[]> => {
  const tree = entity.tree;
  if (!tree || id === undefined) return [];
  const seen = new Set<number>();
  let next = idOf(values[tree.parent]);
  while (next !== null && !seen.has(next)) {
    if (next === id) {
      const label = entity.fields[tree.parent]?.label ?? tree.parent;
      const noun = entity.singular.toLowerCase();
      return [
        {
          Field: tree.parent,
          Message: `${label} cannot be this ${noun} or one beneath it: a ${noun} may not be under itself`,
        },
      ];
    }
    seen.add(next);
    next = idOf((await nodeOf(db, entity, tree, companyId, next))?.[tree.parent]);
  }
  return [];
};

/** A system record keeps its parent, its inherited fields and its name: code finds it by them. */
export const systemTreeProblems = (
  entity: EntityDeclaration,
  current: EntityRecord,
  values: Record<string, unknown>,
): FieldError[] => {
  const tree = entity.tree;
  if (!tree?.system || current[tree.system] !== true) return [];
  const noun = entity.singular.toLowerCase();
  return [tree.parent, ...(tree.inherited ?? []), entity.displayField]
    .filter((name) => name in values && String(values[name] ?? '') !== String(current[name] ?? ''))
    .map((name) => ({
      Field: name,
      Message: `${entity.fields[name]?.label ?? name} of a system ${noun} cannot be changed`,
    }));
};

/** The columns to store, with the inherited fields taken from the parent when there is one. */
export const withInheritedValues = async (
  db: Database,
  entity: EntityDeclaration,
  companyId: number,
  columns: Record<string, unknown>,
): Promise<Record<string, unknown>> => {
  const tree = entity.tree;
  const parentId = tree ? idOf(columns[tree.parent]) : null;
  if (!tree?.inherited?.length || parentId === null) return columns;
  const parent = await nodeOf(db, entity, tree, companyId, parentId);
  if (!parent) return columns;
  return { ...columns, ...Object.fromEntries(tree.inherited.map((name) => [name, parent[name]])) };
};

/** After a record's inherited fields changed, its descendants take them too, level by level. */
export const passInheritedDown = async (
  tx: Database,
  entity: EntityDeclaration,
  companyId: number,
  id: number,
  values: Record<string, unknown>,
): Promise<void> => {
  const tree = entity.tree;
  if (!tree?.inherited?.length) return;
  const set = Object.fromEntries(tree.inherited.map((name) => [name, values[name]]));
  const company = eq(entityColumn(entity, 'companyId'), companyId);
  let level = [id];
  const seen = new Set(level);
  while (level.length > 0) {
    const children = await tx
      .update(entityTable(entity))
      .set(set)
      .where(and(company, inArray(entityColumn(entity, tree.parent), level)))
      .returning({ id: entityColumn(entity, 'id') });
    level = children.map((child) => Number(child.id)).filter((child) => !seen.has(child));
    for (const child of level) seen.add(child);
  }
};

/** Why a record may not be deleted as a tree's system record, or null. */
export const systemDeleteRefusal = (entity: EntityDeclaration, current: EntityRecord): string | null =>
  entity.tree?.system && current[entity.tree.system] === true
    ? `A system ${entity.singular.toLowerCase()} cannot be deleted.`
    : null;
