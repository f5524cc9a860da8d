import type { Lang } from '../../engine/i18n/lang';
import type { Label } from '../../engine/i18n/words';
import type { Cell } from '../../engine/shared/cells';
import { extraRows, type GameDescriptor, standingsRows } from '../../engine/shared/game';
import { SHARED_LABELS } from '../../engine/shared/labels';
import { tieNotes } from '../../engine/shared/tieNotes';

/** Everything the standings sheet shows, computed before anything is written. */
export interface Report {
  rows: Cell[][];
  /** Each column's header in every language (the live page names a column by its English words, and shows it in its own). */
  labels: Label[];
  /** Per row, the note on its rank cell ("" for none). */
  notes: string[];
  /** Columns formatted as percentages. */
  percentColumns: number[];
  players: number;
  games: number;
  warnings: string[];
  /** The language of the sheet: the `lang=` setting saved with it (docs/languages.md). */
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
export function standingsReport(game: GameDescriptor, grid: Cell[][], settings: string): Report {
  const s = game.standings(game.standingsFunction, grid, settings);
  const notes = tieNotes(s);
  const table = standingsRows(s, s.columns);
  const lang = s.lang ?? 'en';
  const rows: Cell[][] = [[...table[0], SHARED_LABELS.tieBreak[lang]], ...table.slice(1).map((r, k) => [...r, notes[k]])];
  const width = rows[0].length;
  for (const extra of s.extra) {
    const table = extraRows(extra, lang);
    rows.push([], [table.title], ...table.rows);
  }
  const pad = (r: Cell[]) => [...r, ...Array(Math.max(0, width - r.length)).fill('')];
  return {
    rows: rows.map(pad),
    labels: [...s.columns.map((c) => c.header), SHARED_LABELS.tieBreak],
    notes: ['', ...notes, ...Array(rows.length - notes.length - 1).fill('')],
    percentColumns: s.columns.flatMap((c, i) => (c.format === 'percent' ? [i] : [])),
    players: s.ranked.length,
    games: s.games,
    warnings: s.warnings,
    lang,
    settings,
    winners: Object.fromEntries(
      [...(s.final?.played.tables ?? [])].map(([stage, tables]) => [
        stage,
        Object.fromEntries(tables.filter((t) => t.scored).map((t) => [t.id, t.players[0]])),
      ]),
    ),
  };
}
