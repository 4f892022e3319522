import type { Database } from '../db/database.js';

/**
 * Which pages of other sites may call as a company's embedded widgets. The HTTP and real-time
 * layers ask; the app's assembly chooses who answers (the origins each company lists), so these
 * layers know nothing of where the list is kept.
 */
export interface OriginPolicy {
  /** Whether this company lists the origin for its widgets. */
  companyListsOrigin: (db: Database, companyId: number, origin: string) => Promise<boolean>;
  /** Whether any company lists the origin: a preflight cannot say which company it is for. */
  anyCompanyListsOrigin: (db: Database, origin: string) => Promise<boolean>;
}
