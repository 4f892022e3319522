import { Printer } from 'lucide-react';

/** Prints the page as it stands; what is marked bo-no-print stays off the paper. */
export const PrintButton = () => (
  <button type="button" className="bo-btn" onClick={() => window.print()}>
    <Printer size={18} aria-hidden="true" />
    Print
  </button>
);
