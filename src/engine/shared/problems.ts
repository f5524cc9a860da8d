import type { Lang } from '../i18n/lang';
import type { Text } from '../i18n/message';
import { render } from '../i18n/message';
import { say } from './messages';

/**
 * One thing wrong with the data, in the user's terms. `row` is 1-based within the range (a header-driven range's
 * header is row 1); `column` is the argument's name or the header's; `group` reads like "table 3".
 * The sidebar and the command line turn row and column into a cell (`Results!D7`) or a file's line.
 */
export interface Problem {
  row?: number;
  column?: string;
  /** 0-based column within a header-driven range, so an adapter can name the cell. */
  col?: number;
  group?: Text;
  /** The range the row is in, when it is not the function's first (a seating's roster, a circuit's aliases). */
  range?: 'roster' | 'aliases';
  /** A message and its parameters, rendered in the reader's language by the adapter; a string is English only. */
  message: Text;
}

/** The most of any value a message quotes, and the most a problem's message may be (docs/conventions.md#long-values). */
export const QUOTED = 100;
export const MESSAGE = 300;
/** The most the message Sheets shows may be: the first problems that fit, then how many more. */
const SHOWN = 600;

/** Text cut to `max` characters, the cut marked with "…". */
export function clip(text: string, max = QUOTED): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Any long run without a space (a name or value pasted by mistake, quoted as it is) cut as `clip` cuts; a value
 * already cut to 100 characters, with its quotes and punctuation, is left as it is.
 */
const longRuns = (text: string) => text.replace(/\S{121,}/g, (run) => clip(run));

/** A problem whose every part is bounded, whatever the input it quotes (a 50,000-character cell, a table id). */
function bounded(p: Problem): Problem {
  return {
    ...p,
    message: typeof p.message === 'string' ? clip(longRuns(p.message), MESSAGE) : p.message,
    ...(typeof p.group === 'string' ? { group: clip(p.group) } : {}),
    ...(p.column === undefined ? {} : { column: clip(p.column) }),
  };
}

/** Where a problem is, in `lang`: "row 6 (table 3)", "table 3", or nothing. */
export function placeOf(p: Problem, lang: Lang = 'en'): string {
  const group = p.group === undefined ? '' : render(p.group, lang);
  return p.row !== undefined ? `${render(say('atRow', { row: p.row }), lang)}${group ? ` (${group})` : ''}` : group;
}

/** A problem's text in `lang`: the message, its long values cut (docs/conventions.md#long-values). */
export const problemText = (p: Problem, lang: Lang = 'en') => clip(longRuns(render(p.message, lang)), MESSAGE);

export function describeProblem(fn: string, p: Problem, lang: Lang = 'en'): string {
  const where = placeOf(p, lang);
  return `${fn}: ${where ? `${where}: ` : ''}${problemText(p, lang)}`;
}

const SHOWN_IN_MESSAGE = 5;

/** The one error Podium throws for bad data: every problem found, the first few in the message Sheets shows. */
export class PodiumError extends Error {
  readonly problems: Problem[];
  constructor(
    readonly fn: string,
    problems: Problem[],
  ) {
    const all = problems.map(bounded);
    super(shownText(fn, all, 'en'));
    this.name = 'PodiumError';
    this.problems = all;
  }

  /** The message Sheets shows, in `lang`. */
  render(lang: Lang): string {
    return shownText(this.fn, this.problems, lang);
  }
}

/** The first problems that fit in what Sheets shows, then how many more. */
function shownText(fn: string, all: readonly Problem[], lang: Lang): string {
  const shown: string[] = [];
  for (const p of all.slice(0, SHOWN_IN_MESSAGE)) {
    const line = describeProblem(fn, p, lang);
    if (shown.length && shown.join(' | ').length + line.length > SHOWN) break;
    shown.push(line);
  }
  const more = all.length > shown.length ? ` ${render(say('andMore', { count: all.length - shown.length }), lang)}` : '';
  return shown.join(' | ') + more;
}

/** A breach of one rule, before the caller knows the row or group it belongs to. */
export class Breach extends Error {
  constructor(readonly said: Text) {
    super(render(said));
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
