import Papa from 'papaparse';

/**
 * A results file as rows of text cells. The delimiter is guessed among `,`, `;` (as Italian spreadsheets export) and
 * tab; empty lines are kept so that row numbers stay line numbers. Decimal commas reach the engine as text ("2,5").
 */
export function parseCsv(text: string): string[][] {
  // trailing line ends are dropped first: the empty last line they make has one field, and papaparse then takes a
  // two-column ";" file (a roster: Player;Avoid) for one column of ","
  const body = text.replace(/^\uFEFF/, '').replace(/(\r?\n)+$/, '');
  const parsed = Papa.parse<string[]>(body, { delimitersToGuess: [',', ';', '\t'], skipEmptyLines: false });
  // Only broken quoting is fatal; a delimiter papaparse cannot guess (a one-column file) falls back to ",".
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal) throw new CsvError((fatal.row ?? 0) + 1, fatal.code === 'InvalidQuotes' ? 'malformed' : 'unclosed');
  const rows = parsed.data;
  while (rows.length && rows[rows.length - 1].every((c) => c.trim() === '')) rows.pop();
  return rows;
}

const PLAIN_NUMBER = /^-?\d{1,15}(\.\d+)?$/;

/**
 * A file's cells as the engine reads them: in a figure column, by its header (`figure`), a plain number is a number,
 * as a spreadsheet reads one typed (so that messages and figures read the same on the command line as in a cell, `50`
 * not `"50"`); the header and every other cell stay the text written, so that a player `0607` is not `607`.
 */
export function typedCells(rows: string[][], figure: (header: string) => boolean): (string | number)[][] {
  const [header = [], ...body] = rows;
  const figures = header.map(figure);
  return [header, ...body.map((r) => r.map((c, i) => (figures[i] && PLAIN_NUMBER.test(c.trim()) ? Number(c) : c)))];
}

/**
 * A text cell a spreadsheet would take for a formula (OWASP's CSV-injection list: =, +, -, @, tab, carriage return)
 * or read as a number or a date (`1/2`, `3-4`): written with a leading apostrophe, so a name stays text.
 */
const RISKY = /^([=+\-@\t\r]|\d[\d\s/.:,-]*$)/;

/**
 * Rows as CSV that is safe to open in a spreadsheet: names stay text (docs/conventions.md#the-sidebar-the-command-line-and-the-build).
 * The `plain` columns hold dates Podium wrote (`2025-03-14`): written as they are, for a spreadsheet to read as dates.
 */
export function toCsv(rows: unknown[][], plain: readonly number[] = []): string {
  const safe = rows.map((r) => r.map((c, k) => (typeof c === 'string' && RISKY.test(c) && !plain.includes(k) ? `'${c}` : c)));
  return `${Papa.unparse(safe as unknown[][], { newline: '\n' })}\n`;
}

/** A file whose quotes are broken: its line, and how (a quoted field never closed, or going on after its closing quote). */
export class CsvError extends Error {
  constructor(
    readonly line: number,
    readonly kind: 'unclosed' | 'malformed',
  ) {
    super(`line ${line}: ${kind} quotes`);
  }
}
