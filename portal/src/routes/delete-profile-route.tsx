import { DeleteProfilePage } from '@backoffice/widgets/account/delete-profile-page.tsx';
import { useEffect } from 'react';

/** /user/deleteprofile: reachable signed in or not, without the shell. */
export const DeleteProfileRoute = () => {
  useEffect(() => {
    document.title = 'Delete Account';
  }, []);
  return <DeleteProfilePage />;
};
