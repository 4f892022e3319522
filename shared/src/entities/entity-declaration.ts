import type { z } from 'zod';
import type { ModuleCode } from '../catalogue/modules.js';
import type { PageName } from '../page-codes.js';
import type { TransitionRule } from '../state-machine/state-machine.js';

/** File types the upload check recognises by content (magic bytes), not by name. */
export const FILE_TYPES = {
  png: 'image/png',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
} as const;
export type FileType = keyof typeof FILE_TYPES;

interface FieldBase {
  label: string;
  required?: boolean;
  /** Shown under the control before the person types. */
  help?: string;
  /**
   * - editable (default): in forms, list output and saves;
   * - readOnly: set by the server (a state, a generated prefix), shown but never taken from a client;
   * - hidden: stored but never sent to a client (a secret's hash).
   */
  access?: 'editable' | 'readOnly' | 'hidden';
  /** Unique within a company, compared without case for text. */
  unique?: boolean;
  /**
   * A field the office fills in (the ledger an expense is paid from): a field user's form does not
   * offer it, a save from a field user that sends a value for it is 400 on that field ("<Label> is
   * filled in by the office"), and an update by a field user leaves the stored value as it is.
   */
  officeOnly?: true;
}

/** `path`: a link inside the portal (/core/notifications), never another site or a script. */
export interface TextField extends FieldBase {
  kind: 'text' | 'longText' | 'email' | 'phone' | 'url' | 'origin' | 'path';
  max: number;
  min?: number;
  /** Exactly this many digits and nothing else (a PAN is nine). */
  digits?: number;
}
/**
 * A secret a person chooses (a user's first password): required on create, ignored when left
 * empty on update, stored hashed and never sent back.
 */
export interface PasswordField extends FieldBase {
  kind: 'password';
  min: number;
  max: number;
}
export interface IntegerField extends FieldBase {
  kind: 'integer';
  min: number;
  max: number;
}
/** Money in rupees with two decimals on the wire, integer paisa in the database. */
export interface MoneyField extends FieldBase {
  kind: 'money';
  min: number;
  max: number;
}
/**
 * A measured number with a fixed count of decimals (a latitude to 6, a quantity to 3): exact in the
 * database (numeric), a number on the wire.
 */
export interface DecimalField extends FieldBase {
  kind: 'decimal';
  min: number;
  max: number;
  /** Digits after the decimal point. */
  scale: number;
}
export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default: boolean;
}
export interface DateField extends FieldBase {
  kind: 'date';
  /** Another date field of the record this one may not come before (a leave's To after its From). */
  notBefore?: string;
}
export interface DateTimeField extends FieldBase {
  kind: 'datetime';
}
export interface EnumField extends FieldBase {
  kind: 'enum';
  options: readonly { value: string; label: string }[];
  default?: string;
}
export interface ReferenceField extends FieldBase {
  kind: 'reference';
  /** The declaration name of the referenced entity, in the same company. */
  entity: string;
  /**
   * Only records whose fields have these values may be chosen: `{ UserType: 'dealer' }` takes the
   * company's dealers, not any member. The save checks it, and the form's select offers only them.
   */
  where?: Readonly<Record<string, string>>;
}
export interface FileField extends FieldBase {
  kind: 'file';
  accept: readonly FileType[];
  maxBytes: number;
}

export type FieldDeclaration =
  | TextField
  | PasswordField
  | IntegerField
  | MoneyField
  | DecimalField
  | BooleanField
  | DateField
  | DateTimeField
  | EnumField
  | ReferenceField
  | FileField;

export type FieldKind = FieldDeclaration['kind'];

/** The record events a notification setup may name for any declared entity. */
export const RECORD_EVENTS = ['created', 'updated', 'deleted', 'stateChanged'] as const;
export type RecordEvent = (typeof RECORD_EVENTS)[number];

/**
 * Whom a record concerns, for notifications: the user who made it and the users its reference
 * fields name (a leave's employee). A setup's "Notify the people of the record" means them.
 */
export interface NotifyDeclaration {
  /** Reference fields to User whose user is one of the record's people. */
  people: readonly string[];
  /**
   * Events that tell the record's people even when the company has no setup for them, with the
   * title they get ({{Field}} placeholders as in templates). Other events are silent without a setup.
   */
  defaults?: Partial<Readonly<Record<RecordEvent, string>>>;
}

/**
 * A page a saved record leads to (a bank account's cheques): `url` is a portal path whose `{Field}`
 * placeholders take the record's values (`{Id}` its id). `page` names the permission page the
 * target checks, so a user who may not view it is not offered the link.
 */
export interface RecordLinkDeclaration {
  label: string;
  url: string;
  page?: PageName;
}

export interface EntityDeclaration {
  /** PascalCase, unique: the audit trail and references use it. */
  name: string;
  /** Plural title for the menu and the list heading. */
  title: string;
  singular: string;
  /** The records in a sentence ("No gateway payments yet") where the title is a page name, not a plural. */
  plural?: string;
  module: ModuleCode;
  /** The permission page; every route of the entity checks it. */
  page: PageName;
  /** The API prefix: GET /{path}/list, /{path}/detail, POST /{path}/save, /{path}/delete. */
  apiPath: string;
  /** The database table (company-scoped: keyed by company_id and id). */
  table: string;
  /** The portal route of the list; the form lives at {route}/new and {route}/{id}. */
  route: string;
  menu: { id: number; groupId: number; order: number; icon: string };
  /** The field that names a record in selects, headings and the audit trail. */
  displayField: string;
  fields: Readonly<Record<string, FieldDeclaration>>;
  list: {
    columns: readonly string[];
    search: readonly string[];
    filters: readonly string[];
    /** The query name under which the list filters by who added a record (the spec's AddedById). */
    addedByFilter?: string;
    defaultSort: { field: string; direction: 'asc' | 'desc' };
  };
  /**
   * The state machine: each action (POST /{path}/{action}?id=) a rule of the shared engine, moving a
   * record from one of its `from` states to `to`; `remarksField` names the field it takes with it.
   */
  state?: { field: string; initial: string; actions: readonly TransitionRule<string, string>[] };
  /**
   * The states in which a record's fields may still change (a leave while pending); in the others
   * the form is read-only and a save is 409, with `hint` saying what to do instead.
   */
  editable?: { inStates: readonly string[]; hint?: string };
  /** Whether a record may be deleted, and from which states. */
  deletable?: { fromStates?: readonly string[] } | false;
  /**
   * - generated (default): the table, its migration and the API routes come from this declaration;
   * - custom: a module mounts the routes under apiPath over its own, older tables: the mechanism's
   *   reads over the module's EntitySource, its own saves; the menu, screens and generated tests
   *   still come from here.
   */
  storage?: 'generated' | 'custom';
  /**
   * Saves that skip empty fields (spec 7): an update leaves a field alone when the client sends it
   * empty, instead of clearing it. Without it, an empty value clears an optional field.
   */
  saveSkipsEmpty?: boolean;
  /**
   * Sets of fields whose values together are unique within the company (a dealer maps a party
   * once): a unique constraint on the table (an empty field counting as a value), and a save
   * that would repeat them is 409.
   */
  uniqueTogether?: readonly (readonly string[])[];
  /**
   * POST /{path}/import takes a CSV of new records (GET /{path}/importtemplate gives its columns).
   * Not for an entity with a required file or password field, nor one whose create answers a
   * secret once: a file row cannot carry them.
   */
  importable?: true;
  notify?: NotifyDeclaration;
  /**
   * What a record answers besides its fields and stamps, computed where it is read (a role's
   * UserCount, a user's Roles): the schema each answer has in the list, detail and action answers.
   * Only for storage 'custom': the module's EntitySource computes each one.
   */
  answers?: Readonly<Record<string, z.ZodType>>;
  /**
   * The searchable select (GET /{path}/autocomplete): the fields the query is looked for in (the
   * display field by default), and the pages whose forms pick these records without a declared
   * reference field (a user's roles), whose create or edit permission may search them too.
   * `working` names the values of a record in use today (a sales person approved and active):
   * those come first, and every other is still offered, named with "(inactive)", since filters
   * must find the records of one who left.
   */
  autocomplete?: {
    search?: readonly string[];
    pickedOn?: readonly PageName[];
    working?: Readonly<Record<string, string | boolean>>;
  };
  /**
   * The reference to User that names whose record it is (a leave's employee). A field user (sales
   * person, dealer, delivery person) lists, reads, exports, picks and changes only the records whose
   * field is themselves, whatever their role permits (another's is 404); a record they file is
   * theirs (the server fills the field and refuses another), and their form does not offer it.
   */
  owner?: { field: string };
  /**
   * Records form a tree through `parent`, a reference to this entity: a save that would put a record
   * under itself or one beneath it is 400 on that field. `inherited` fields are the parent's (the
   * server copies them down, so every record has its root's); a record whose `system` boolean is
   * true keeps its parent and inherited fields and cannot be deleted.
   */
  tree?: { parent: string; inherited?: readonly string[]; system?: string };
  /** Pages a saved record's screen links to; a link whose placeholders find no value is left out. */
  links?: readonly RecordLinkDeclaration[];
}

/** Fields a client may send in a save. */
export const editableFields = (entity: EntityDeclaration): [string, FieldDeclaration][] =>
  Object.entries(entity.fields).filter(([, field]) => (field.access ?? 'editable') === 'editable');

/** Fields a client receives: never a hidden one, never a password. */
export const visibleFields = (entity: EntityDeclaration): [string, FieldDeclaration][] =>
  Object.entries(entity.fields).filter(([, field]) => field.access !== 'hidden' && field.kind !== 'password');

export const fieldOf = (entity: EntityDeclaration, name: string): FieldDeclaration => {
  const field = entity.fields[name];
  if (!field) throw new Error(`${entity.name} has no field ${name}`);
  return field;
};

/** Fields that can order a list: the declared columns plus the record's own stamps. */
export const sortableFields = (entity: EntityDeclaration): string[] => [
  'Id',
  ...entity.list.columns.filter((name) => {
    const field = entity.fields[name];
    return field !== undefined && field.kind !== 'file' && field.kind !== 'password';
  }),
  'CreatedAt',
  'UpdatedAt',
];

/** The fields the searchable select looks the query up in: the declared ones, else the display field. */
export const autocompleteSearchFields = (entity: EntityDeclaration): readonly string[] =>
  entity.autocomplete?.search ?? [entity.displayField];

/** How a sentence names the records: the declared plural, else the title. */
export const pluralOf = (entity: EntityDeclaration): string => entity.plural ?? entity.title;

/**
 * An action's verb in a sentence about the record: "Cancel leave" on a leave is "cancel", as
 * "Cannot cancel a leave that is approved" already names the record.
 */
export const actionVerb = (entity: EntityDeclaration, label: string): string => {
  const nouns = new Set(entity.singular.toLowerCase().split(/\s+/));
  const words = label.toLowerCase().split(/\s+/);
  while (words.length > 1 && nouns.has(words.at(-1) ?? '')) words.pop();
  return words.join(' ');
};

/** A state's label as a sentence says it ("approved"), or the value itself. */
export const stateLabelOf = (entity: EntityDeclaration, value: unknown): string => {
  const field = entity.state ? entity.fields[entity.state.field] : undefined;
  const label =
    field?.kind === 'enum' ? field.options.find((option) => option.value === value)?.label : undefined;
  return (label ?? String(value)).toLowerCase();
};

/**
 * Why a record's fields cannot change in its present state, or null when they can: "A leave that
 * is approved cannot be changed. Cancel it and file a new request instead."
 */
export const lockedReason = (
  entity: EntityDeclaration,
  record: Readonly<Record<string, unknown>>,
): string | null => {
  if (!entity.editable || !entity.state) return null;
  const state = record[entity.state.field];
  if (entity.editable.inStates.includes(String(state))) return null;
  const sentence = `A ${entity.singular.toLowerCase()} that is ${stateLabelOf(entity, state)} cannot be changed.`;
  return entity.editable.hint ? `${sentence} ${entity.editable.hint}` : sentence;
};

/** What a state action answers when it succeeds: "Gateway payment is now cancelled." */
export const actionDoneMessage = (entity: EntityDeclaration, to: string): string => {
  const field = entity.state ? entity.fields[entity.state.field] : undefined;
  const label =
    field?.kind === 'enum' ? field.options.find((option) => option.value === to)?.label : undefined;
  return `${entity.singular} is now ${(label ?? to).toLowerCase()}.`;
};
