import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import { ActivationRequestDetailElement } from '../../mobile-banking/activation-request-detail-element.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import mobileBankingCss from '../../styles/mobile-banking.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-activation-request-detail', withQueries(ActivationRequestDetailElement), {
  props: { token: 'string', requestId: 'number', phone: 'string' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss, mobileBankingCss],
  docs: {
    description:
      "One mobile-banking activation request of the widget token's company: the member, the service, charges and history, with the actions its state allows (renew, new charge, disable, enable, resets), each in a dialog.",
    props: {
      token:
        "The widget token the host's backend minted (scope `mobilebanking.activation`); a new one reloads the element.",
      requestId: 'The activation request to show.',
      phone:
        "The member's phone number the host page expects: a different one on the request is pointed out.",
    },
    events: {
      changed: {
        detail: "{ id: number; status: 'requested' | 'activated' | 'rejected' | 'disabled' }",
        description: 'After any action: the request as it now is.',
      },
      renewed: {
        detail: '{ id: number; phone: string; chargeAmount: number | null; disabled: boolean }',
        description:
          'After a renewal: the renewal charge in rupees (null when none was recorded), and whether the renewal also disabled the service.',
      },
      tokenexpired: {
        description:
          'The server refused the token (expired, or its key revoked), once per token: set a new `token` attribute and the element loads again.',
      },
    },
  },
});
