/** Types of dispatcher-site.mjs for the TypeScript tests that start the site. */

export interface DispatcherSiteOptions {
  /** 0 picks a free port, but only the company's widget origins may call the back office. */
  port: number;
  /** Where the back office serves its widgets and API, such as `http://localhost:8080`. */
  backofficeUrl: string;
  /** The API key created at /admin/api-keys (its user must be allowed to view Visits). */
  apiKey: string;
  /** The address to listen on; 127.0.0.1 unless told. */
  host?: string;
  /** Origins the map tiles come from (the back office's mapKeys.tileUrl); OpenStreetMap's unless told. */
  tileSources?: readonly string[];
}

export interface DispatcherSite {
  /** The site's address, such as `http://127.0.0.1:4300`. */
  url: string;
  close: () => Promise<void>;
}

export declare const startDispatcherSite: (options: DispatcherSiteOptions) => Promise<DispatcherSite>;
