/**
 * One script for a host page that does not want to list widget files: each custom element's module
 * is fetched the first time its tag appears in the page.
 */
const ELEMENT_MODULES: Record<string, string> = {
  'bo-admin-login': './admin-login.js',
  'bo-dealer-login': './dealer-login.js',
  'bo-portal-shell': './portal-shell.js',
  'bo-change-password': './change-password.js',
  'bo-dashboard': './dashboard.js',
  'bo-notifications': './notifications.js',
  'bo-company-profile': './company-profile.js',
  'bo-delete-profile': './delete-profile.js',
  'bo-entity-list': './entity-list.js',
  'bo-entity-form': './entity-form.js',
  'bo-site-info': './site-info.js',
  'bo-order-board': './order-board.js',
  'bo-order-list': './order-list.js',
  'bo-order-detail': './order-detail.js',
  'bo-order-form': './order-form.js',
  'bo-chalan': './chalan.js',
  'bo-return-list': './return-list.js',
  'bo-return-detail': './return-detail.js',
  'bo-return-form': './return-form.js',
  'bo-collection-list': './collection-list.js',
  'bo-collection-detail': './collection-detail.js',
  'bo-collection-form': './collection-form.js',
  'bo-party-statement': './party-statement.js',
  'bo-beat-plan-list': './beat-plan-list.js',
  'bo-beat-plan-detail': './beat-plan-detail.js',
  'bo-beat-plan-form': './beat-plan-form.js',
  'bo-day-book': './day-book.js',
  'bo-voucher-detail': './voucher-detail.js',
  'bo-voucher-entry': './voucher-entry.js',
  'bo-tax-invoice': './tax-invoice.js',
  'bo-chart-of-accounts': './chart-of-accounts.js',
  'bo-cheque-register': './cheque-register.js',
  'bo-trial-balance': './trial-balance.js',
  'bo-profit-and-loss': './profit-and-loss.js',
  'bo-balance-sheet': './balance-sheet.js',
  'bo-general-ledger': './general-ledger.js',
  'bo-ageing': './ageing.js',
  'bo-cost-center-summary': './cost-center-summary.js',
  'bo-ird-billing': './ird-billing.js',
  'bo-vat-books': './vat-books.js',
  'bo-attendance-sheet': './attendance-sheet.js',
  'bo-bank-reconciliation': './bank-reconciliation.js',
  'bo-year-end': './year-end.js',
  'bo-renewals': './renewals.js',
  'bo-activation-request-detail': './activation-request-detail.js',
  'bo-live-locations': './live-locations.js',
  'bo-travel-history': './travel-history.js',
  'bo-beat-map': './beat-map.js',
  'bo-delivery-map': './delivery-map.js',
  'bo-directions-map': './directions-map.js',
  'bo-attendance-list': './attendance-list.js',
  'bo-attendance-detail': './attendance-detail.js',
  'bo-attendance-entry': './attendance-entry.js',
  'bo-attendance-settings': './attendance-settings.js',
  'bo-advance-outstanding': './advance-outstanding.js',
};

const requested = new Set<string>();

const upgrade = (root: ParentNode): void => {
  for (const [tag, file] of Object.entries(ELEMENT_MODULES)) {
    if (requested.has(tag) || customElements.get(tag) || !root.querySelector(tag)) continue;
    requested.add(tag);
    import(/* @vite-ignore */ new URL(file, import.meta.url).href).catch((error: unknown) => {
      requested.delete(tag);
      console.error(`Could not load the ${tag} widget`, error);
    });
  }
};

upgrade(document);
new MutationObserver(() => upgrade(document)).observe(document.documentElement, {
  childList: true,
  subtree: true,
});
