import { ChequeRegisterPage } from '../../accounting/books/cheque-register-page.tsx';
import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import coreCss from '../../styles/core.css?inline';
import entitiesCss from '../../styles/entities.css?inline';
import pagesCss from '../../styles/pages.css?inline';
import salesCss from '../../styles/sales.css?inline';

defineElement('bo-cheque-register', withQueries(ChequeRegisterPage), {
  styles: [coreCss, pagesCss, entitiesCss, salesCss],
  docs: {
    description:
      'The cheque register: cheques received from parties and issued on payment vouchers, by direction, status, bank, cheque dates and search, with the total and an export; a row opens its collection or voucher.',
  },
});
