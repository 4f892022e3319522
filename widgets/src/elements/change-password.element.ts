import { defineElement } from '../core/define-element.tsx';
import { ChangePasswordElement } from '../shell/shell-elements.tsx';
import coreCss from '../styles/core.css?inline';

defineElement('bo-change-password', ChangePasswordElement, {
  props: { open: 'boolean' },
  events: ['onClose'],
  styles: [coreCss],
});
