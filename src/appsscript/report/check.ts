import { problemText } from '../../engine/i18n/errors';
import type { Lang } from '../../engine/i18n/lang';
import type { Cell } from '../../engine/shared/cells';
import { SEAT_COLUMN, STARTS_COLUMN } from '../../engine/shared/columns';
import type { GameDescriptor } from '../../engine/shared/game';
import { isNamed } from '../../engine/shared/headerTable';
import { PodiumError } from '../../engine/shared/problems';
import { REPORT_LIMITS as RANGES } from '../../engine/shared/report';
import type { ReportCell, ReportFieldInfo, ReportValues } from '../reportContract';
import type { Roster, RosterTable } from './store';
import { REPORT_WORDS } from './words';

/**
 * A report's values, field by field, before the rules: a whole number, a year, a box; a required field given. Each
 * problem names the field, the player and the value (SPEC §12.12).
 */
export function fieldProblems(roster: Roster, table: RosterTable, values: ReportValues, lang: Lang): string[] {
  const words = REPORT_WORDS[lang];
  if (values.each.length !== table.seats.length) return [words.seatsDiffer(table.seats.length, values.each.length)];
  const rows = [...table.seats.map((s, i) => ({ cells: values.each[i], fields: roster.form.each, player: s.s ?? s.n }))];
  rows.push({ cells: values.table, fields: roster.form.table, player: table.id });
  const problems: string[] = [];
  for (const { cells, fields, player } of rows) {
    if (cells.length !== fields.length) return [words.badRequest];
    fields.forEach((f, i) => {
      const problem = fieldProblem(f, cells[i], player, lang);
      if (problem) problems.push(problem);
    });
  }
  return problems;
}

/** One field's value before the rules: given when required, a box ticked or not, a whole number or a year within reason. */
function fieldProblem(f: ReportFieldInfo, v: ReportCell, player: string, lang: Lang): string | undefined {
  const words = REPORT_WORDS[lang];
  const label = f.label[lang];
  if (v === null) return f.optional ? undefined : words.missing(label, player);
  if (f.value === 'flag') return typeof v === 'boolean' ? undefined : words.notFlag(label, player, v);
  const { least, most } = RANGES[f.value];
  if (typeof v === 'number' && Number.isInteger(v) && v >= least && v <= most) return undefined;
  return (f.value === 'year' ? words.notYear : words.notWhole)(label, player, v);
}

/** A column's header in the reader's language where the game reads it so, else its English name. */
function headerOf(game: GameDescriptor, key: string, lang: Lang): string {
  const spec = [...game.columns, SEAT_COLUMN, STARTS_COLUMN].find((c) => c.key === key);
  if (!spec) return key;
  return isNamed(spec, spec.label[lang]) ? spec.label[lang] : spec.names[0];
}

/**
 * The game's own rules on the rows the report would write (SPEC §15.5): the table's seating rows with the values
 * filled in, read by the standings exactly as the results would be, under the tournament's settings. No rule is
 * copied here: every problem is the standings' message, in the page's language.
 */
export function ruleProblems(game: GameDescriptor, roster: Roster, table: RosterTable, values: ReportValues, lang: Lang): string[] {
  const keys = [...roster.columns, ...roster.form.each.map((f) => f.key), ...roster.form.table.map((f) => f.key)];
  const cell = (v: ReportCell): Cell => (v === null ? '' : v);
  const grid: Cell[][] = [
    keys.map((k) => headerOf(game, k, lang)),
    ...table.seats.map((s, i) => [...s.c, ...values.each[i].map(cell), ...values.table.map(cell)]),
  ];
  try {
    game.standings(game.standingsFunction, grid, roster.settings);
    return [];
  } catch (e) {
    if (e instanceof PodiumError) return e.problems.map((p) => problemText(p, lang));
    throw e;
  }
}
