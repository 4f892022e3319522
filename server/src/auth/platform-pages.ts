import { moduleIdOf } from '@backoffice/shared/catalogue/modules';
import { PAGE_CODES } from '@backoffice/shared/page-codes';

/** Core pages are open in every company, whatever modules it has. */
export const CORE_MODULE_ID = moduleIdOf('Core');

/**
 * Pages of the platform, not of a company: the support desk reads every company's tickets, so
 * only a super administrator opens it. A company's admin role (which passes every page) and any
 * grant a company admin writes for their own roles stop short of these.
 */
export const PLATFORM_PAGES: ReadonlySet<number> = new Set([PAGE_CODES.AdminSupportTicket]);
