import { defineElement } from '../../core/define-element.tsx';
import { DealerLoginElement } from '../../session/login/login-element.tsx';
import coreCss from '../../styles/core.css?inline';
import loginCss from '../../styles/login.css?inline';

defineElement('bo-dealer-login', DealerLoginElement, {
  props: { afterSignIn: 'string' },
  events: ['onSignedIn'],
  styles: [coreCss, loginCss],
  docs: {
    description:
      'The dealer sign-in form: branch (where the company has several), user name and password, then the second factor when the account needs one.',
    props: {
      afterSignIn:
        "A page of the host site to open after a completed sign-in (another site's address is refused); without it, the host page listens to `signedin`.",
    },
    events: {
      signedin: {
        detail: '{ UserName: string; Roles: string[]; CompanyId: number }',
        description: 'After a completed sign-in: who signed in, their roles and their company.',
      },
    },
  },
});
