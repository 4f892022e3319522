import { LoginScreen, type LoginVariant, type SignedInDetail } from './login-screen.tsx';

export interface LoginElementProps {
  /** Where to go after a completed sign-in; without it the host page listens to `signedin`. */
  afterSignIn?: string;
  onSignedIn?: (detail: SignedInDetail) => void;
}

/** Only a page of the host site itself: the attribute must not become an open redirect or a script. */
const goOnTo = (target: string) => {
  const url = new URL(target, location.href);
  if (url.origin === location.origin && (url.protocol === 'https:' || url.protocol === 'http:')) {
    location.assign(url.href);
  } else console.error(`after-sign-in must be a page of this site, not ${target}`);
};

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
      if (afterSignIn) goOnTo(afterSignIn);
    }}
  />
);

export const AdminLoginElement = (props: LoginElementProps) => <EmbeddedLogin variant="admin" {...props} />;
export const DealerLoginElement = (props: LoginElementProps) => <EmbeddedLogin variant="dealer" {...props} />;
