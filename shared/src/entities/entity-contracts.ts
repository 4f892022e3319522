import { z } from 'zod';
import { optionalBoolean, optionalId, optionalText, requiredId } from '../form-fields.js';
import { bulkAnswerSchema, bulkBodySchema, bulkRouteText, selectedIdsShape } from '../http/bulk-action.js';
import { exportFileText, exportFormatShape } from '../http/export-format.js';
import { documentedAs } from '../http/json-schema.js';
import { defineContract, type RouteContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';
import { cappedPageSchema, pageQueryShape } from '../paging.js';
import { withIndefiniteArticle } from '../text/indefinite-article.js';
import { auditTrailSchema, autocompleteOptionSchema } from './entity-answers.schema.js';
import {
  autocompleteSearchFields,
  type EntityDeclaration,
  editableFields,
  type FieldDeclaration,
  fieldOf,
  pluralOf,
  visibleFields,
} from './entity-declaration.js';
import { IMPORT_FILE_PART, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, importReportSchema } from './entity-import.js';
import { entitiesReferencing, referenceWhereFields } from './entity-registry.js';
import { fieldSchema, listFilterShape } from './entity-schemas.js';

// The routes every declared entity has (spec section 7), as contracts built from its declaration:
// the generated server routes implement them, the screens call them, and the tests check answers.

type StoredKind<F> = F extends { kind: infer K } ? K : never;
/** A stored value: money in rupees, dates as ISO text. */
type StoredValue<F> =
  StoredKind<F> extends 'boolean'
    ? boolean
    : StoredKind<F> extends 'integer' | 'reference' | 'money' | 'decimal'
      ? number
      : F extends { kind: 'enum'; options: readonly { value: infer V }[] }
        ? V
        : string;
/**
 * A field's value as a record answer carries it: empty as null, except where the column is never
 * empty (a required field, a boolean, the state).
 */
type AnswerValue<F, IsState extends boolean> = IsState extends true
  ? StoredValue<F>
  : F extends { required: true }
    ? StoredValue<F>
    : StoredKind<F> extends 'boolean'
      ? boolean
      : StoredValue<F> | null;
type StateName<E extends EntityDeclaration> = E extends { state: { field: infer S } } ? S : never;
type Hidden<F> = F extends { access: 'hidden' } ? true : F extends { kind: 'password' } ? true : false;
type VisibleName<E extends EntityDeclaration> = {
  [K in keyof E['fields'] & string]: Hidden<E['fields'][K]> extends true ? never : K;
}[keyof E['fields'] & string];
type ReferenceName<E extends EntityDeclaration> = {
  [K in VisibleName<E>]: E['fields'][K] extends { kind: 'reference' } ? K : never;
}[VisibleName<E>];

export interface RecordStamps {
  Id: number;
  CreatedAt: string;
  UpdatedAt: string;
  CreatedByName: string | null;
}
/** A record of any declaration, for code that works for all of them. */
export type AnyEntityRecord = RecordStamps & Record<string, unknown>;
/** What a declaration answers besides its fields (a role's UserCount), typed by its schemas. */
type DeclaredAnswers<E extends EntityDeclaration> = E extends { answers: infer A }
  ? { [K in keyof A]: A[K] extends z.ZodType ? z.output<A[K]> : never }
  : unknown;
/**
 * A record of one declaration: its visible fields, `<Field>Display` beside each reference, its
 * declared answers, the stamps.
 */
export type DeclaredRecord<E extends EntityDeclaration> = string extends keyof E['fields']
  ? AnyEntityRecord
  : RecordStamps & {
      [K in VisibleName<E>]: AnswerValue<E['fields'][K], K extends StateName<E> ? true : false>;
    } & {
      [K in ReferenceName<E> as `${K}Display`]: string | null;
    } & DeclaredAnswers<E>;

const storedValueSchema = (field: FieldDeclaration): z.ZodType => {
  switch (field.kind) {
    case 'boolean':
      return z.boolean();
    case 'integer':
    case 'reference':
      return z.number().int();
    case 'money':
    case 'decimal':
      return z.number();
    case 'enum':
      return z.enum(field.options.map((option) => option.value) as [string, ...string[]]);
    default:
      return z.string();
  }
};

/** As AnswerValue types it: null only where the column may be empty. */
const answerValueSchema = (field: FieldDeclaration, isState: boolean): z.ZodType =>
  isState || field.required || field.kind === 'boolean'
    ? storedValueSchema(field)
    : storedValueSchema(field).nullable();

/** What the record routes answer; loose, since a hook may answer more (an API key's secret once). */
const recordAnswerSchema = <E extends EntityDeclaration>(entity: E) =>
  z.looseObject({
    Id: z.number().int(),
    ...Object.fromEntries(
      visibleFields(entity).flatMap(([name, field]) => [
        [name, answerValueSchema(field, name === entity.state?.field)],
        ...(field.kind === 'reference' ? [[`${name}Display`, z.string().nullable()]] : []),
      ]),
    ),
    ...entity.answers,
    CreatedAt: z.string(),
    UpdatedAt: z.string(),
    CreatedByName: z.string().nullable(),
  }) as unknown as z.ZodType<DeclaredRecord<E>>;

const idQuery = (entity: EntityDeclaration) =>
  z.object({
    id: requiredId(`id must be the number of ${withIndefiniteArticle(entity.singular.toLowerCase())}`),
  });

/** The body of a save: Id plus the editable fields, kept as sent (the record schema validates them). */
const saveBody = (entity: EntityDeclaration) =>
  z.object({
    Id: optionalId(`Id must be the number of ${withIndefiniteArticle(entity.singular.toLowerCase())}`),
    ...Object.fromEntries(
      editableFields(entity)
        .filter(([, field]) => field.kind !== 'file')
        // Taken as sent (an update validates the stored record merged with it), documented as typed.
        .map(([name, field]) => [
          name,
          documentedAs(z.unknown().optional(), fieldSchema({ ...field, required: false })),
        ]),
    ),
  });

export { EXPORT_ROW_LIMIT } from '../http/export-format.js';

/** The action names a bulk call takes: the declared actions, and delete where records may be deleted. */
export const bulkActionsOf = (entity: EntityDeclaration): string[] => [
  ...(entity.state?.actions ?? []).map((action) => action.action),
  ...(entity.deletable === false ? [] : ['delete']),
];

/**
 * POST /{path}/bulk: only where there is something to do, and only over generated storage, where
 * each row runs the mechanism's own one-record action or delete (a custom-storage module has its own).
 */
const bulkContract = (entity: EntityDeclaration) => {
  const [first, ...rest] = bulkActionsOf(entity);
  if (first === undefined || (entity.storage ?? 'generated') !== 'generated') return undefined;
  const page = PAGE_CODES[entity.page];
  const deletable = entity.deletable !== false;
  const remarks = (entity.state?.actions ?? []).filter((action) => action.remarksField);
  return defineContract({
    method: 'post',
    path: `/${entity.apiPath}/bulk`,
    summary: bulkRouteText(
      `Runs one of ${[first, ...rest].join(', ')}${remarks.length > 0 ? ` (Remarks go to the action's ${[...new Set(remarks.map((action) => action.remarksField))].join(' or ')})` : ''}`,
    ),
    access: 'user',
    tag: entity.title,
    // An action needs edit and delete needs delete: either opens the route, the handler asks for the one named.
    permission: { page, action: 'edit' },
    alsoPermittedBy: deletable ? [{ page, action: 'delete' }] : [],
    bodyKind: 'json',
    body: bulkBodySchema([first, ...rest]),
    response: bulkAnswerSchema,
  });
};

const build = <E extends EntityDeclaration>(entity: E) => {
  const page = PAGE_CODES[entity.page];
  const base = `/${entity.apiPath}`;
  const tag = entity.title;
  const singular = entity.singular.toLowerCase();
  const record = recordAnswerSchema(entity);
  const view = { access: 'user', tag, permission: { page, action: 'view' } } as const;
  const fileParts = editableFields(entity).flatMap(([name, field]) =>
    field.kind === 'file' ? [{ name, maxBytes: field.maxBytes }] : [],
  );
  const actions = Object.fromEntries(
    (entity.state?.actions ?? []).map((action) => {
      const remarks = action.remarksField;
      return [
        action.action,
        defineContract({
          method: 'post',
          path: `${base}/${action.action}`,
          summary: `${action.label}: moves a ${singular} from ${action.from.join(' or ')} to ${action.to}.`,
          access: 'user',
          tag,
          permission: { page, action: 'edit' },
          query: idQuery(entity),
          body: z.object(remarks ? { [remarks]: optionalText(500) } : {}),
          response: record,
        }),
      ];
    }),
  );
  return {
    list: defineContract({
      ...view,
      method: 'get',
      path: `${base}/list`,
      summary: `${entity.title}: one page, searched, filtered and sorted. TotalCount is exact up to 10,000 rows past the page's first row (then TotalCountCapped: more follow).`,
      query: z.object({ ...pageQueryShape, ...listFilterShape(entity) }),
      response: cappedPageSchema(record),
    }),
    detail: defineContract({
      ...view,
      method: 'get',
      path: `${base}/detail`,
      summary: `One ${singular} by id.`,
      query: idQuery(entity),
      response: record,
    }),
    save: defineContract({
      method: 'post',
      path: `${base}/save`,
      summary: `Creates a ${singular} (no Id; needs create permission) or updates one (Id; needs edit permission). Fields left out of an update keep their values; an optional file field sent empty (as text, with no file) removes the stored file.`,
      access: 'user',
      tag,
      // Whether this is a create or an edit depends on the body; the handler checks the right one.
      body: saveBody(entity),
      bodyKind: fileParts.length > 0 ? 'multipart' : 'form',
      files: fileParts,
      response: record,
    }),
    /** Absent when the declaration says records are never deleted. */
    delete:
      entity.deletable === false
        ? undefined
        : defineContract({
            method: 'post',
            path: `${base}/delete`,
            summary: `Deletes a ${singular}.`,
            access: 'user',
            tag,
            permission: { page, action: 'delete' },
            query: idQuery(entity),
            response: z.object({ Id: z.number().int() }),
          }),
    actions: actions as Readonly<Record<string, ActionContract<E>>>,
    /** Absent when there is nothing to do in bulk (no actions, never deleted) or storage is custom. */
    bulk: bulkContract(entity),
    export: defineContract({
      ...view,
      method: 'get',
      path: `${base}/export`,
      summary: exportFileText(
        `${entity.title} matching the list's search and filters (and, with Ids, only those of the records named)`,
      ),
      query: z.object({
        query: optionalText(200),
        ...listFilterShape(entity),
        ...selectedIdsShape,
        ...exportFormatShape,
      }),
      response: z.null(),
      download: 'table',
    }),
    autocomplete: defineContract({
      ...view,
      method: 'get',
      path: `${base}/autocomplete`,
      summary: `${entity.title} whose ${autocompleteSearchFields(entity).join(' or ')} contains the query, for a searchable select: [{Id, Name}] (Name = ${entity.displayField}).`,
      // Whoever may fill a form that references this entity (or picks it otherwise) may search it for that form's select.
      alsoPermittedBy: [
        ...entitiesReferencing(entity.name).map((referencing) => referencing.page),
        ...(entity.autocomplete?.pickedOn ?? []),
      ].flatMap((name) => [
        { page: PAGE_CODES[name], action: 'create' as const },
        { page: PAGE_CODES[name], action: 'edit' as const },
      ]),
      query: z.object({
        query: optionalText(100),
        limit: optionalId('limit must be from 1 to 50').refine(
          (value) => value === undefined || value <= 50,
          {
            error: 'limit must be from 1 to 50',
          },
        ),
        // The values a referencing field's `where` asks for: its select offers only those records.
        // Checked as the list's filter on the field is (UserType=boss is a 400, not an empty select).
        ...Object.fromEntries(
          referenceWhereFields(entity.name).map((name) => [
            name,
            fieldSchema({ ...fieldOf(entity, name), required: false }),
          ]),
        ),
      }),
      response: z.array(autocompleteOptionSchema),
    }),
    /** Present when the declaration is importable: a CSV of new records, and the file to start one from. */
    import: entity.importable ? importContracts(entity) : undefined,
    audit: defineContract({
      ...view,
      method: 'get',
      path: `${base}/audit`,
      summary: `Who changed a ${singular}, when, and what changed (newest first).`,
      query: idQuery(entity),
      response: auditTrailSchema,
    }),
  };
};

const count = (value: number): string => value.toLocaleString('en');
const saveValidField = optionalBoolean('saveValid must be true or false');

const importContracts = (entity: EntityDeclaration) => {
  const page = PAGE_CODES[entity.page];
  const base = `/${entity.apiPath}`;
  const plural = pluralOf(entity).toLowerCase();
  const permission = { page, action: 'create' } as const;
  return {
    upload: defineContract({
      method: 'post',
      path: `${base}/import`,
      summary: `Adds ${plural} from a CSV file (multipart part ${IMPORT_FILE_PART}, at most ${count(IMPORT_MAX_BYTES / 1024 / 1024)} MB and ${count(IMPORT_MAX_ROWS)} rows; header = the template's labels or the field names). Every row is checked as a save checks it; Data is the report {TotalRows, ValidRows, Saved, Errors: [{Row, Field, Message}], IgnoredColumns}, Row 1 being the first row under the header. With any row in error nothing is saved (200, Saved 0) unless saveValid=true, which saves the rows without errors in one transaction. A file that cannot be read (not CSV, no rows, unknown or missing columns) is a 400.`,
      access: 'user',
      tag: entity.title,
      permission,
      query: z.object({ saveValid: saveValidField }),
      body: z.object({ saveValid: saveValidField }),
      bodyKind: 'multipart',
      files: [{ name: IMPORT_FILE_PART, maxBytes: IMPORT_MAX_BYTES }],
      response: importReportSchema,
    }),
    template: defineContract({
      method: 'get',
      path: `${base}/importtemplate`,
      summary: `A CSV to start an import of ${plural} from: the header row (field labels) and one example row.`,
      access: 'user',
      tag: entity.title,
      permission,
      response: z.null(),
      download: 'csv',
    }),
  };
};

/** The contract of a state-machine action route: POST /{path}/{action}?id= with optional remarks. */
export interface ActionContract<E extends EntityDeclaration> extends RouteContract {
  method: 'post';
  access: 'user';
  query: ReturnType<typeof idQuery>;
  body: z.ZodObject<Record<string, z.ZodType<string | undefined>>>;
  response: z.ZodType<DeclaredRecord<E>>;
}

export type EntityContracts<E extends EntityDeclaration> = ReturnType<typeof build<E>>;

const built = new Map<string, EntityContracts<EntityDeclaration>>();

/** The routes of a declared entity, built once per declaration, so both sides share the same objects. */
export const entityContracts = <E extends EntityDeclaration>(entity: E): EntityContracts<E> => {
  const existing = built.get(entity.name);
  if (existing) return existing as unknown as EntityContracts<E>;
  const contracts = build(entity);
  built.set(entity.name, contracts as unknown as EntityContracts<EntityDeclaration>);
  return contracts;
};
