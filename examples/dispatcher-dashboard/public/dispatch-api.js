// @ts-check

/** A new token this long before the one in use expires: the framed page cannot say it expired. */
const REFRESH_BEFORE_MS = 60_000;
/** Never sooner than this, whatever the answer's expiry says (a clock far off, a short token). */
const MIN_REFRESH_DELAY_MS = 30_000;

/** @typedef {{ token: string, expiresAt: string, companyId: number }} WidgetToken */
/** @typedef {{ userId: number, name: string, userName: string, lastReport: string }} SalesPerson */

/**
 * @template T
 * @param {Response} answer
 * @returns {Promise<T>}
 */
const bodyOf = async (answer) => {
  const body = await answer.json().catch(() => ({}));
  if (!answer.ok) throw new Error(body.error ?? `The dispatch server answered ${answer.status}`);
  return body;
};

/**
 * Asks this site's own backend for a widget token. The backend holds the API key; the page only
 * ever sees tokens that expire within minutes.
 * @returns {Promise<WidgetToken>}
 */
const fetchWidgetToken = async () => bodyOf(await fetch('/widget-token', { method: 'POST' }));

/**
 * The sales persons for the travel-history form, read by the backend from the back office.
 * @returns {Promise<SalesPerson[]>}
 */
export const fetchSalesPersons = async () => bodyOf(await fetch('/sales-persons'));

/**
 * One widget token for the whole page: every map element gets it now, and a new one when any of
 * them reports that it expired; the framed page gets a new frame before its token runs out.
 * @param {(message: string) => void} showProblem
 */
export const createTokenKeeper = (showProblem) => {
  /** @type {Set<HTMLElement>} */
  const elements = new Set();
  /** @type {Set<(minted: WidgetToken) => void>} */
  const listeners = new Set();
  /** @type {WidgetToken | null} */
  let current = null;
  /** @type {Promise<void> | null} */
  let pending = null;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;

  const refresh = () => {
    // Both maps can expire together: one new token serves them all.
    pending ??= fetchWidgetToken()
      .then((minted) => {
        current = minted;
        for (const element of elements) element.setAttribute('token', minted.token);
        for (const listener of listeners) listener(minted);
        clearTimeout(timer);
        const lifetime = Date.parse(minted.expiresAt) - Date.now();
        timer = setTimeout(refresh, Math.max(lifetime - REFRESH_BEFORE_MS, MIN_REFRESH_DELAY_MS));
      })
      .catch((error) => showProblem(error instanceof Error ? error.message : String(error)))
      .finally(() => {
        pending = null;
      });
    return pending;
  };

  return {
    refresh,
    /** @param {HTMLElement} element */
    attach: (element) => {
      elements.add(element);
      element.addEventListener('tokenexpired', refresh);
      if (current) element.setAttribute('token', current.token);
    },
    /** @param {(minted: WidgetToken) => void} listener */
    onToken: (listener) => {
      listeners.add(listener);
      if (current) listener(current);
    },
  };
};

/**
 * The desk's message line: a message shows it, an empty one hides it.
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
