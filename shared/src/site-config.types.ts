/** `/config.json`: what the portal and widgets read once at start (spec section 7). */
export interface SiteConfig {
  apiBase: string;
  companyId: string;
  supportUrl: string;
  smsServiceUrl: string;
  notificationServiceUrl: string;
  mapKeys: { tileUrl: string; attribution: string; key: string };
  activeModules: string[];
  clientId: string;
  clientSecret: string;
}

/** Log texts of spec section 8 for a configuration that cannot be used. */
export const SITE_CONFIG_MESSAGES = {
  missing: 'No valid configuration file found',
  hostMismatch: 'Url name is incorrect. Please correct and reload',
} as const;
