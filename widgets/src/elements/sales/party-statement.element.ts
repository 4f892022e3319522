import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import { PartyStatementElement } from '../../sales/statements/party-statement-element.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-party-statement', withQueries(PartyStatementElement), {
  props: { partyId: 'number' },
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
  docs: {
    description:
      "A party's balance and statement over a date range, printable; without party-id, a party picker first.",
    props: {
      partyId: "The party shown first; the element's picker can change it.",
    },
  },
});
