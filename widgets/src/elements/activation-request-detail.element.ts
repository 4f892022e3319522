import { defineElement } from '../core/define-element.tsx';
import { withQueries } from '../core/with-queries.tsx';
import { ActivationRequestDetailElement } from '../mobile-banking/activation-request-detail-element.tsx';
import coreCss from '../styles/core.css?inline';
import entitiesCss from '../styles/entities.css?inline';
import mobileBankingCss from '../styles/mobile-banking.css?inline';
import pagesCss from '../styles/pages.css?inline';
import salesCss from '../styles/sales.css?inline';

defineElement('bo-activation-request-detail', withQueries(ActivationRequestDetailElement), {
  props: { token: 'string', requestId: 'number', phone: 'string' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss, mobileBankingCss],
});
