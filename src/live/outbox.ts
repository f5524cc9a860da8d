// A phone's reports not yet acknowledged (SPEC §15.7, research/reporting.md §1.6): kept in the page's storage until the
// server answers, said "not sent yet", sent again with back-off (2, 4, 8, 16, 30 s) on `busy`, `unavailable` or a call
// that never reached the server, at once when the network comes back or the page is shown again. A report is sent with
// one nonce for its whole life, so a retry of a report that did arrive changes nothing on the server: it arrives once.

/** How the server answers a report: acknowledged, or refused with a code (SPEC §15.4). */
export type Answer = { ok: true } | { ok: false; code: string; message: string };

/** The codes a phone sends again by itself; every other refusal is told to the player and the report dropped. */
export const RETRIED = new Set(['busy', 'unavailable']);
export const BACKOFF_S = [2, 4, 8, 16, 30];

/** A report kept: its key (one per player and table: a newer report replaces it), and the request as sent. */
export interface Kept<R> {
  key: string;
  request: R;
  /** Sends made so far. */
  tries: number;
}

/** Where reports are kept: localStorage when the page may use it, else only in memory (a private window's). */
export interface Store {
  read(): string | null;
  write(text: string | null): void;
}

export function pageStore(key: string): Store {
  return {
    read: () => {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    write: (text) => {
      try {
        if (text === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, text);
      } catch {
        // storage refused (full, private mode): the report stays in memory for as long as the page is open
      }
    },
  };
}

/** A send: calls the server and says what came back, or `null` when the call itself failed (no network). */
export type Send<R> = (request: R, answered: (answer: Answer | null) => void) => void;

export class Outbox<R> {
  private kept: Kept<R>[];
  private sending = new Set<string>();
  private timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly store: Store,
    private readonly send: Send<R>,
    /** Told after every change: what is kept, and the last answer of a report (for the player's card). */
    private readonly changed: (key: string, answer: Answer | null) => void,
  ) {
    this.kept = Outbox.parse(store.read());
  }

  private static parse<R>(text: string | null): Kept<R>[] {
    try {
      const list = JSON.parse(text ?? '[]') as unknown;
      return Array.isArray(list) ? list.filter((k): k is Kept<R> => Boolean(k) && typeof k.key === 'string' && 'request' in k) : [];
    } catch {
      return [];
    }
  }

  private save() {
    this.store.write(this.kept.length ? JSON.stringify(this.kept) : null);
  }

  /** The reports still to send, for the card ("not sent yet"). */
  pending(key: string): Kept<R> | undefined {
    return this.kept.find((k) => k.key === key);
  }

  /** Keeps a report (replacing an unsent one of the same key) and sends it now. */
  put(key: string, request: R) {
    this.kept = [...this.kept.filter((k) => k.key !== key), { key, request, tries: 0 }];
    this.save();
    this.attempt(key);
  }

  /** Sends every kept report not already on its way: the page's start, the network back, the page shown again. */
  flush() {
    for (const k of this.kept) if (!this.sending.has(k.key)) this.attempt(k.key);
  }

  private attempt(key: string) {
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    const k = this.pending(key);
    if (!k || this.sending.has(key)) return;
    this.sending.add(key);
    k.tries += 1;
    this.save();
    const sent = k.request;
    this.send(sent, (answer) => {
      this.sending.delete(key);
      const now = this.pending(key);
      // a newer report replaced this one while it was on its way: that one is sent now
      if (now && now.request !== sent) return this.attempt(key);
      if (answer && !(answer.ok === false && RETRIED.has(answer.code))) {
        this.kept = this.kept.filter((x) => x.key !== key);
        this.save();
      } else if (now) {
        const wait = BACKOFF_S[Math.min(now.tries - 1, BACKOFF_S.length - 1)] * 1000;
        this.timers.set(
          key,
          setTimeout(() => this.attempt(key), wait),
        );
      }
      this.changed(key, answer);
    });
  }
}

/** A nonce no other report of this phone or any other shares (the server keeps the ones it saw, SPEC §15.5). */
export function nonce(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
