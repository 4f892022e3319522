/** GET /company/detail: the current company, for the profile menu and the company profile page. */
export interface CompanyDetail {
  CompanyId: number;
  CompanyName: string;
  CompanyCode: string;
  LegalName: string;
  Address: string;
  Phone: string;
  Email: string;
  PanNumber: string;
  /** IANA zone, e.g. Asia/Kathmandu: the company's "today". */
  TimeZone: string;
  /** Codes (shared/catalogue/modules) of the modules the company has; Core is implied for every company. */
  ActiveModules: string[];
}
