import { defineElement } from '../../core/define-element.tsx';
import { ChangePasswordElement } from '../../shell/shell-elements.tsx';
import coreCss from '../../styles/core.css?inline';

defineElement('bo-change-password', ChangePasswordElement, {
  props: { open: 'boolean' },
  events: ['onClose'],
  styles: [coreCss],
  docs: {
    description:
      'The change password dialog on its own, for the signed-in user; a successful change reloads the page.',
    props: {
      open: '`true` shows the dialog, `false` hides it.',
    },
    events: {
      close: {
        description: 'The dialog was dismissed without a change.',
      },
    },
  },
});
