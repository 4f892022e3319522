/**
 * What a widget token may open. A company's backend asks for the scopes its page needs when it
 * mints the token; each route a widget calls names the one scope that opens it.
 */
export const WIDGET_SCOPES = {
  'mobilebanking.renewals': 'Read the renewal list (members due for renewal)',
  'mobilebanking.activation': "Read an activation request's detail and run its actions",
  'tracking.maps':
    "Read the company's field maps (live locations, travel history, beat plans, deliveries) and receive live location pushes",
} as const;

export type WidgetScope = keyof typeof WIDGET_SCOPES;

export const WIDGET_SCOPE_NAMES = Object.keys(WIDGET_SCOPES) as WidgetScope[];

export const isWidgetScope = (value: string): value is WidgetScope => Object.hasOwn(WIDGET_SCOPES, value);

/** Widget token lifetimes a backend may ask for (seconds). */
export const WIDGET_TOKEN_SECONDS = { min: 60, max: 3600, default: 600 } as const;

export const WIDGET_MESSAGES = {
  keyMissing: 'Send your API key in the X-Api-Key header.',
  keyInvalid: 'The API key is not valid.',
  keyFromBrowser:
    'API keys belong on your server: mint widget tokens from your backend, never from a browser page.',
  keyUserInactive: "The API key's user can no longer act for this company.",
  tokenExpired: 'The widget token has expired.',
  scopeMissing: 'This widget token does not open this call.',
  otherCompany: 'A widget token acts only for its own company.',
  originRefused: 'This origin is not allowed',
  minted: 'Widget token issued.',
} as const;
