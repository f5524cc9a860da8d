import { LANGS, type Lang } from './lang';
import { message, render, type Said, sayer, type Text } from './message';

/**
 * One thing wrong with the data, in the user's terms: a message and where it is. `row` is 1-based within the range (a
 * header-driven range's header is row 1); `column` is the argument's name or the header's; `group` reads like "table 3".
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

/** An error as the engine hands it over: the function that refused its data, and every problem found. */
export interface Refused {
  fn: string;
  problems: readonly Problem[];
}

/** The words of where a problem is and of what a shortened list leaves out. */
export const ERROR_MESSAGES = {
  atRow: message({
    example: { row: 6 },
    en: (p) => `row ${p.row}`,
    it: (p) => `riga ${p.row}`,
    ro: (p) => `rândul ${p.row}`,
  }),
  andMore: message({
    example: { count: 4 },
    en: (p) => `(and ${p.count} more)`,
    it: (p) => (p.count === 1 ? '(e un altro)' : `(e altri ${p.count})`),
    ro: (p) => (p.count === 1 ? '(și încă una)' : `(și încă ${p.count})`),
  }),
};
const say = sayer(ERROR_MESSAGES);

/** The most of any value a message quotes, and the most a problem's message may be (docs/conventions.md#long-values). */
export const QUOTED = 100;
export const MESSAGE = 300;
/** The most the message Sheets shows may be: the first problems that fit, then how many more. */
const SHOWN = 600;
const SHOWN_IN_MESSAGE = 5;

/** Text cut to `max` characters, the cut marked with "…". */
export function clip(text: string, max = QUOTED): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Any long run without a space (a name or value pasted by mistake, quoted as it is) cut as `clip` cuts; a value
 * already cut to 100 characters, with its quotes and punctuation, is left as it is.
 */
export const longRuns = (text: string) => text.replace(/\S{121,}/g, (run) => clip(run));

/** Whether a message keeps within a problem's bound in every language (a list cut to fit: Diplomacy's systems). */
export const fitsAProblem = (said: Said) => LANGS.every((lang) => render(said, lang).length <= MESSAGE);

/** Where a problem is, in `lang`: "row 6 (table 3)", "table 3", or nothing. */
export function placeOf(p: Problem, lang: Lang): string {
  const group = p.group === undefined ? '' : render(p.group, lang);
  return p.row !== undefined ? `${render(say('atRow', { row: p.row }), lang)}${group ? ` (${group})` : ''}` : group;
}

/** A problem's text in `lang`: the message, its long values cut (docs/conventions.md#long-values). */
export const problemText = (p: Problem, lang: Lang) => clip(longRuns(render(p.message, lang)), MESSAGE);

/** A problem as an error tells it: `CATAN_STANDINGS: row 6 (round 2, table 3): …`. */
export function describeProblem(fn: string, p: Problem, lang: Lang): string {
  const where = placeOf(p, lang);
  return `${fn}: ${where ? `${where}: ` : ''}${problemText(p, lang)}`;
}

/** The message Sheets shows for an error, in `lang`: the first problems that fit, then how many more. */
export function errorText(e: Refused, lang: Lang): string {
  const shown: string[] = [];
  for (const p of e.problems.slice(0, SHOWN_IN_MESSAGE)) {
    const line = describeProblem(e.fn, p, lang);
    if (shown.length && shown.join(' | ').length + line.length > SHOWN) break;
    shown.push(line);
  }
  const more = e.problems.length > shown.length ? ` ${render(say('andMore', { count: e.problems.length - shown.length }), lang)}` : '';
  return shown.join(' | ') + more;
}

/**
 * What an Error's message says in English, the one string JavaScript asks of it (a log, an uncaught error): every
 * reader is told the error in their own language by their adapter, from its values.
 */
export const englishOf = (text: Text): string => render(text, 'en');
