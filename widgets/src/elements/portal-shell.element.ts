import { defineElement } from '../core/define-element.tsx';
import { PortalShellElement } from '../shell/shell-elements.tsx';
import coreCss from '../styles/core.css?inline';
import shellCss from '../styles/shell.css?inline';
// The profile menu opens the support ticket form inside this shadow root.
import supportCss from '../support/support.css?inline';

defineElement('bo-portal-shell', PortalShellElement, {
  props: { bare: 'boolean' },
  styles: [coreCss, shellCss, supportCss],
});
