import { type Cell, type Grid, isBlank } from '../../engine/shared/cells';
import { PLAYER_COLUMN, ROUND_COLUMN, SEAT_COLUMN, STARTS_COLUMN } from '../../engine/shared/columns';
import type { GameDescriptor } from '../../engine/shared/game';
import { readHeaderTable } from '../../engine/shared/headerTable';
import type { SeatingSheet } from '../../engine/shared/live/round';
import { roundLabel } from '../../engine/shared/stages';
import { playerName } from '../../engine/shared/text';

// The round Write wrote last, for the live page (SPEC §13.7.4): the Seat, Power and Starts a player reads are those of
// the round's seating sheet, also where the results have no such column (Write then leaves it out of the results and
// warns). Write keeps, with each results sheet, the id of the seating sheet it wrote and when.

const KEY = 'podium.live.seating.';

export interface WrittenRound {
  round: string;
  sheetId: number;
  /** When Write wrote it, as an ISO time. */
  at: string;
}

/** The document property Write sets beside its round: which seating sheet it wrote for these results, and when. */
export const writtenRoundProperty = (t: number, written: WrittenRound): Record<string, string> => ({
  [`${KEY}${t}`]: JSON.stringify(written),
});

function readWritten(text: string | undefined): WrittenRound | null {
  try {
    const v = JSON.parse(text ?? '') as Partial<WrittenRound>;
    return typeof v.round === 'string' && typeof v.sheetId === 'number' && typeof v.at === 'string'
      ? { round: v.round, sheetId: v.sheetId, at: v.at }
      : null;
  } catch {
    return null;
  }
}

/**
 * The seats of a seating sheet's tables (its left part: the header row ends at its first blank cell; the list by
 * name after it repeats them). Nothing when the sheet is not one Podium could read: the results then say what they hold.
 */
export function seatsOfGrid(game: GameDescriptor, grid: Grid, round: string): SeatingSheet {
  const header = grid[0] ?? [];
  const end = header.findIndex((h) => isBlank(h));
  const width = end < 0 ? header.length : end;
  const table = game.columns.find((c) => c.key === game.groupNoun);
  const power = game.columns.find((c) => c.key === 'power');
  const specs = [ROUND_COLUMN, PLAYER_COLUMN, ...(table ? [table] : []), SEAT_COLUMN, STARTS_COLUMN, ...(power ? [power] : [])].map(
    (c) => ({ ...c, required: false }),
  );
  try {
    const { rows, columns } = readHeaderTable('Live', grid.map((r) => r.slice(0, width)) as Grid, specs);
    if (columns.player === undefined || columns[game.groupNoun] === undefined) return { round, rows: [] };
    const wanted = rows.filter((r) => !isBlank(r.cells.player) && String(roundLabel(r.cells.round) ?? '') === round);
    return {
      round,
      rows: wanted.map((r) => ({
        table: String(r.cells[game.groupNoun] ?? '').trim(),
        player: playerName(r.cells.player),
        cells: { seat: r.cells.seat as Cell, starts: r.cells.starts as Cell, power: r.cells.power as Cell },
      })),
    };
  } catch {
    return { round, rows: [] };
  }
}

/** The seating sheet of the round Write wrote last for a results sheet, read once; none when it is gone. */
export function writtenSeating(
  game: GameDescriptor,
  properties: Record<string, string>,
  t: number,
): (SeatingSheet & { at: string }) | undefined {
  const written = readWritten(properties[`${KEY}${t}`]);
  if (!written) return undefined;
  const sheet = SpreadsheetApp.getActiveSpreadsheet().getSheetById(written.sheetId);
  if (!sheet) return undefined;
  return { ...seatsOfGrid(game, sheet.getDataRange().getValues(), written.round), at: written.at };
}
