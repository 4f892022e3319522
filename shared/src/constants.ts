/** Business constants of spec section 9. */
export const PAGE_SIZES = [20, 100, 500, 1000, 5000] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 5000;
export const PAGINATION_WINDOW = 5;
export const SORT_TYPES = ['asc', 'desc'] as const;

export const DEFAULT_COMPANY_ID = 1;
export const DEFAULT_BRANCH_ID = 1;

export const TIMINGS_MS = {
  toast: 5000,
  broadcastBanner: 5000,
  reconnectBubble: 3000,
  dashboardPopup: 2000,
  liveLocationRefresh: 60_000,
} as const;

export const OTP_DIGITS = 6;
export const BANNER_PAGE_SIZE = 99;
export const LATEST_NOTIFICATIONS = { pageNo: 1, pageSize: 5 } as const;
export const ROLE_ACTIVE_LIST = { offset: 1, limit: 999 } as const;

/** Application setting keys the sign-in flow reads (spec section 7). */
export const SETTING_KEYS = {
  multiBranching: 'ENABLE_MULTIBRANCHING',
  twoFactor: 'TWOFACTOR_AUTH',
  mapTierKey: 'Map_tier_key',
} as const;

export const LOGIN_BANNER_KEY = 'login_1back2side';
