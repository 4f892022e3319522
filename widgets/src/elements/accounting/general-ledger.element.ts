import { GeneralLedgerPage } from '../../accounting/ledger-reports/general-ledger-page.tsx';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-general-ledger', withQueries(GeneralLedgerPage), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
  docs: {
    description:
      'The general ledger of one ledger over a period (the fiscal year to today unless picked), for the whole company, a branch or a cost center: the opening balance, each line with its voucher, other side, narration and cheque and the running balance after it, 100 lines a page, the totals and closing balance, with export (CSV, Excel, PDF) and print. Reads LedgerId, From, To, BranchId and CostCenterId from the address.',
  },
});
