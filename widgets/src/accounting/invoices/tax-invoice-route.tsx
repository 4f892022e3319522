/** The portal's entry to the tax invoice: the page with its stylesheet, loaded when it opens. */
import './tax-invoice.css';

export { TaxInvoicePage } from './tax-invoice-page.tsx';
