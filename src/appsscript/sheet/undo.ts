import type { Lang } from '../../engine/i18n/lang';
import { SERVER_WORDS } from '../serverWords';

/**
 * Changes made to the document, each with the way to take it back. Sheets has no transactions, so Podium keeps its
 * own: when a call fails part-way, every change made so far is undone, last first, and the document is as it was.
 */
export class Changes {
  private readonly undos: (() => void)[] = [];

  /** Makes a change and remembers how to take it back (given what the change returned). */
  make<T>(change: () => T, undo: (made: T) => void): T {
    const made = change();
    this.undos.push(() => undo(made));
    return made;
  }

  /** Takes back every change, last first. Returns false when an undo itself failed (the document may be half-done). */
  undoAll(): boolean {
    let whole = true;
    for (const undo of this.undos.reverse()) {
      try {
        undo();
      } catch {
        whole = false;
      }
    }
    return whole;
  }
}

/** The message of a thrown value from any realm (the service's errors are not always this script's Error). */
export const messageOf = (e: unknown) => (typeof e === 'object' && e !== null && 'message' in e ? String(e.message) : String(e));

/**
 * What the organizer is told of a failure, in their language: after changes were taken back, or before any change
 * was made. `doing` is what Podium was doing, in that language (`SERVER_WORDS[lang].writingStandings`).
 */
export function failureMessage(e: unknown, doing: string, lang: Lang): string {
  return e instanceof ChangeFailed ? e.describe(doing, lang) : SERVER_WORDS[lang].failedBefore(doing, messageOf(e));
}

/** A service failure while changing the document, after Podium took back what it had done. */
export class ChangeFailed extends Error {
  constructor(
    readonly cause: unknown,
    /** Whether every change was taken back, so the document is as it was. */
    readonly undone: boolean,
  ) {
    // the service's errors may come from another realm than this script's Error: read the message, not the class
    super(messageOf(cause));
    this.name = 'ChangeFailed';
  }

  /** What the organizer is told. */
  describe(doing: string, lang: Lang): string {
    const words = SERVER_WORDS[lang];
    return this.undone ? words.refusedUndone(doing, this.message) : words.refusedHalfDone(doing, this.message);
  }
}

/** Runs the work; if any call fails, undoes every change it made and throws ChangeFailed. */
export function allOrNothing<T>(work: (changes: Changes) => T): T {
  const changes = new Changes();
  try {
    return work(changes);
  } catch (e) {
    throw new ChangeFailed(e, changes.undoAll());
  }
}
