export const Loader = ({ fill = false, label = 'Loading' }: { fill?: boolean; label?: string }) => (
  <div className={fill ? 'bo-loader bo-loader-fill' : 'bo-loader'} role="status">
    <div className="bo-spinner" aria-hidden="true" />
    <span className="bo-sr-only">{label}</span>
  </div>
);
