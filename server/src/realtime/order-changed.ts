import { HUB_EVENTS, type OrderChangedPayload } from '@backoffice/shared/realtime/hub-contract';
import type { Database } from '../db/database.js';
import { publishHubEvent } from './hub-events.js';

/**
 * Tells the company's order boards and delivery maps that an order moved (or was assigned): only
 * users who may view orders receive it. Call with the transaction that makes the change.
 */
export const publishOrderChanged = (db: Database, companyId: number, payload: OrderChangedPayload) =>
  publishHubEvent(db, {
    hub: 'notification',
    audience: { kind: 'company', companyId, page: 'Order' },
    target: HUB_EVENTS.orderChanged,
    args: [payload],
  });
