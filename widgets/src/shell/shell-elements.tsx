import { withQueries } from '../core/with-queries.tsx';
import { ChangePasswordModal } from './change-password-modal.tsx';
import { ShellLayout } from './shell-layout.tsx';

/** The portal's frame around a host page's own content, which goes in the element's slot. */
export const PortalShellElement = withQueries(({ bare }: { bare?: boolean }) => (
  <ShellLayout activePath={location.pathname} bare={bare}>
    <slot />
  </ShellLayout>
));

/** The change password modal on its own: `open` shows it, `close` fires when it is dismissed. */
export const ChangePasswordElement = ({ open, onClose }: { open?: boolean; onClose?: () => void }) => (
  <ChangePasswordModal open={Boolean(open)} onClose={() => onClose?.()} />
);
