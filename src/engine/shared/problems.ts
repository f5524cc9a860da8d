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
  group?: string;
  /** The range the row is in, when it is not the function's first (a seating's roster). */
  range?: 'roster';
  message: string;
}

/** The most of any value a message quotes, and the most a problem's message may be (SPEC §12.12). */
export const QUOTED = 100;
const MESSAGE = 300;
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
    message: clip(longRuns(p.message), MESSAGE),
    ...(p.group === undefined ? {} : { group: clip(p.group) }),
    ...(p.column === undefined ? {} : { column: clip(p.column) }),
  };
}

export function describeProblem(fn: string, p: Problem): string {
  const where = p.row !== undefined ? `row ${p.row}${p.group ? ` (${p.group})` : ''}` : (p.group ?? '');
  return `${fn}: ${where ? `${where}: ` : ''}${p.message}`;
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
    const shown: string[] = [];
    for (const p of all.slice(0, SHOWN_IN_MESSAGE)) {
      const line = describeProblem(fn, p);
      if (shown.length && shown.join(' | ').length + line.length > SHOWN) break;
      shown.push(line);
    }
    const more = all.length > shown.length ? ` (and ${all.length - shown.length} more)` : '';
    super(shown.join(' | ') + more);
    this.name = 'PodiumError';
    this.problems = all;
  }
}

/** A breach of one rule, before the caller knows the row or group it belongs to. */
export class Breach extends Error {
  constructor(message: string) {
    super(message);
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
    if (e instanceof Breach) throw new PodiumError(fn, [{ ...where, message: e.message }]);
    throw e;
  }
}
