// How the page asks the server (SPEC §13.3, §13.7.5): every 30 s ± 20 % while it is seen, 5 minutes apart after three
// failures in a row; a page shown again asks at once; only pages opened together wait a random part of the interval
// before their first poll, so that they do not call together.

export const POLL_MS = 30_000;
export const BACKOFF_MS = 300_000;

/** One call (or two: the version, then a snapshot it asks for) that says whether the server answered. */
export type Step = (done: (answered: boolean) => void) => void;

export class Poller {
  /** Failures in a row. */
  failures = 0;
  private timer: number | undefined;
  private running = false;
  private loaded = false;

  constructor(private readonly step: Step) {}

  /** The next wait: the interval with its jitter, or the back-off after three failures. */
  private interval(): number {
    return (this.failures >= 3 ? BACKOFF_MS : POLL_MS) * (0.8 + 0.4 * Math.random());
  }

  private later(ms: number): void {
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.run(), ms);
  }

  private run(): void {
    this.timer = undefined;
    // hidden: nothing asked until it is shown again
    if (document.visibilityState !== 'visible' || this.running) return;
    this.running = true;
    this.step((answered) => {
      this.running = false;
      this.failures = answered ? 0 : this.failures + 1;
      const first = answered && !this.loaded;
      if (answered) this.loaded = true;
      // the first poll after the first load comes at a random moment of the interval
      this.later(first ? Math.random() * POLL_MS : this.interval());
    });
  }

  /** Asks now: the first load, and a page shown again (one chain of calls, whatever the page's visibility does). */
  now(): void {
    if (!this.running) this.later(0);
  }
}
