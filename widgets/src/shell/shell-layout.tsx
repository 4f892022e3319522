import { sessionContracts } from '@backoffice/shared/session/session.contract';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { callContract } from '../core/contract-client.ts';
import { useNavigate } from '../core/navigation.tsx';
import { $roles, clearSession } from '../core/session.store.ts';
import { NoticesOnSignIn } from '../notices/notices-on-sign-in.tsx';
import { disablePush } from '../notifications/push-subscription.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { BroadcastBanner } from './broadcast-banner.tsx';
import { ChangePasswordModal } from './change-password-modal.tsx';
import { CompanyChooserModal } from './company-chooser-modal.tsx';
import { ConnectionBubble } from './connection-bubble.tsx';
import { useCompanyDetail, useSiteInfo } from './shell-data.ts';
import { SideMenu } from './side-menu.tsx';

export interface ShellLayoutProps {
  activePath: string;
  /** The bare layout of spec section 2: header and footer, no side menu. */
  bare?: boolean | undefined;
  children: ReactNode;
}

const PURCHASE_AND_SALES = 'PurchaseAndSales';

/** Where a signed-out user of this browser signs in again: dealers have their own page. */
export const loginPathFor = (firstRole: string | undefined): string =>
  firstRole === 'Dealer' ? '/account/login?login=dealer' : '/account/login';

export const ShellLayout = ({ activePath, bare, children }: ShellLayoutProps) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const company = useCompanyDetail();
  const siteInfo = useSiteInfo();
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialog, setDialog] = useState<'company' | 'password' | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the phone-sized menu
  useEffect(() => setMenuOpen(false), [activePath]);

  const signOut = async () => {
    // While the session still works: the next user of this browser must not get this one's pushes.
    await disablePush().catch(() => undefined);
    await callContract(sessionContracts.logout, {}).catch(() => undefined);
    clearSession();
    // The next user of this browser must not see this one's cached answers.
    queryClient.clear();
    navigate(loginPathFor($roles.get()[0]?.Name), { replace: true });
  };

  return (
    <div className={bare ? 'bo-shell bo-shell-bare' : 'bo-shell'}>
      <a className="bo-skip-link" href="#bo-main">
        Skip to content
      </a>
      <span id="bo-top" tabIndex={-1} />
      <AppHeader
        companyName={company.data?.CompanyName}
        legalName={company.data?.LegalName}
        logoPath={siteInfo.data?.LogoPath}
        showCompanySwitcher={company.data?.ActiveModules.includes(PURCHASE_AND_SALES) ?? false}
        menuOpen={menuOpen}
        onToggleMenu={bare ? undefined : () => setMenuOpen(!menuOpen)}
        onChooseCompany={() => setDialog('company')}
        onChangePassword={() => setDialog('password')}
        onSignOut={() => void signOut()}
      />
      <div className="bo-shell-body">
        {bare ? null : (
          <aside className={menuOpen ? 'bo-shell-aside bo-open' : 'bo-shell-aside'}>
            <SideMenu activePath={activePath} />
          </aside>
        )}
        <main id="bo-main" className="bo-shell-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <AppFooter companyName={company.data?.CompanyName} />
      <ConnectionBubble />
      <BroadcastBanner />
      <NoticesOnSignIn />
      <CompanyChooserModal open={dialog === 'company'} onClose={() => setDialog(null)} />
      <ChangePasswordModal open={dialog === 'password'} onClose={() => setDialog(null)} />
    </div>
  );
};
