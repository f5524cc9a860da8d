import type { Lang } from '../../engine/i18n/lang';
import type { Said, Shown } from '../../engine/i18n/message';
import type { Label } from '../../engine/i18n/words';
import type { Cell } from '../../engine/shared/cells';
import type { GameDescriptor } from '../../engine/shared/game';
import { standingsTable } from '../../engine/shared/game';
import { SHARED_LABELS } from '../../engine/shared/labels';
import { COLUMN_KEYS } from '../../engine/shared/standingsColumns';
import { tieNotes } from '../../engine/shared/tieNotes';
import { sheetLang } from '../locale';

/**
 * Everything the standings sheet shows, computed before anything is written, as values: the sheet's writer renders
 * them in the sheet's language, the live snapshot in every language (docs/architecture.md#words-at-the-edge).
 */
export interface Report {
  /** The header row, the players' rows, then the extra tables, each after a blank row under its title. */
  rows: Shown<Cell>[][];
  /** Each column's key (`rank`, `player`, a figure's id, `tie-break`): the live page names a column by it. */
  keys: string[];
  /** Each column's header in every language. */
  labels: Label[];
  /** Per row, the note on its rank cell (none for most). */
  notes: (Said | undefined)[];
  /** Columns formatted as percentages. */
  percentColumns: number[];
  players: number;
  games: number;
  warnings: Said[];
  /** The language of the sheet: the `lang=` setting saved with it, else the spreadsheet's (docs/languages.md). */
  lang: Lang;
  /** The settings the standings were built with: the live page's stakes use the same (SPEC §13.1, §14.1). */
  settings: string;
  /** Each scored table of the final stage, by stage and table: its winner as the game's rules decide (SPEC §13.7.6). */
  winners: Record<string, Record<string, string>>;
}

/**
 * The standings sheet of any game: every column of the game's standings (the tie-break columns included), a
 * Tie-break column and a note on each rank cell saying which rule separated the pair, then the extra tables.
 */
export function standingsReport(game: GameDescriptor, grid: Cell[][], settings: string, roster?: Cell[][]): Report {
  const s = game.standings(game.standingsFunction, grid, settings, roster);
  const notes = tieNotes(s);
  const table = standingsTable(s, s.columns);
  const labels = [...table.header, SHARED_LABELS.tieBreak];
  const rows: Shown<Cell>[][] = [labels, ...table.rows.map((r, k) => [...r, notes[k] ?? ''])];
  for (const extra of s.extra) rows.push([], [extra.title], [...extra.header], ...extra.rows);
  const width = labels.length;
  const pad = (r: Shown<Cell>[]) => (r.length < width ? [...r, ...Array(width - r.length).fill('')] : r);
  return {
    rows: rows.map(pad),
    keys: [...s.columns.map((c) => c.key), COLUMN_KEYS.tieBreak],
    labels,
    notes: [undefined, ...notes, ...Array(rows.length - notes.length - 1).fill(undefined)],
    percentColumns: s.columns.flatMap((c, i) => (c.format === 'percent' ? [i] : [])),
    players: s.ranked.length,
    games: s.games,
    warnings: s.warnings,
    lang: sheetLang(settings),
    settings,
    winners: Object.fromEntries(
      [...(s.final?.played.tables ?? [])].map(([stage, tables]) => [
        stage,
        Object.fromEntries(tables.filter((t) => t.scored).map((t) => [t.id, t.players[0]])),
      ]),
    ),
  };
}
