import { num } from '../engine/i18n/format';
import type { Lang } from '../engine/i18n/lang';
import type { Cell } from '../engine/shared/cells';
import { toCsv } from './csv';

export const FORMATS = ['table', 'csv', 'json'] as const;
export type Format = (typeof FORMATS)[number];

/**
 * Text as a terminal may show it: control characters (C0, DEL, C1), which a terminal would obey (an escape sequence
 * clearing the screen or setting the title, a NUL), written as visible escapes, `\x1B`; the table is the
 * terminal's, CSV and JSON keep the data as it is.
 */
export function visible(text: string): string {
  return text.replace(/\p{Cc}/gu, (c) => `\\x${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

// words a yes mark is read back as (shared/flags.ts), so a table pasted into the results reads the same
const YES: Record<Lang, string> = { en: 'yes', it: 'sì', ro: 'da' };

/** Numbers as a terminal shows them: shares as percentages, fractions to two decimals, a decimal comma in it and ro. */
function show(value: Cell, header: string, lang: Lang): string {
  // a flag (Carcassonne's Starts) as the table's reader says yes; blank for no, as the sheet's unchecked box reads
  if (typeof value === 'boolean') return value ? YES[lang] : '';
  if (typeof value !== 'number') return visible(String(value ?? ''));
  if (/%/.test(header)) return `${num(lang, Number((value * 100).toFixed(1)))}%`;
  return Number.isInteger(value) ? String(value) : num(lang, Number(value.toFixed(2)));
}

/** A table for the terminal: each column as wide as its widest cell, numbers to the right; linear in the rows. */
function asTable(rows: Cell[][], lang: Lang): string {
  const header = rows[0].map((h) => visible(String(h)));
  const text = rows.map((r) => r.map((c, i) => show(c, header[i] ?? '', lang)));
  const widths = header.map((_, i) => text.reduce((w, r) => Math.max(w, (r[i] ?? '').length), 0));
  // a column of numbers is right-aligned: decided once per column, not once per cell
  const numeric = header.map((_, i) => rows.slice(1).some((x) => typeof x[i] === 'number'));
  const line = (r: string[]) =>
    r
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return `${[line(text[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...text.slice(1).map(line)].join('\n')}\n`;
}

function asJson(rows: Cell[][]): string {
  const [header, ...body] = rows;
  return `${JSON.stringify(
    body.map((r) => Object.fromEntries(header.map((h, i) => [String(h), r[i]]))),
    null,
    2,
  )}\n`;
}

/**
 * The rows in a format; CSV and JSON are data (a decimal point), the terminal's table is read (the language's numbers).
 * `plain`: CSV's columns of Podium's own dates, written without an apostrophe.
 */
export function formatRows(rows: Cell[][], format: Format, lang: Lang = 'en', plain: readonly number[] = []): string {
  return format === 'csv' ? toCsv(rows, plain) : format === 'json' ? asJson(rows) : asTable(rows, lang);
}
