import { useStore } from '@nanostores/react';
import { CalendarDays, KeyRound, LifeBuoy, LogOut, Megaphone, UserRound } from 'lucide-react';
import { useState } from 'react';
import { AppLink } from '../core/navigation.tsx';
import { $calendarMode } from '../core/preferences.store.ts';
import { $roles, $userName } from '../core/session.store.ts';
import { SupportTicketFormModal } from '../support/support-ticket-form-modal.tsx';
import { Dropdown } from '../ui/dropdown.tsx';
import { BroadcastDialog, useMayBroadcast } from './broadcast-dialog.tsx';

interface ProfileMenuProps {
  legalName: string | undefined;
  onChangePassword: () => void;
  onSignOut: () => void;
}

/**
 * Spec section 2: user name, first role, company legal name (to the company profile), Change
 * Password, the AD/BS switch (reloads), Support (the ticket form), Sign out.
 */
export const ProfileMenu = ({ legalName, onChangePassword, onSignOut }: ProfileMenuProps) => {
  const userName = useStore($userName);
  const roles = useStore($roles);
  const mode = useStore($calendarMode);
  // Notice create: a banner for the whole company; the dialog outlives the closed menu.
  const mayBroadcast = useMayBroadcast();
  const [broadcasting, setBroadcasting] = useState(false);
  // The ticket form outlives the closed menu, as the broadcast dialog does.
  const [filingTicket, setFilingTicket] = useState(false);
  return (
    <>
      <Dropdown
        className="bo-profile"
        label="Profile menu"
        button={<UserRound size={20} aria-hidden="true" />}
      >
        {(close) => (
          <div className="bo-profile-panel">
            <div className="bo-profile-head">
              <strong className="bo-profile-name">{userName}</strong>
              {roles[0] ? <span className="bo-muted">{roles[0].Name}</span> : null}
              {legalName ? (
                <AppLink href="/general/company/profile" className="bo-profile-company" onClick={close}>
                  {legalName}
                </AppLink>
              ) : null}
            </div>
            <ul className="bo-profile-actions">
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    onChangePassword();
                  }}
                >
                  <KeyRound size={18} aria-hidden="true" /> Change Password
                </button>
              </li>
              {mayBroadcast ? (
                <li>
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      setBroadcasting(true);
                    }}
                  >
                    <Megaphone size={18} aria-hidden="true" /> Send broadcast
                  </button>
                </li>
              ) : null}
              <li>
                <button
                  type="button"
                  role="switch"
                  aria-checked={mode === 'BS'}
                  onClick={() => {
                    $calendarMode.set(mode === 'BS' ? 'AD' : 'BS');
                    location.reload();
                  }}
                >
                  <CalendarDays size={18} aria-hidden="true" /> Calendar:{' '}
                  {mode === 'BS' ? 'BS (Bikram Sambat)' : 'AD'}
                </button>
              </li>
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    setFilingTicket(true);
                  }}
                >
                  <LifeBuoy size={18} aria-hidden="true" /> Support
                </button>
              </li>
              <li>
                <button type="button" onClick={onSignOut}>
                  <LogOut size={18} aria-hidden="true" /> Sign out
                </button>
              </li>
            </ul>
          </div>
        )}
      </Dropdown>
      {broadcasting ? <BroadcastDialog onClose={() => setBroadcasting(false)} /> : null}
      {filingTicket ? <SupportTicketFormModal onClose={() => setFilingTicket(false)} /> : null}
    </>
  );
};
