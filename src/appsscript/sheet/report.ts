import type { Cell } from '../../engine/shared/cells';
import { type GameDescriptor, type Standings, standingsRows } from '../../engine/shared/game';
import type { Ranked } from '../../engine/shared/ranking';

/** Everything the standings sheet shows, computed before anything is written. */
export interface Report {
  rows: Cell[][];
  /** Per row, the note on its rank cell ("" for none). */
  notes: string[];
  /** Columns formatted as percentages. */
  percentColumns: number[];
  players: number;
  games: number;
  warnings: string[];
}

/** Which rule put a player below the one above, in words ("" when the first rule did). */
function tieNote<T>(s: Standings<T>, k: number): string {
  const r: Ranked<T> = s.ranked[k];
  if (k === 0) return '';
  const above = s.ranked[k - 1];
  if (r.shared && above.rank === r.rank) return `Level with ${s.name(above.item)} on every tie-break: shared rank`;
  const step = s.chain.findIndex((c) => c.name === r.decidedBy);
  // a pair the final stage separated: the stage names why (SPEC §12.9)
  if (step < 0 && r.decidedBy) return `Placed below ${s.name(above.item)} by ${r.decidedBy}`;
  if (step <= 0) return '';
  return `Level with ${s.name(above.item)} on ${s.chain
    .slice(0, step)
    .map((c) => c.name)
    .join(', ')}; placed below by ${r.decidedBy}`;
}

/**
 * The standings sheet of any game: every column of the game's standings (the tie-break columns included), a
 * Tie-break column and a note on each rank cell saying which rule separated the pair, then the extra tables.
 */
export function standingsReport(game: GameDescriptor, grid: Cell[][], settings: string): Report {
  const s = game.standings(game.standingsFunction, grid, settings);
  const notes = s.ranked.map((_, k) => tieNote(s, k));
  const table = standingsRows(s, s.columns);
  const rows: Cell[][] = [[...table[0], 'Tie-break'], ...table.slice(1).map((r, k) => [...r, notes[k]])];
  const width = rows[0].length;
  for (const extra of s.extra) rows.push([], [extra.title], ...extra.rows);
  const pad = (r: Cell[]) => [...r, ...Array(Math.max(0, width - r.length)).fill('')];
  return {
    rows: rows.map(pad),
    notes: ['', ...notes, ...Array(rows.length - notes.length - 1).fill('')],
    percentColumns: s.columns.flatMap((c, i) => (c.format === 'percent' ? [i] : [])),
    players: s.ranked.length,
    games: s.games,
    warnings: s.warnings,
  };
}
