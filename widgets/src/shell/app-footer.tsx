import { ArrowUp } from 'lucide-react';

/** Footer with the back-to-top link of spec section 2. */
export const AppFooter = ({ companyName }: { companyName: string | undefined }) => (
  <footer className="bo-footer">
    <span>
      © {new Date().getFullYear()} {companyName ?? ''}
    </span>
    <button
      type="button"
      className="bo-back-to-top"
      onClick={(event) => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        const top = (event.currentTarget.getRootNode() as Document | ShadowRoot).getElementById('bo-top');
        top?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp size={16} aria-hidden="true" /> Back to top
    </button>
  </footer>
);
