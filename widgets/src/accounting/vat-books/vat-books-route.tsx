/** The portal's entry to the VAT books: the page with its stylesheet, loaded when it opens. */
import './vat-books.css';

export { VatBooksPage } from './vat-books-page.tsx';
