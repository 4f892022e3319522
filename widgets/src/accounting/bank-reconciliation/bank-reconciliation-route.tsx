/** The portal's entry to bank reconciliation: the page with its stylesheet, loaded when it opens. */
import './bank-reconciliation.css';

export { BankReconciliationPage } from './bank-reconciliation-page.tsx';
