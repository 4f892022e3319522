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
} as const;
