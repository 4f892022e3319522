import { DeleteProfilePage } from '@backoffice/widgets/account/delete-profile-page.tsx';
import { withQueries } from '@backoffice/widgets/core/with-queries.tsx';
import { useEffect } from 'react';

const DeleteProfile = withQueries(DeleteProfilePage);

/** /user/deleteprofile: reachable signed in or not, without the shell. */
export const DeleteProfileRoute = () => {
  useEffect(() => {
    document.title = 'Delete Account';
  }, []);
  return <DeleteProfile />;
};
