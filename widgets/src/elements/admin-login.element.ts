import { defineElement } from '../core/define-element.tsx';
import { AdminLoginElement } from '../session/login/login-element.tsx';
import coreCss from '../styles/core.css?inline';
import loginCss from '../styles/login.css?inline';

defineElement('bo-admin-login', AdminLoginElement, {
  props: { afterSignIn: 'string' },
  events: ['onSignedIn'],
  styles: [coreCss, loginCss],
});
