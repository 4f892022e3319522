import { z } from 'zod';

// What the entity routes of several modules answer alike: an audit trail, the choices of a select.

/** One field a change touched, labelled for people. */
export const auditChangeSchema = z.object({
  Field: z.string(),
  Label: z.string(),
  Before: z.unknown(),
  After: z.unknown(),
  /**
   * A reference field only: the referenced record's display name for Before / After (null when
   * the value is empty), "#12 (deleted)" when that record no longer exists. Before and After keep
   * the ids, as clients already read them.
   */
  BeforeText: z.string().nullable().optional(),
  AfterText: z.string().nullable().optional(),
});
export type AuditChangeAnswer = z.infer<typeof auditChangeSchema>;

/** One entry of a record's audit trail (GET /<entity>/audit), newest first in the answer. */
export const auditEntrySchema = z.object({
  Id: z.number().int(),
  Action: z.string(),
  At: z.string(),
  ActorName: z.string().nullable(),
  /** Empty for a change in the actor's own session, else how they came ("widget: <key> (<subject>)"). */
  Via: z.string(),
  Changes: z.array(auditChangeSchema),
});
export type AuditEntryAnswer = z.infer<typeof auditEntrySchema>;

/** The answer of an audit route: the record's trail, newest first. */
export const auditTrailSchema = z.array(auditEntrySchema);

/** One choice of a searchable select (GET /<entity>/autocomplete answers a list of them). */
export const autocompleteOptionSchema = z.object({ Id: z.number().int(), Name: z.string() });
export type AutocompleteOptionAnswer = z.infer<typeof autocompleteOptionSchema>;
