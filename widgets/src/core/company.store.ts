import { STORAGE_KEYS } from '@backoffice/shared/session/storage-keys';
import { persistentAtom } from '@nanostores/persistent';
import { widgetStorageKey } from './storage-namespace.ts';

export const $currentCompanyId = persistentAtom<string | undefined>(
  widgetStorageKey(STORAGE_KEYS.currentCompanyId),
  undefined,
);
export const $currentCompanyName = persistentAtom<string | undefined>(
  widgetStorageKey(STORAGE_KEYS.currentCompanyName),
  undefined,
);
export const $currentCompanyCode = persistentAtom<string | undefined>(
  widgetStorageKey(STORAGE_KEYS.currentCompanyCode),
  undefined,
);

export interface CompanyIdentity {
  CompanyId: number;
  CompanyName: string;
  CompanyCode: string;
}

export const rememberCompany = (company: CompanyIdentity): void => {
  $currentCompanyId.set(String(company.CompanyId));
  $currentCompanyName.set(company.CompanyName);
  $currentCompanyCode.set(company.CompanyCode);
};

/** A different company id forgets the name and code that belonged to the old one. */
export const setCurrentCompanyId = (id: string): void => {
  if ($currentCompanyId.get() === id) return;
  $currentCompanyId.set(id);
  $currentCompanyName.set(undefined);
  $currentCompanyCode.set(undefined);
};

/** The company an address asks for with `cid`, when it names one other than the remembered one. */
export const requestedCompanyId = (search: string): string | null => {
  const cid = new URLSearchParams(search).get('cid');
  if (!cid || !/^[1-9]\d{0,9}$/.test(cid) || cid === $currentCompanyId.get()) return null;
  return cid;
};

/**
 * Spec section 4: `cid` on any address chooses the company, and the remembered company changes only
 * when cid differs from it. Returns whether it changed. (Signed in, the shell checks cid first.)
 */
export const applyCompanyFromAddress = (search: string): boolean => {
  const cid = requestedCompanyId(search);
  if (cid) setCurrentCompanyId(cid);
  return cid !== null;
};
