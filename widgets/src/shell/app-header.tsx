import { useStore } from '@nanostores/react';
import { Building2, Maximize, Menu, Minimize, Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AppLink } from '../core/navigation.tsx';
import { $theme } from '../core/preferences.store.ts';
import { serverUrl } from '../core/site-config.ts';
import { CommandPaletteButton } from './command-palette-button.tsx';
import { HubStatus } from './hub-status.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { ProfileMenu } from './profile-menu.tsx';

interface AppHeaderProps {
  companyName: string | undefined;
  legalName: string | undefined;
  logoPath: string | null | undefined;
  showCompanySwitcher: boolean;
  menuOpen: boolean;
  onToggleMenu: (() => void) | undefined;
  onChooseCompany: () => void;
  onChangePassword: () => void;
  onSignOut: () => void;
}

const useFullscreen = () => {
  const [fullscreen, setFullscreen] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    change.catch(() => undefined);
  };
  return { fullscreen, toggle };
};

/** The top header of spec section 2. */
export const AppHeader = (props: AppHeaderProps) => {
  const theme = useStore($theme);
  const { fullscreen, toggle } = useFullscreen();
  return (
    <header className="bo-header">
      {props.onToggleMenu ? (
        <button
          type="button"
          className="bo-icon-btn bo-menu-toggle"
          aria-label="Main menu"
          aria-expanded={props.menuOpen}
          onClick={props.onToggleMenu}
        >
          <Menu size={20} aria-hidden="true" />
        </button>
      ) : null}
      <AppLink href="/dashboard/admin" className="bo-brand">
        {props.logoPath ? (
          <img src={serverUrl(props.logoPath)} alt={props.companyName ?? 'Home'} height={32} />
        ) : (
          <span>{props.companyName ?? 'Back-office'}</span>
        )}
      </AppLink>
      <div className="bo-header-actions">
        <CommandPaletteButton />
        {props.showCompanySwitcher ? (
          <button
            type="button"
            className="bo-icon-btn"
            aria-label="Switch company"
            onClick={props.onChooseCompany}
          >
            <Building2 size={20} aria-hidden="true" />
          </button>
        ) : null}
        <button
          type="button"
          className="bo-icon-btn"
          aria-label={theme === 'dark' ? 'Use light theme' : 'Use dark theme'}
          onClick={() => $theme.set(theme === 'dark' ? 'light' : 'dark')}
        >
          {theme === 'dark' ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
        </button>
        <button
          type="button"
          className="bo-icon-btn bo-fullscreen"
          aria-label={fullscreen ? 'Exit full screen' : 'Full screen'}
          onClick={toggle}
        >
          {fullscreen ? <Minimize size={20} aria-hidden="true" /> : <Maximize size={20} aria-hidden="true" />}
        </button>
        <HubStatus />
        <NotificationBell />
        <ProfileMenu
          legalName={props.legalName}
          onChangePassword={props.onChangePassword}
          onSignOut={props.onSignOut}
        />
      </div>
    </header>
  );
};
