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
  if (fatal) throw new CsvError(`line ${(fatal.row ?? 0) + 1}: ${fatal.message}`);
  const rows = parsed.data;
  while (rows.length && rows[rows.length - 1].every((c) => c.trim() === '')) rows.pop();
  return rows;
}

export function toCsv(rows: unknown[][]): string {
  return `${Papa.unparse(rows as unknown[][], { newline: '\n' })}\n`;
}

export class CsvError extends Error {}
