// @ts-check
import { connectWidget, noticeLine } from './widget-token.js';

const detail = /** @type {HTMLElement} */ (document.querySelector('bo-activation-request-detail'));
const showProblem = noticeLine('bank-notice');
const confirm = noticeLine('bank-confirmation');
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'NPR' });

// cid (the member's company) stays unused: the token already names the cooperative.
const query = new URLSearchParams(location.search);
const requestId = query.get('id') ?? '';
const phone = query.get('phone') ?? '';

detail.addEventListener('renewed', (event) => {
  const renewed =
    /** @type {CustomEvent<{ id: number, phone: string, chargeAmount: number | null, disabled: boolean }>} */ (
      event
    ).detail;
  const charged =
    renewed.chargeAmount === null ? '' : ` ${rupees.format(renewed.chargeAmount)} is charged to the member.`;
  const then = renewed.disabled ? ' The service stays disabled until it is enabled again.' : '';
  confirm(`Thank you. Mobile banking for ${renewed.phone} is renewed.${charged}${then}`);
});

if (/^\d+$/.test(requestId)) {
  detail.setAttribute('request-id', requestId);
  detail.setAttribute('phone', phone);
  connectWidget(detail, 'activation-request-detail', showProblem);
} else {
  detail.remove();
  showProblem('No member was chosen. Go back to the renewals list and choose Renew beside a member.');
}
