import { LoginScreen, type LoginVariant, type SignedInDetail } from './login-screen.tsx';

export interface LoginElementProps {
  /** Where to go after a completed sign-in; without it the host page listens to `signedin`. */
  afterSignIn?: string;
  onSignedIn?: (detail: SignedInDetail) => void;
}

/** The login screen as a host site embeds it: it says what happened and, if asked, goes on. */
const EmbeddedLogin = ({
  variant,
  afterSignIn,
  onSignedIn,
}: LoginElementProps & { variant: LoginVariant }) => (
  <LoginScreen
    variant={variant}
    onSignedIn={(detail) => {
      onSignedIn?.(detail);
      if (afterSignIn) location.assign(new URL(afterSignIn, location.href).href);
    }}
  />
);

export const AdminLoginElement = (props: LoginElementProps) => <EmbeddedLogin variant="admin" {...props} />;
export const DealerLoginElement = (props: LoginElementProps) => <EmbeddedLogin variant="dealer" {...props} />;
