import { DeleteProfilePage } from '../../account/delete-profile-page.tsx';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import pagesCss from '../../styles/pages.css?inline';

defineElement('bo-delete-profile', withQueries(DeleteProfilePage), {
  styles: [coreCss, pagesCss],
  docs: {
    description:
      'Self-service account deletion, signed in or not: user name, password and its confirmation, and an authenticator code when the account has two-factor sign-in.',
  },
});
