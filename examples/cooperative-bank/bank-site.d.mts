/** Types of bank-site.mjs for the TypeScript tests and benchmarks that start the site. */

export interface BankSiteOptions {
  /** 0 picks a free port, but only the cooperative's widget origins may call the back office. */
  port: number;
  /** Where the back office serves its widgets and API, such as `http://coop.localhost:8080`. */
  backofficeUrl: string;
  /** The API key created at /admin/api-keys. */
  apiKey: string;
  /** The address to listen on; 127.0.0.1 unless told. */
  host?: string;
}

export interface BankSite {
  /** The site's address, such as `http://127.0.0.1:4200`. */
  url: string;
  close: () => Promise<void>;
}

export declare const startBankSite: (options: BankSiteOptions) => Promise<BankSite>;
