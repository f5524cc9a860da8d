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

export function describeProblem(fn: string, p: Problem): string {
  const where = p.row !== undefined ? `row ${p.row}${p.group ? ` (${p.group})` : ''}` : (p.group ?? '');
  return `${fn}: ${where ? `${where}: ` : ''}${p.message}`;
}

const SHOWN_IN_MESSAGE = 5;

/** The one error Podium throws for bad data: every problem found, the first few in the message Sheets shows. */
export class PodiumError extends Error {
  constructor(
    readonly fn: string,
    readonly problems: Problem[],
  ) {
    const shown = problems.slice(0, SHOWN_IN_MESSAGE).map((p) => describeProblem(fn, p));
    const more = problems.length > SHOWN_IN_MESSAGE ? ` (and ${problems.length - SHOWN_IN_MESSAGE} more)` : '';
    super(shown.join(' | ') + more);
    this.name = 'PodiumError';
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
