import type {
  AuditChangeAnswer,
  AuditEntryAnswer,
  AutocompleteOptionAnswer,
} from '@backoffice/shared/entities/entity-answers.schema';
import type { AnyEntityRecord, EntityContracts } from '@backoffice/shared/entities/entity-contracts';
import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import type { ContractData } from '@backoffice/shared/http/route-contract';

/**
 * A record as the entity API sends it: Id, every visible field, `<Field>Display` beside each
 * reference, and the record's stamps. The screens work for any declaration, so field values stay
 * `unknown` here and are read through entity-format.ts.
 */
export type EntityRecord = AnyEntityRecord;

/** A list page; above the server's counting limit TotalCount stops there and TotalCountCapped is set. */
export type EntityPage = ContractData<EntityContracts<EntityDeclaration>['list']>;

/** The save answer: the stored record, and for an API key created just now its secret, shown once. */
export type SavedRecord = EntityRecord & { Secret?: string };

export type AuditChange = AuditChangeAnswer;
export type AuditEntry = AuditEntryAnswer;
export type AutocompleteOption = AutocompleteOptionAnswer;

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
