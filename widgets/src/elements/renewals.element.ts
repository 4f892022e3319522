import { defineElement } from '../core/define-element.tsx';
import { RenewalsElement } from '../mobile-banking/renewals/renewals-element.tsx';
import coreCss from '../styles/core.css?inline';
import mobileBankingCss from '../styles/mobile-banking.css?inline';
import pagesCss from '../styles/pages.css?inline';

defineElement('bo-renewals', RenewalsElement, {
  props: { token: 'string', pageSize: 'number', detailUrl: 'string' },
  styles: [coreCss, pagesCss, mobileBankingCss],
});
