import type { Arg } from '../shared/cells';
import { readField } from '../shared/seating/field';
import { PLAYER_COLUMN, ROUND_COLUMN, SEAT_COLUMN } from '../shared/seating/past';
import { columnNamed, rankingBefore, type Seating } from '../shared/seating/seating';
import { seatAtTables } from '../shared/seating/tableSeating';
import { readCatanSettings } from './settings';
import { CATAN_COLUMNS, catanStandings } from './standings';

const TABLE = columnNamed(CATAN_COLUMNS, 'table');

/** The next round's tables of 3–4 (SPEC §8, Catan). */
export function catanSeating(fn: string, results: Arg, round: Arg, roster?: Arg, seed?: Arg, settings?: Arg): Seating {
  const { mode } = readCatanSettings(fn, settings);
  const field = readField(fn, { results, round, roster, seed }, { group: TABLE }, false);
  const standings = rankingBefore(field.past, catanStandings, fn, settings);
  const ranking = standings?.ranked.map((r) => r.item.player) ?? [];
  const { tables, warnings } = seatAtTables(fn, field, mode, ranking);
  return {
    round: field.round,
    header: ['Round', 'Table', 'Seat', 'Player'],
    columns: [ROUND_COLUMN, TABLE, SEAT_COLUMN, PLAYER_COLUMN],
    rows: tables.flatMap((t) => t.players.map((player, k) => [field.round, t.table, k + 1, player])),
    warnings: [...field.warnings, ...warnings],
    noun: 'table',
  };
}
