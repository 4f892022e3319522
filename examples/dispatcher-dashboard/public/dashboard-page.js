// @ts-check
import { createTokenKeeper, fetchSalesPersons, noticeLine } from './dispatch-api.js';

const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
/** The back office's limit for one travel-history request. */
const MAX_DAYS = 31;
const DAY_MS = 86_400_000;

const backoffice = document.body.dataset.backoffice ?? '';
const showProblem = noticeLine('desk-notice');
const tokens = createTokenKeeper(showProblem);

const live = /** @type {HTMLElement} */ (document.querySelector('bo-live-locations'));
tokens.attach(live);

// The framed page reads its token from the address fragment, which never reaches a server or a
// log. It reads it once, so each new token gets a new frame.
const frameSlot = /** @type {HTMLElement} */ (document.getElementById('frame-slot'));
tokens.onToken(({ token, companyId }) => {
  const frame = document.createElement('iframe');
  frame.title = 'Live locations, the back office page';
  frame.src = `${backoffice}/salesapp/iframe/userscurrentlocation?cid=${companyId}#token=${encodeURIComponent(token)}`;
  frameSlot.replaceChildren(frame);
});

// The back office keeps tracks by Nepal calendar days.
const nepalToday = () => new Date(Date.now() + NEPAL_OFFSET_MS).toISOString().slice(0, 10);

const form = /** @type {HTMLFormElement} */ (document.getElementById('travel-form'));
const person = /** @type {HTMLSelectElement} */ (document.getElementById('travel-person'));
const from = /** @type {HTMLInputElement} */ (document.getElementById('travel-from'));
const to = /** @type {HTMLInputElement} */ (document.getElementById('travel-to'));
const hint = /** @type {HTMLElement} */ (document.getElementById('travel-hint'));
const travelSlot = /** @type {HTMLElement} */ (document.getElementById('travel-slot'));
from.value = nepalToday();
to.value = nepalToday();

/** @type {HTMLElement | null} */
let travel = null;

/** Created on the first choice: with its person and days already set, its first call is the right one. */
const showTravel = () => {
  const days = (Date.parse(to.value) - Date.parse(from.value)) / DAY_MS;
  if (!(days >= 0)) return showProblem('The first day must not be after the last.');
  if (days >= MAX_DAYS) return showProblem(`Choose at most ${MAX_DAYS} days.`);
  showProblem('');
  if (!travel) {
    travel = document.createElement('bo-travel-history');
    travel.setAttribute('server', backoffice);
    travel.setAttribute('theme', 'light');
  }
  travel.setAttribute('spuid', person.value);
  travel.setAttribute('fd', from.value);
  travel.setAttribute('td', to.value);
  if (!travel.isConnected) {
    tokens.attach(travel);
    travelSlot.append(travel);
  }
  hint.textContent = `Route of ${person.selectedOptions[0]?.textContent ?? ''}, ${from.value} to ${to.value}.`;
};

form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (person.value !== '') showTravel();
});

const fillPersons = async () => {
  try {
    const persons = await fetchSalesPersons();
    const options = persons.map(({ userId, name, lastReport }) => {
      const option = document.createElement('option');
      option.value = String(userId);
      option.textContent = name;
      option.title = `Last report ${lastReport}`;
      return option;
    });
    if (options.length === 0) {
      person.replaceChildren(new Option('Nobody has reported a position yet', ''));
      return;
    }
    person.replaceChildren(...options);
    showTravel();
  } catch (error) {
    person.replaceChildren(new Option('The list could not be loaded', ''));
    showProblem(error instanceof Error ? error.message : String(error));
  }
};

tokens.refresh();
fillPersons();
