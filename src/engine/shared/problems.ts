import { clip, englishOf, errorText, fitsAProblem, longRuns, MESSAGE, type Problem } from '../i18n/errors';
import type { Said, Text } from '../i18n/message';

/** A problem whose every part is bounded, whatever the input it quotes (a 50,000-character cell, a table id). */
function bounded(p: Problem): Problem {
  return {
    ...p,
    message: typeof p.message === 'string' ? clip(longRuns(p.message), MESSAGE) : p.message,
    ...(typeof p.group === 'string' ? { group: clip(p.group) } : {}),
    ...(p.column === undefined ? {} : { column: clip(p.column) }),
  };
}

/**
 * The one error Podium throws for bad data: every problem found, as values; each adapter tells them in its reader's
 * language (`errorText`). Its own message is the English (a log's).
 */
export class PodiumError extends Error {
  readonly problems: Problem[];
  constructor(
    readonly fn: string,
    problems: Problem[],
  ) {
    const all = problems.map(bounded);
    super(errorText({ fn, problems: all }, 'en'));
    this.name = 'PodiumError';
    this.problems = all;
  }
}

/** A breach of one rule, before the caller knows the row or group it belongs to. */
export class Breach extends Error {
  constructor(readonly said: Text) {
    super(englishOf(said));
    this.name = 'Breach';
  }
}

export function fail(fn: string, problem: Problem): never {
  throw new PodiumError(fn, [problem]);
}

/** Runs `read`; a Breach becomes a Problem at `where`, anything else goes on up. */
export function atPlace<T>(fn: string, where: Omit<Problem, 'message'>, read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof Breach) throw new PodiumError(fn, [{ ...where, message: e.said }]);
    throw e;
  }
}

/**
 * Runs `read`, whose problems are in another range than the function's first (a seating's roster, a circuit's
 * aliases): they are marked as that range's, so an adapter names its cells rather than the results'.
 */
export function inRange<T>(fn: string, range: NonNullable<Problem['range']>, read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof PodiumError)
      throw new PodiumError(
        fn,
        e.problems.map((p) => ({ ...p, range })),
      );
    throw e;
  }
}

/**
 * A list Podium writes into a message, too long for a problem's bound (docs/conventions.md#long-values): `said(n)` lists
 * its first `n` items and says the rest are left out; this is the one listing as many as the bound holds in every
 * language, at least one. The list then ends where an item ends, never where the bound's own cut falls (`li…`):
 * Diplomacy's systems (`system=`), Carcassonne's known modifiers.
 */
export function mostThatFit(total: number, said: (n: number) => Said): Said {
  let n = 1;
  while (n < total && fitsAProblem(said(n + 1))) n++;
  return said(n);
}
