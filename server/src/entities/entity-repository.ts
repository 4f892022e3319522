import {
  type EntityDeclaration,
  editableFields,
  type FieldDeclaration,
  lockedReason,
  stateLabelOf,
} from '@backoffice/shared/entities/entity-declaration';
import { recordSchema } from '@backoffice/shared/entities/entity-schemas';
import { entityStateMachine } from '@backoffice/shared/entities/entity-state-machine';
import type { FieldError } from '@backoffice/shared/envelope';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { writeUserAudit } from '../audit/audit-log.js';
import { hashPassword } from '../auth/password-hash.js';
import type { Database } from '../db/database.js';
import { ApiError, badRequest, conflict, notFound } from '../http/api-error.js';
import type { UploadedFiles } from '../http/define-route.js';
import { toFieldErrors } from '../http/parse-input.js';
import type { UserContext } from '../http/request-context.js';
import {
  EXCLUSION_VIOLATION,
  FOREIGN_KEY_VIOLATION,
  postgresErrorCode,
  UNIQUE_VIOLATION,
} from './database-errors.js';
import { hooksOf } from './entity-hooks.js';
import { creatorOf, notifyRecordEvent } from './entity-notify.js';
import { ownerOf, withOwner, withoutOfficeOnly } from './entity-owner.js';
import { selectRecords } from './entity-query.js';
import { recordRuleProblems } from './entity-record-rules.js';
import { type EntitySource, equals, ownedBy, recordOf, sourceColumn } from './entity-source.js';
import { entityColumn, entityTable, ownEntityRecord } from './entity-table.js';
import {
  passInheritedDown,
  systemDeleteRefusal,
  systemTreeProblems,
  withInheritedValues,
} from './entity-tree.js';
import {
  auditPicture,
  type EntityRecord,
  toColumnValue,
  toRecord,
  withDeclaredDefaults,
} from './entity-values.js';
import { discardUploads, storeUpload } from './files/entity-files.js';

/**
 * The record as it was read, for a write that must not land on a record whose state moved since
 * (an approval between reading a leave and saving it): its own record in the same state.
 */
const unchangedRecord = (
  entity: EntityDeclaration,
  companyId: number,
  id: number,
  current: EntityRecord,
): SQL =>
  entity.state
    ? (and(
        ownEntityRecord(entity, companyId, id),
        eq(entityColumn(entity, entity.state.field), String(current[entity.state.field])),
      ) as SQL)
    : ownEntityRecord(entity, companyId, id);

const changedMeanwhile = (entity: EntityDeclaration): ApiError =>
  conflict(`This ${entity.singular.toLowerCase()} changed meanwhile. Reload and try again.`);

const notFoundOf = (entity: EntityDeclaration, id: number) =>
  notFound(`${entity.singular} ${id} was not found.`);

/**
 * One record of the caller's company, or 404: another company's record looks exactly like a missing
 * one, and so does, for a field user (`owner`, see entity-owner), a record of someone else.
 */
export const findRecord = async (
  db: Database,
  entity: EntityDeclaration,
  companyId: number,
  id: number,
  source?: EntitySource,
  owner?: number,
): Promise<EntityRecord> => {
  const column = (name: string) => sourceColumn(entity, name, source);
  const [row] = await selectRecords(db, entity, source)
    .where(and(ownedBy(entity, companyId, source, owner), equals(column('id'), id)))
    .limit(1);
  if (!row) throw notFoundOf(entity, id);
  return recordOf(entity, row, source);
};

const fieldErrorOf = (name: string, message: string): ApiError =>
  badRequest(message, [{ Field: name, Message: message }]);

/** Validated values as the columns they are stored in (rupees to paisa, a password hashed, defaults). */
export const columnValues = async (
  entity: EntityDeclaration,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> => {
  const result: Record<string, unknown> = {};
  for (const [name, field] of editableFields(entity)) {
    if (field.kind === 'file') continue;
    if (field.kind === 'password') {
      if (typeof values[name] === 'string') result[name] = await hashPassword(values[name]);
      continue;
    }
    // A control left untouched takes the declared default (booleans always have one).
    const fallback = field.kind === 'boolean' || field.kind === 'enum' ? field.default : undefined;
    result[name] = toColumnValue(field, values[name] ?? fallback);
  }
  return result;
};

const storeFiles = async (
  ctx: UserContext,
  entity: EntityDeclaration,
  files: UploadedFiles,
): Promise<Record<string, string>> => {
  const stored: Record<string, string> = {};
  try {
    for (const [name, field] of editableFields(entity)) {
      const file = files[name];
      if (field.kind !== 'file' || !file) continue;
      stored[name] = await storeUpload(ctx.deps.env.DATA_DIR, ctx.companyId, name, field, file);
    }
  } catch (error) {
    // A later part refused: the earlier ones belong to no record.
    await discardUploads(ctx.deps.env.DATA_DIR, Object.values(stored));
    throw error;
  }
  return stored;
};

const missingRequiredFiles = (
  entity: EntityDeclaration,
  current: EntityRecord | null,
  stored: Record<string, string>,
): FieldError[] =>
  editableFields(entity)
    .filter(([name, field]) => field.kind === 'file' && field.required && !stored[name] && !current?.[name])
    .map(([name, field]) => ({ Field: name, Message: `${field.label} is required` }));

const blankValue = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The values an update validates: the record as it is, overlaid with what the client sent. */
const mergedInput = (
  entity: EntityDeclaration,
  current: EntityRecord,
  sent: Record<string, unknown>,
): Record<string, unknown> => {
  const merged: Record<string, unknown> = {};
  for (const [name, field] of editableFields(entity)) {
    if (field.kind === 'file') continue;
    const provided = Object.hasOwn(sent, name);
    const skip = !provided || (entity.saveSkipsEmpty === true && blankValue(sent[name]));
    merged[name] = skip ? (field.kind === 'password' ? undefined : current[name]) : sent[name];
  }
  return merged;
};

export const translateWriteError = (entity: EntityDeclaration, error: unknown): never => {
  const code = postgresErrorCode(error);
  if (code === UNIQUE_VIOLATION)
    throw conflict(`Another ${entity.singular.toLowerCase()} already has these values.`);
  // Only a save racing another past the entity's own check meets it: the check names the other.
  if (code === EXCLUSION_VIOLATION)
    throw conflict(
      `Another ${entity.singular.toLowerCase()} was saved over these values meanwhile. Reload and try again.`,
    );
  if (code === FOREIGN_KEY_VIOLATION) {
    throw conflict(
      `This ${entity.singular.toLowerCase()} is used by other records and cannot be changed that way.`,
    );
  }
  throw error;
};

/** A save's answer to its record's problems: 400 for a reference or a rule, 409 for a value already used. */
const checkRecordRules = async (
  ctx: UserContext,
  entity: EntityDeclaration,
  values: Record<string, unknown>,
  id: number | undefined,
): Promise<void> => {
  const [problems] = await recordRuleProblems(ctx, entity, [values], id);
  const [reference] = problems?.references ?? [];
  if (reference) throw fieldErrorOf(reference.Field, reference.Message);
  const [used] = problems?.unique ?? [];
  if (used) throw new ApiError(409, used.Message, [used]);
  const rules = problems?.rules ?? [];
  if (rules.length > 0) throw badRequest(rules[0]?.Message ?? 'The form is not valid', rules);
};

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for any declared entity. */
const INSERT_CHUNK = 500;

/**
 * Inserts checked new records of the caller's company and an audit entry for each, in the
 * caller's transaction; answers their ids in the order given.
 */
export const insertRecords = async (
  tx: Database,
  ctx: UserContext,
  entity: EntityDeclaration,
  rows: readonly Record<string, unknown>[],
): Promise<number[]> => {
  const stamps = {
    updatedAt: ctx.now,
    updatedBy: ctx.user.userId,
    companyId: ctx.companyId,
    createdAt: ctx.now,
    createdBy: ctx.user.userId,
  };
  const ids: number[] = [];
  const { beforeWrite } = hooksOf(entity);
  for (const after of rows) await beforeWrite?.(ctx, tx, { before: null, after });
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk: Record<string, unknown>[] = [];
    for (const columns of rows.slice(start, start + INSERT_CHUNK)) {
      chunk.push({ ...(await withInheritedValues(tx, entity, ctx.companyId, columns)), ...stamps });
    }
    const inserted = await tx
      .insert(entityTable(entity))
      .values(chunk)
      .returning({ id: entityColumn(entity, 'id') });
    const chunkIds = inserted.map((row) => Number(row.id));
    ids.push(...chunkIds);
    const after = await selectRecords(tx, entity).where(
      and(
        eq(entityColumn(entity, 'companyId'), ctx.companyId),
        inArray(entityColumn(entity, 'id'), chunkIds),
      ),
    );
    for (const row of after) {
      const record = toRecord(entity, row);
      await writeUserAudit(tx, ctx, {
        action: 'create',
        entity: entity.name,
        entityId: Number(record.Id),
        before: null,
        after: auditPicture(entity, record),
      });
    }
  }
  return ids;
};

export interface SaveResult {
  record: EntityRecord;
  reply: Record<string, unknown>;
  created: boolean;
}

/** Creates (no Id) or updates (Id) a record from a client's form, with its files, audited. */
export const saveRecord = async (
  ctx: UserContext,
  entity: EntityDeclaration,
  id: number | undefined,
  sent: Record<string, unknown>,
  files: UploadedFiles,
  removeFiles: readonly string[] = [],
): Promise<SaveResult> => {
  const { db } = ctx.deps;
  const owner = ownerOf(ctx, entity);
  const current = id === undefined ? null : await findRecord(db, entity, ctx.companyId, id, undefined, owner);
  const locked = current ? lockedReason(entity, current) : null;
  if (locked) throw conflict(locked);
  const own = withOwner(ctx, entity, withoutOfficeOnly(ctx, entity, sent));
  const input = current ? mergedInput(entity, current, own) : withDeclaredDefaults(entity, own);
  const parsed = recordSchema(entity, current ? 'update' : 'create').safeParse(input);
  const storedFiles = parsed.success ? await storeFiles(ctx, entity, files) : {};
  try {
    // The stored file goes from the record; the file itself stays, as the audit trail links it.
    const removed = Object.fromEntries(removeFiles.map((name) => [name, null]));
    const kept = current ? { ...current, ...removed } : null;
    const fileErrors = missingRequiredFiles(entity, kept, storedFiles);
    if (!parsed.success || fileErrors.length > 0) {
      const errors = [...(parsed.success ? [] : toFieldErrors(parsed.error)), ...fileErrors];
      throw badRequest(errors[0]?.Message ?? 'The form is not valid', errors);
    }
    const values = parsed.data as Record<string, unknown>;
    const fixed = current ? systemTreeProblems(entity, current, values) : [];
    if (fixed.length > 0) throw badRequest(fixed[0]?.Message ?? 'The form is not valid', fixed);
    await checkRecordRules(ctx, entity, values, id);
    let columns: Record<string, unknown> = {
      ...(await columnValues(entity, values)),
      ...(current ? removed : {}),
      ...storedFiles,
    };
    if (current) {
      for (const [name, field] of editableFields(entity)) {
        if (field.kind === 'password' && columns[name] === undefined) delete columns[name];
      }
    }
    const hooks = hooksOf(entity);
    let reply: Record<string, unknown> = {};
    if (!current && hooks.beforeCreate) {
      const prepared = await hooks.beforeCreate(ctx, columns);
      columns = prepared.values;
      reply = prepared.reply ?? {};
    }
    const table = entityTable(entity);
    const stamp = { updatedAt: ctx.now, updatedBy: ctx.user.userId };
    try {
      const savedId = await db.transaction(async (tx) => {
        if (!current || id === undefined) {
          const [newId] = await insertRecords(tx as Database, ctx, entity, [columns]);
          const created = await findRecord(tx as Database, entity, ctx.companyId, Number(newId));
          await notifyRecordEvent(tx as Database, ctx, entity, {
            event: 'created',
            record: created,
            createdBy: ctx.user.userId,
          });
          return Number(newId);
        }
        const stored = await withInheritedValues(tx as Database, entity, ctx.companyId, columns);
        await hooks.beforeWrite?.(ctx, tx as Database, { before: current, after: stored });
        const updated = await tx
          .update(table)
          .set({ ...stored, ...stamp })
          .where(unchangedRecord(entity, ctx.companyId, id, current))
          .returning({ id: entityColumn(entity, 'id') });
        if (updated.length === 0) throw changedMeanwhile(entity);
        await passInheritedDown(tx as Database, entity, ctx.companyId, id, stored);
        const after = await findRecord(tx as Database, entity, ctx.companyId, id);
        await writeUserAudit(tx as Database, ctx, {
          action: 'update',
          entity: entity.name,
          entityId: id,
          before: auditPicture(entity, current),
          after: auditPicture(entity, after),
        });
        await notifyRecordEvent(tx as Database, ctx, entity, {
          event: 'updated',
          record: after,
          createdBy: await creatorOf(tx as Database, entity, ctx.companyId, id),
        });
        return id;
      });
      return { record: await findRecord(db, entity, ctx.companyId, savedId), reply, created: !current };
    } catch (error) {
      return translateWriteError(entity, error);
    }
  } catch (error) {
    // The save did not happen: the files stored for it name no record.
    await discardUploads(ctx.deps.env.DATA_DIR, Object.values(storedFiles));
    throw error;
  }
};

export const deleteRecord = async (
  ctx: UserContext,
  entity: EntityDeclaration,
  id: number,
): Promise<void> => {
  const { db } = ctx.deps;
  const current = await findRecord(db, entity, ctx.companyId, id, undefined, ownerOf(ctx, entity));
  const allowedStates = entity.deletable === false ? [] : entity.deletable?.fromStates;
  if (entity.deletable === false) throw conflict(`${entity.title} cannot be deleted.`);
  const system = systemDeleteRefusal(entity, current);
  if (system) throw conflict(system);
  if (entity.state && allowedStates && !allowedStates.includes(String(current[entity.state.field]))) {
    throw conflict(
      `A ${entity.singular.toLowerCase()} that is ${stateLabelOf(entity, current[entity.state.field])} cannot be deleted.`,
    );
  }
  try {
    await db.transaction(async (tx) => {
      await hooksOf(entity).beforeWrite?.(ctx, tx as Database, { before: current, after: null });
      const createdBy = await creatorOf(tx as Database, entity, ctx.companyId, id);
      const deleted = await tx
        .delete(entityTable(entity))
        .where(unchangedRecord(entity, ctx.companyId, id, current))
        .returning({ id: entityColumn(entity, 'id') });
      if (deleted.length === 0) throw changedMeanwhile(entity);
      await writeUserAudit(tx as Database, ctx, {
        action: 'delete',
        entity: entity.name,
        entityId: id,
        before: auditPicture(entity, current),
        after: null,
      });
      await notifyRecordEvent(tx as Database, ctx, entity, { event: 'deleted', record: current, createdBy });
    });
  } catch (error) {
    if (postgresErrorCode(error) === FOREIGN_KEY_VIOLATION) {
      throw conflict(`This ${entity.singular.toLowerCase()} is used by other records and cannot be deleted.`);
    }
    throw error;
  }
};

/** A state-machine action: only from its allowed states, with its remarks, audited. */
export const runAction = async (
  ctx: UserContext,
  entity: EntityDeclaration,
  actionName: string,
  id: number,
  remarks: string | undefined,
): Promise<EntityRecord> => {
  const machine = entity.state;
  const engine = entityStateMachine(entity);
  const action = engine?.ruleOf(actionName);
  if (!machine || !engine || !action) throw notFound(`${entity.title} have no action ${actionName}.`);
  const { db } = ctx.deps;
  await db.transaction(async (tx) => {
    // Another company's record (or, for a field user, another person's) is 404 whatever the body says.
    const current = await findRecord(
      tx as Database,
      entity,
      ctx.companyId,
      id,
      undefined,
      ownerOf(ctx, entity),
    );
    if (action.remarksField && action.remarksRequired && !remarks) {
      const label = (entity.fields[action.remarksField] as FieldDeclaration | undefined)?.label ?? 'Remarks';
      throw fieldErrorOf(action.remarksField, `${label} is required`);
    }
    const state = String(current[machine.field]);
    const next = engine.nextStatus(state, actionName);
    if (!next.ok) throw conflict(next.message);
    const extra = (await hooksOf(entity).onAction?.(ctx, tx as Database, actionName, current, remarks)) ?? {};
    const set: Record<string, unknown> = {
      [machine.field]: next.to,
      ...extra,
      updatedAt: ctx.now,
      updatedBy: ctx.user.userId,
    };
    if (action.remarksField && remarks !== undefined) set[action.remarksField] = remarks;
    // The state in the condition makes a concurrent second action a no-op instead of a double move.
    const moved = await tx
      .update(entityTable(entity))
      .set(set)
      .where(and(ownEntityRecord(entity, ctx.companyId, id), eq(entityColumn(entity, machine.field), state)))
      .returning({ id: entityColumn(entity, 'id') });
    if (moved.length === 0) throw changedMeanwhile(entity);
    const after = await findRecord(tx as Database, entity, ctx.companyId, id);
    await writeUserAudit(tx as Database, ctx, {
      action: actionName,
      entity: entity.name,
      entityId: id,
      before: auditPicture(entity, current),
      after: auditPicture(entity, after),
    });
    await notifyRecordEvent(tx as Database, ctx, entity, {
      event: 'stateChanged',
      record: after,
      createdBy: await creatorOf(tx as Database, entity, ctx.companyId, id),
      action: { label: action.label, remarks },
    });
  });
  return findRecord(db, entity, ctx.companyId, id);
};
