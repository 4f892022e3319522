import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import type { RenewalTab, RenewalTabCounts } from '@backoffice/shared/mobile-banking/renewal-tabs';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $currentCompanyId } from '../../core/company.store.ts';
import { serverUrl } from '../../core/site-config.ts';
import { Modal } from '../../ui/dialogs/modal.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { activationDetailPath } from '../activation-paths.ts';
import { useRenewalMembers } from '../activation-queries.ts';
import { RenewalPanel } from './renewal-panel.tsx';

interface AccountRenewModalProps {
  /** The counts the dashboard's first look found, until this modal's own answer comes. */
  initialCounts: RenewalTabCounts;
  initialTab: RenewalTab;
  onClose: () => void;
}

/**
 * The Account Renew modal (spec): the renewal panel in a native modal dialog, which keeps focus
 * inside; Escape closes. Renew opens the portal's detail route for the current company.
 */
export const AccountRenewModal = ({ initialCounts, initialTab, onClose }: AccountRenewModalProps) => {
  const companyId = useStore($currentCompanyId) ?? '';
  const day = useCalendarDay();
  const searchRef = useRef<HTMLInputElement>(null);
  // After the dialog's own layout effect has opened it: searching is the first thing to do here.
  useEffect(() => searchRef.current?.focus(), []);
  return (
    <Modal open title="Account Renew" onClose={onClose}>
      <RenewalPanel
        useList={useRenewalMembers}
        renewLink={{
          href: (member) =>
            serverUrl(activationDetailPath(member.ActivationRequestId, member.PhoneNumber, companyId)),
        }}
        formatDay={day}
        initialCounts={initialCounts}
        initialTab={initialTab}
        initialPageSize={DEFAULT_PAGE_SIZE}
        searchRef={searchRef}
      />
    </Modal>
  );
};
