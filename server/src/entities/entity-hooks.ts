import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import type { FieldError } from '@backoffice/shared/envelope';
import type { Database } from '../db/database.js';
import type { UserContext } from '../http/request-context.js';
import type { EntityRecord } from './entity-values.js';

/**
 * Behaviour a declaration cannot say as data: an API key's secret, a push notification's delivery.
 * Each hook runs inside the save's or the action's transaction.
 */
export interface EntityHooks {
  /** Adds server-made column values to a new record; `reply` is merged into the save's answer once. */
  beforeCreate?: (
    ctx: UserContext,
    values: Record<string, unknown>,
  ) => Promise<{ values: Record<string, unknown>; reply?: Record<string, unknown> }>;
  /**
   * The 409's message when another record already holds the declared unique-together values, for
   * an entity whose generic wording ("Another day log already has this Person and Date") reads badly.
   */
  duplicateMessage?: string;
  /** Rules across fields or records that a field's schema cannot say; their errors answer 400. */
  validate?: (
    ctx: UserContext,
    values: Record<string, unknown>,
    id: number | undefined,
  ) => Promise<FieldError[]>;
  /**
   * Refuses (throws) a create, change or delete that records elsewhere forbid at the moment of the
   * write, inside its transaction so a concurrent change it depends on is seen: `before` is the
   * record as it stands (null for a new one), `after` the column values it will hold (null for a
   * delete).
   */
  beforeWrite?: (
    ctx: UserContext,
    tx: Database,
    change: { before: EntityRecord | null; after: Record<string, unknown> | null },
  ) => Promise<void>;
  /**
   * Extra column values for an action (a sent time), and its side effects; `remarks` are what the
   * person wrote with it (a cancelled advance's reversal carries them).
   */
  onAction?: (
    ctx: UserContext,
    tx: Database,
    action: string,
    record: EntityRecord,
    remarks?: string,
  ) => Promise<Record<string, unknown>>;
}

const registry = new Map<string, EntityHooks>();

/**
 * The app's assembly registers each module's hooks here, by entity name; this layer imports no
 * module. Registering the same hooks again changes nothing (every app a process builds registers
 * them); other hooks for an entity that has some are a wiring mistake, refused at start.
 */
export const registerEntityHooks = (entity: EntityDeclaration, hooks: EntityHooks): void => {
  const registered = registry.get(entity.name);
  if (registered !== undefined && registered !== hooks)
    throw new Error(`${entity.name} already has entity hooks registered`);
  registry.set(entity.name, hooks);
};

export const hooksOf = (entity: EntityDeclaration): EntityHooks => registry.get(entity.name) ?? {};
