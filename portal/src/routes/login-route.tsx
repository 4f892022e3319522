import { LoginScreen } from '@backoffice/widgets/session/login/login-screen.tsx';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

/** /account/login and ?login=dealer (spec section 2). */
export const LoginRoute = ({ stayOnPage = false }: { stayOnPage?: boolean }) => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const variant = new URLSearchParams(search).get('login') === 'dealer' ? 'dealer' : 'admin';
  useEffect(() => {
    document.title = variant === 'dealer' ? 'Dealer Login' : 'Admin Login';
  }, [variant]);
  return (
    <LoginScreen
      variant={variant}
      onSignedIn={() => {
        if (!stayOnPage) navigate('/dashboard/admin', { replace: true });
      }}
    />
  );
};
