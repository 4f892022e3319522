/**
 * The instant every browser test file starts at: noon in Kathmandu (06:15 UTC), so a file never
 * crosses the company's midnight (18:15 UTC) however long the run takes or whenever it starts.
 */
export const E2E_EPOCH = new Date('2026-11-25T06:15:00.000Z');

/** The demo companies' zone: "today" in a test is the date here, as the server reckons it. */
export const COMPANY_TIME_ZONE = 'Asia/Kathmandu';

/**
 * The server's and the browsers' clock for one test file: it starts at `start` and then moves with
 * real elapsed time (timers, hub pings and timeouts behave as in production), and a test may move it
 * forward instead of waiting.
 */
export class E2eClock {
  private offsetMs: number;

  constructor(start: Date = E2E_EPOCH) {
    this.offsetMs = start.getTime() - Date.now();
  }

  nowMs = (): number => Date.now() + this.offsetMs;

  now = (): Date => new Date(this.nowMs());

  /** Jumps forward; the portal fixture moves its open browser contexts along. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** YYYY-MM-DD of an instant in the company's zone (not the UTC date, which is a day behind from 18:15 UTC). */
export const companyDate = (at: Date | number, daysBack = 0): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE }).format(
    new Date((typeof at === 'number' ? at : at.getTime()) - daysBack * 86_400_000),
  );
