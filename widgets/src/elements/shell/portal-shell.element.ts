import { defineElement } from '../../core/define-element.tsx';
import { PortalShellElement } from '../../shell/shell-elements.tsx';
import coreCss from '../../styles/core.css?inline';
import shellCss from '../../styles/shell.css?inline';
// The profile menu opens the support ticket form inside this shadow root.
import supportCss from '../../support/support.css?inline';

defineElement('bo-portal-shell', PortalShellElement, {
  props: { bare: 'boolean' },
  styles: [coreCss, shellCss, supportCss],
  docs: {
    description:
      "The portal's frame around the host page's own content: header with the profile menu, side menu, footer, and the connection, broadcast and notice messages.",
    props: {
      bare: '`true`: the bare layout, header and footer without the side menu.',
    },
    slots: {
      '': "The host page's own content, in the frame's main area.",
    },
  },
});
