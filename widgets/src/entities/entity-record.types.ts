import type { Page } from '@backoffice/shared/paging';

/**
 * A record as the entity API sends it (/tmp contract, "Record JSON"): Id, every visible field,
 * `<Field>Display` beside each reference, and the record's stamps. Field values are typed by the
 * declaration at run time, so they stay `unknown` here and are read through entity-format.ts.
 */
export type EntityRecord = {
  Id: number;
  CreatedAt: string;
  UpdatedAt: string;
  CreatedByName: string | null;
} & Record<string, unknown>;

/** A list page; above the server's counting limit TotalCount stops there and TotalCountCapped is set. */
export interface EntityPage extends Page<EntityRecord> {
  TotalCountCapped?: true;
}

/** The save answer: the stored record, and for an API key created just now its secret, shown once. */
export type SavedRecord = EntityRecord & { Secret?: string };

export interface AuditChange {
  Field: string;
  Label: string;
  Before: unknown;
  After: unknown;
  /** Reference fields only: the named record ("#12 (deleted)" once gone); null for no value. */
  BeforeText?: string | null;
  AfterText?: string | null;
}

export interface AuditEntry {
  Id: number;
  Action: string;
  At: string;
  ActorName: string | null;
  Changes: AuditChange[];
}

export interface AutocompleteOption {
  Id: number;
  Name: string;
}

export type SortType = 'asc' | 'desc';

/** What the list screen asks for: paging, search, sort and the declared filters (by query name). */
export interface EntityListParams {
  pageNo: number;
  pageSize: number;
  query: string;
  SortBy: string;
  SortType: SortType;
  /** `<Field>` for enum, boolean and reference filters; `<Field>From` / `<Field>To` for dates. */
  filters: Record<string, string>;
}
