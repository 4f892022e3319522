import type { HubName } from '@backoffice/shared/realtime/hub-contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/** The PostgreSQL channel every server process listens on (PGlite: the same, in process). */
export const HUB_EVENTS_CHANNEL = 'bo_hub_events';

/** Who receives an event: a whole company (optionally only users who may view a page), or one user. */
export type HubAudience =
  | { kind: 'company'; companyId: number; page?: string }
  | { kind: 'user'; companyId: number; userId: number };

export interface HubEvent {
  hub: HubName;
  audience: HubAudience;
  target: string;
  args: unknown[];
  /**
   * The hub process that already delivered this event to its own connections (chat counts what it
   * reached), so it skips the copy NOTIFY brings back. Absent: every process delivers it.
   */
  deliveredBy?: string;
}

/**
 * Sends an event to the hubs of every server process through NOTIFY. Called with a transaction,
 * it is delivered only when that transaction commits, so a rolled-back change pushes nothing.
 * NOTIFY payloads are limited to 8000 bytes: events carry ids and small records, never lists.
 */
export const publishHubEvent = async (db: Database, event: HubEvent): Promise<void> => {
  await db.execute(sql`select pg_notify(${HUB_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
};

/** Events per NOTIFY statement: each payload stays under 8000 bytes, so a round trip carries many. */
const EVENTS_PER_STATEMENT = 500;

/** publishHubEvent for many events at once, in a few round trips (a notice to a whole company). */
export const publishHubEvents = async (db: Database, events: readonly HubEvent[]): Promise<void> => {
  for (let start = 0; start < events.length; start += EVENTS_PER_STATEMENT) {
    // One JSON array of payload strings: a single parameter, whatever the driver does with arrays.
    const payloads = JSON.stringify(
      events.slice(start, start + EVENTS_PER_STATEMENT).map((event) => JSON.stringify(event)),
    );
    await db.execute(
      sql`select pg_notify(${HUB_EVENTS_CHANNEL}, e.payload) from jsonb_array_elements_text(${payloads}::jsonb) with ordinality as e(payload, n) order by e.n`,
    );
  }
};
