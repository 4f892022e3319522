import type { AppDeps } from './app-deps.js';
import { notifyOfRecordEvent } from './modules/notifications/record-event-notify.js';
import { widgetOriginPolicy } from './modules/widget-tokens/widget-origins.js';

/**
 * The modules' answers to what the generic layers ask of them, part of every AppDeps (main.ts, the
 * integration tests' app, the browser tests' server build theirs with it).
 */
export const DOMAIN_PORTS: Pick<AppDeps, 'origins' | 'recordEvents'> = {
  origins: widgetOriginPolicy,
  recordEvents: notifyOfRecordEvent,
};
