import { defineElement } from '../../core/define-element.tsx';
import { RenewalsElement } from '../../mobile-banking/renewals/renewals-element.tsx';
import coreCss from '../../styles/core.css?inline';
import mobileBankingCss from '../../styles/mobile-banking.css?inline';
import pagesCss from '../../styles/pages.css?inline';

defineElement('bo-renewals', RenewalsElement, {
  props: { token: 'string', pageSize: 'number', detailUrl: 'string' },
  styles: [coreCss, pagesCss, mobileBankingCss],
  docs: {
    description:
      "A cooperative's Account Renew list: Expired, Due Today and Upcoming tabs with counts, search by name, phone or member number, rows per page, paging; dates in AD.",
    props: {
      token:
        "The widget token the host's backend minted (scope `mobilebanking.renewals`); a new one reloads the list.",
      pageSize: 'Rows per page at first; 20 without it.',
      detailUrl: "The host's own detail page, with `{id}`, `{phone}` and `{cid}` filled in (URL-encoded).",
    },
    events: {
      renew: {
        detail: '{ id: number; phone: string; cid: number }',
        description:
          "Renew was chosen for a member. Cancelable: by default the host's `detail-url` (else our portal's detail page) opens in a new tab.",
      },
      tokenexpired: {
        description:
          'The server refused the token (expired, or its key revoked), once per token: set a new `token` attribute and the element loads again.',
      },
    },
  },
});
