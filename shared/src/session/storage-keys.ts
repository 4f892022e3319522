/** Browser storage keys of spec section 3, word for word: other clients of the same origin read them. */
export const STORAGE_KEYS = {
  token: 'token',
  userName: 'userName',
  userRoles: 'userRoles',
  branchDate: 'branchDate',
  loginBranchId: 'loginBranchId',
  currentCompanyId: 'currentCompanyId',
  currentCompanyName: 'currentCompanyName',
  currentCompanyCode: 'currentCompanyCode',
  notificationRequested: 'notificationRequested',
  /** Ours: the theme and calendar choices outlive a sign-out. */
  theme: 'theme',
  calendarMode: 'calendarMode',
  /** Ours: the signed-in company's zone, which dates "today" and shows times. */
  companyTimeZone: 'companyTimeZone',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Put before every key a widget keeps while it runs on another site's page: that site's own
 * `token` or `theme` must not be read or overwritten by ours.
 */
export const EMBEDDED_KEY_PREFIX = 'bo.';

/** The name a key is stored under: word for word on our own origin (the spec), prefixed on a host site. */
export const storedKeyName = (key: StorageKey, embedded: boolean): string =>
  embedded ? `${EMBEDDED_KEY_PREFIX}${key}` : key;
