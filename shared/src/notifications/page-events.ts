import { PAGE_CODES } from '../page-codes.js';

/**
 * Events the server raises on one page only, by page code. The record events (created, updated,
 * deleted, status changed) are not listed: they belong to any page built on records.
 */
export const BUSINESS_EVENT_PAGES: Readonly<Record<string, readonly number[]>> = {
  dispatched: [PAGE_CODES.Order],
  renewalDue: [PAGE_CODES.ActivationRequest],
  broadcast: [PAGE_CODES.Notice],
  assigned: [PAGE_CODES.SupportTicket],
  commented: [PAGE_CODES.SupportTicket],
};

/** Whether a setup for this page and event can ever fire. */
export const pageRaisesEvent = (pageCode: number, event: string): boolean => {
  const pages = BUSINESS_EVENT_PAGES[event];
  return pages === undefined || pages.includes(pageCode);
};
