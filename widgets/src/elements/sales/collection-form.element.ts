import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import { CollectionFormElement } from '../../sales/collections/collection-form-element.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-collection-form', withQueries(CollectionFormElement), {
  props: { paymentId: 'number', partyId: 'number' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
  docs: {
    description:
      'The collection form: records a payment received from a party; with payment-id it corrects one not yet counted.',
    props: {
      paymentId: 'The payment to correct; without it, a new collection.',
      partyId: 'For a new collection, the party chosen first.',
    },
    events: {
      saved: {
        detail: '{ id: number; receiptNo: string; created: boolean }',
        description:
          "After a save. Cancelable: by default the payment's page on our server then opens; `preventDefault()` keeps the host page where it is.",
      },
    },
  },
});
