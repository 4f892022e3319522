/** Names the history entry the guard adds; the token tells ours from one an earlier page left. */
const GUARD_KEY = 'boUnsavedGuard';

let tokens = 0;

const stateObject = (state: unknown): Record<string, unknown> =>
  state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};

/**
 * Whether an in-page router follows history moves here: the portal's router (wouter) marks the
 * history it patched. A widget on a host site has none; Back there loads another page, and
 * `beforeunload` already asks about that.
 */
export const historyIsRouted = (): boolean => Symbol.for('wouter_v3') in window;

/**
 * Catches the browser's Back while something is unsaved. The router cannot hold a history move, so
 * the guard adds an entry with the same address on top of the form's: Back then lands on the form's
 * own entry, changes nothing on screen, and `onBack` may ask. The entry goes again when nothing is
 * unsaved any more, and a departure replaces it, so history keeps no trace of it.
 */
export class BackGuard {
  private readonly token = `${Date.now()}-${++tokens}`;
  /** Whether the current entry is our guard entry, as far as we know. */
  private onGuard = false;
  /** Whether something is unsaved: a guard entry is wanted. */
  private wanted = false;
  /** popstate events still to come from our own history.back(): not the person's Back. */
  private ownMoves = 0;
  /** The form's address: a popstate elsewhere means the router has already left it. */
  private url = '';
  private stopped = false;

  constructor(private readonly onBack: () => void) {
    window.addEventListener('popstate', this.pop);
  }

  /** Something is unsaved: add the guard entry (once a move of ours has landed). */
  arm(): void {
    this.wanted = true;
    if (this.stopped || this.onGuard || this.ownMoves > 0) return;
    this.url = location.href;
    // Forward may have brought the person back onto our earlier entry: it serves again.
    if (!this.isOurs()) {
      history.pushState({ ...stateObject(history.state), [GUARD_KEY]: this.token }, '', location.href);
    }
    this.onGuard = true;
  }

  /** Nothing is unsaved any more: step back off the guard entry, to the form's own. */
  disarm(): void {
    this.wanted = false;
    if (this.stopped || !this.onGuard || this.ownMoves > 0) return;
    this.onGuard = false;
    if (!this.isOurs()) return;
    this.ownMoves += 1;
    history.back();
  }

  /** Whether a departure should replace the current entry (the guard) rather than add one. */
  get replacesEntry(): boolean {
    return !this.stopped && this.onGuard && this.isOurs();
  }

  /**
   * Goes where the person's Back was going: past the guard and the form's own entry. False, and no
   * move, when the form's entry is the tab's first (where the browser knows it): nowhere to go back.
   */
  goBackPast(): boolean {
    const index = 'navigation' in window ? navigation.currentEntry?.index : undefined;
    if (index !== undefined && index < 2) return false;
    this.stop();
    history.go(-2);
    return true;
  }

  /** Listens no more and leaves history alone (the page is going, or has gone). */
  stop(): void {
    this.stopped = true;
    window.removeEventListener('popstate', this.pop);
  }

  private isOurs(): boolean {
    return stateObject(history.state)[GUARD_KEY] === this.token;
  }

  private readonly pop = (): void => {
    if (this.ownMoves > 0) {
      this.ownMoves -= 1;
      if (this.ownMoves === 0 && this.wanted) this.arm();
      return;
    }
    if (!this.onGuard) return;
    this.onGuard = this.isOurs();
    // Back from our entry lands on the form's own, same address; anywhere else, the router has moved.
    if (this.onGuard || location.href !== this.url) return;
    this.arm();
    this.onBack();
  };
}
