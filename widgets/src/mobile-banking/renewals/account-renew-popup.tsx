import { TIMINGS_MS } from '@backoffice/shared/constants';
import { activationRequestContracts } from '@backoffice/shared/mobile-banking/mobile-banking.contract';
import { defaultRenewalTab, type RenewalTabCounts } from '@backoffice/shared/mobile-banking/renewal-tabs';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { contractKey } from '../../core/contract-client.ts';
import { useCompanyDetail } from '../../shell/shell-data.ts';
import { AccountRenewModal } from './account-renew-modal.tsx';
import { fetchRenewalCounts, renewalCountsQuery } from './renewal-list-call.ts';
import { shouldOpenRenewals, tabCountsOf } from './renewal-panel-state.ts';

const MOBILE_BANKING = 'MobileBanking';

/**
 * Spec section 2: on /dashboard/admin, when MobileBanking is active, the Account Renew modal opens
 * about 2 s after the page loads if the renewal list has members. It opens once per visit: closed,
 * it stays closed until the dashboard is opened again. A user who may not see activation requests
 * (403) simply gets no popup; the dashboard is not the place to report it. `asked` counts the
 * times the person opened it from the dashboard's renewals figure.
 */
export const AccountRenewPopup = ({ asked = 0 }: { asked?: number }) => {
  const company = useCompanyDetail();
  const modules = company.data?.ActiveModules ?? [];
  const [waited, setWaited] = useState(false);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), TIMINGS_MS.dashboardPopup);
    return () => clearTimeout(timer);
  }, []);
  // The dashboard's renewals figure opens it again at once, however often it was closed.
  useEffect(() => {
    if (asked === 0) return;
    setWaited(true);
    setClosed(false);
  }, [asked]);
  const firstLook = useQuery({
    queryKey: contractKey(activationRequestContracts.renewalMembers, renewalCountsQuery(1)),
    queryFn: () => fetchRenewalCounts(1),
    select: (page) => tabCountsOf(page.TabCounts),
    enabled: waited && modules.includes(MOBILE_BANKING),
    staleTime: 0,
    retry: false,
  });
  const counts: RenewalTabCounts | null = firstLook.data ?? null;
  const tab = counts ? defaultRenewalTab(counts) : null;
  if (closed || !waited || !counts || !tab || !shouldOpenRenewals(modules, counts)) return null;
  return <AccountRenewModal initialCounts={counts} initialTab={tab} onClose={() => setClosed(true)} />;
};
