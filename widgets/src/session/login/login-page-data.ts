import { applicationSettingContracts } from '@backoffice/shared/administration/application-setting.contract';
import { type BranchOption, branchContracts } from '@backoffice/shared/branches/branch.contract';
import { LOGIN_BANNER_KEY, SETTING_KEYS } from '@backoffice/shared/constants';
import { bannerContracts } from '@backoffice/shared/site/banner.contract';
import { siteInfoContracts } from '@backoffice/shared/site/site-info.contract';
import { ApiError } from '../../core/api-client.ts';
import { $currentCompanyId } from '../../core/company.store.ts';
import { callContract } from '../../core/contract-client.ts';
import { toast } from '../../ui/toast.store.ts';

export interface LoginPageData {
  multiBranching: boolean;
  branches: BranchOption[];
  logoPath: string | null;
  /** Banner key login_1back2side: the first image is the background, the second the side image. */
  backgroundPath: string | null;
  sidePath: string | null;
}

/** Spec section 8's texts for what the login page could not load; the page still works without it. */
export const LOGIN_PAGE_MESSAGES = {
  branch: 'Error checking branch data.',
  siteInfo: 'Error fetching site info.',
  banner: 'Error fetching banner images.',
} as const;

const orToast = async <T>(work: Promise<T>, message: string, fallback: T): Promise<T> => {
  try {
    return await work;
  } catch {
    toast.error(message);
    return fallback;
  }
};

const loadBranches = async (): Promise<{ multiBranching: boolean; branches: BranchOption[] }> => {
  const setting = await callContract(applicationSettingContracts.valueByKey, {
    query: { key: SETTING_KEYS.multiBranching, companyId: $currentCompanyId.get() },
  }).catch((error: unknown) => {
    // A company that never set it has multi-branching off.
    if (error instanceof ApiError && error.answered && error.code === 404) return null;
    throw error;
  });
  if (setting?.Value !== 'true') return { multiBranching: false, branches: [] };
  return { multiBranching: true, branches: await callContract(branchContracts.listActive, {}) };
};

export const loadLoginPage = async (): Promise<LoginPageData> => {
  const [branching, siteInfo, banners] = await Promise.all([
    orToast(loadBranches(), LOGIN_PAGE_MESSAGES.branch, { multiBranching: false, branches: [] }),
    orToast(callContract(siteInfoContracts.display, {}), LOGIN_PAGE_MESSAGES.siteInfo, null),
    orToast(
      callContract(bannerContracts.list, { query: { pageNo: 1, pageSize: 99, key: LOGIN_BANNER_KEY } }),
      LOGIN_PAGE_MESSAGES.banner,
      null,
    ),
  ]);
  const banner = banners?.Items[0];
  return {
    ...branching,
    logoPath: siteInfo?.LogoPath ?? null,
    backgroundPath: banner?.ImagePath1 ? banner.ImagePath : null,
    sidePath: banner ? (banner.ImagePath1 ?? banner.ImagePath) : null,
  };
};
