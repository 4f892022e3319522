/**
 * The beat-plan API's shapes (issue 5), shared by the server that answers them and the screens
 * that read them. `SalesPersonId` is the id of a sales person record (the spec's
 * SalesPersonUserId, accepted as an alias): plans belong to the field-force member, whether or
 * not they have a sign-in. Instants are ISO 8601.
 */
import type { Page } from '../../paging.js';
import type { BeatPlanAction, BeatPlanStatus } from './beat-plan.js';

/** One plan as lists show it. */
export interface BeatPlanSummary {
  Id: number;
  /** Per company, readable: BP-2026-000004. */
  PlanNo: string;
  SalesPersonId: number;
  SalesPersonName: string;
  Year: number;
  Month: number;
  Status: BeatPlanStatus;
  /** Visits on the plan, excluded ones included. */
  LineCount: number;
  Remarks: string | null;
  CreatedAt: string;
  CreatedByName: string | null;
  /** What the caller may do next (the plan's rules and their permissions). */
  AllowedActions: BeatPlanAction[];
  /** Pending and the caller may edit: the form opens. */
  CanEdit: boolean;
  /** Pending and the caller may delete. */
  CanDelete: boolean;
}

export type BeatPlanPage = Page<BeatPlanSummary>;

/** A visit: a party on a day, in the order of visit. */
export interface BeatPlanLine {
  Id: number;
  Day: number;
  Position: number;
  PartyId: number;
  PartyName: string;
  Address: string | null;
  Latitude: number | null;
  Longitude: number | null;
  PartyIsActive: boolean;
  IsExcluded: boolean;
  ExcludedAt: string | null;
  ExcludedByName: string | null;
  ExcludeRemarks: string | null;
}

export type BeatPlanHistoryAction = BeatPlanAction | 'create' | 'update';

/** One step of a plan's history: who, when, from where to where, and why. */
export interface BeatPlanTransition {
  Id: number;
  Action: BeatPlanHistoryAction;
  /** Null on the row that records the creation. */
  From: BeatPlanStatus | null;
  To: BeatPlanStatus;
  At: string;
  ActorName: string | null;
  Remarks: string | null;
  /** The excluded visit, on an exclusion. */
  LineId: number | null;
  Day: number | null;
  PartyName: string | null;
}

export interface BeatPlanDetail extends BeatPlanSummary {
  DaysInMonth: number;
  /** By day, then order of visit. */
  Lines: BeatPlanLine[];
  History: BeatPlanTransition[];
  /** Increases with every change; a save or action may send it to refuse a stale screen (409). */
  Version: number;
}

/** POST /beatplan/save as JSON (a form sends Lines as a JSON string). */
export interface BeatPlanSaveInput {
  Id?: number;
  Version?: number;
  SalesPersonId: number;
  Year: number;
  Month: number;
  Remarks?: string;
  Lines: { Day: number; PartyId: number; Position?: number }[];
}

/**
 * GET /beatplan/listbyuser: the spec's "beat party" (PartyName, Address, Latitude, Longitude), the
 * visits of a sales person's approved plan that are not excluded, with where each sits in the plan.
 */
export interface BeatParty {
  PlanId: number;
  PlanNo: string;
  LineId: number;
  Day: number;
  Position: number;
  PartyId: number;
  PartyName: string;
  Address: string | null;
  Latitude: number | null;
  Longitude: number | null;
}
