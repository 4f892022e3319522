import { defineElement } from '../core/define-element.tsx';
import { DealerLoginElement } from '../session/login/login-element.tsx';
import coreCss from '../styles/core.css?inline';
import loginCss from '../styles/login.css?inline';

defineElement('bo-dealer-login', DealerLoginElement, {
  props: { afterSignIn: 'string' },
  events: ['onSignedIn'],
  styles: [coreCss, loginCss],
});
