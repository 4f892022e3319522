// @ts-check
import { connectWidget, noticeLine } from './widget-token.js';

const renewals = /** @type {HTMLElement} */ (document.querySelector('bo-renewals'));
const showProblem = noticeLine('bank-notice');

// The bank keeps its tellers on its own site, in the same tab, instead of the default new tab.
renewals.addEventListener('renew', (event) => {
  event.preventDefault();
  const { id, phone, cid } = /** @type {CustomEvent<{ id: number, phone: string, cid: number }>} */ (event)
    .detail;
  const query = new URLSearchParams({ id: String(id), phone, cid: String(cid) });
  location.assign(`/detail.html?${query}`);
});

connectWidget(renewals, 'renewals', showProblem);
