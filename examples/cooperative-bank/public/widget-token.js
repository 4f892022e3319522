// @ts-check

/**
 * Asks this bank's own backend for a widget token. The backend holds the API key; the page only
 * ever sees tokens that expire within minutes.
 * @param {string} widget
 * @returns {Promise<{ token: string, expiresAt: string }>}
 */
const fetchWidgetToken = async (widget) => {
  const answer = await fetch('/widget-token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ widget }),
  });
  const body = await answer.json().catch(() => ({}));
  if (!answer.ok) throw new Error(body.error ?? `The bank's server answered ${answer.status}`);
  return body;
};

/**
 * Gives the element a token now, and a new one each time it reports that its token expired.
 * @param {HTMLElement} element
 * @param {string} widget
 * @param {(message: string) => void} showProblem
 */
export const connectWidget = (element, widget, showProblem) => {
  /** @type {Promise<void> | null} */
  let pending = null;
  const refresh = () => {
    // Several calls of the element can expire together: one new token serves them all.
    pending ??= fetchWidgetToken(widget)
      .then(({ token }) => element.setAttribute('token', token))
      .catch((error) => showProblem(error instanceof Error ? error.message : String(error)))
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  element.addEventListener('tokenexpired', refresh);
  return refresh();
};

/**
 * One of the bank's own message lines beside a widget: a message shows it, an empty one hides it.
 * @param {string} id
 */
export const noticeLine = (id) => {
  const notice = document.getElementById(id);
  return (/** @type {string} */ message) => {
    if (!notice) return;
    notice.textContent = message;
    notice.hidden = message === '';
  };
};
