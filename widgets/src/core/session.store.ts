import { DEFAULT_BRANCH_ID } from '@backoffice/shared/constants';
import type { LoginRole, LoginUser } from '@backoffice/shared/session/sign-in.schema';
import { STORAGE_KEYS, type StorageKey } from '@backoffice/shared/session/storage-keys';
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { isUserToken } from './access-token.ts';
import { widgetStorageKey } from './storage-namespace.ts';

const text = (key: StorageKey) => persistentAtom<string | undefined>(widgetStorageKey(key), undefined);

export const $token = text(STORAGE_KEYS.token);
export const $userName = text(STORAGE_KEYS.userName);
export const $userRoles = text(STORAGE_KEYS.userRoles);
export const $branchDate = text(STORAGE_KEYS.branchDate);
export const $loginBranchId = text(STORAGE_KEYS.loginBranchId);

export const $signedIn = computed($token, (token) => isUserToken(token));

export const $roles = computed($userRoles, (raw): LoginRole[] => {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as LoginRole[]) : [];
  } catch {
    return [];
  }
});

/** Spec section 4, step 6: what a completed sign-in leaves in browser storage. */
export const completeSignIn = (user: LoginUser, setCompanyId: (id: string) => void): void => {
  if (!user.Token) throw new Error('The sign-in is not complete: a second factor is pending');
  $userName.set(`${user.FirstName} ${user.LastName}`.trim());
  $userRoles.set(JSON.stringify(user.Roles));
  $branchDate.set(user.SystemDate.slice(0, 10));
  $loginBranchId.set(String(user.BranchId || DEFAULT_BRANCH_ID));
  setCompanyId(String(user.CompanyId));
  $token.set(user.Token);
};

/**
 * Ends the session in this browser (the server call, if any, is the caller's). Spec section 4: only
 * the token goes; the roles stay, so a dealer's next visit opens the dealer login.
 */
export const clearSession = (): void => {
  $token.set(undefined);
};
