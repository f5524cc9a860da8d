import type { Arg } from '../shared/cells';
import { readField } from '../shared/seating/field';
import { columnNamed, rankingBefore, type Seating } from '../shared/seating/seating';
import { tablesSeating } from '../shared/seating/tableSeating';
import { readCatanSettings } from './settings';
import { CATAN_COLUMNS, catanStandings } from './standings';

const TABLE = columnNamed(CATAN_COLUMNS, 'table');

/** The next round's tables of 3–4 (SPEC §8, Catan). */
export function catanSeating(fn: string, results: Arg, round: Arg, roster?: Arg, seed?: Arg, settings?: Arg): Seating {
  const { mode } = readCatanSettings(fn, settings);
  const field = readField(fn, { results, round, roster, seed }, { group: TABLE }, false);
  const standings = rankingBefore(field.past, catanStandings, fn, settings);
  const ranking = standings?.ranked.map((r) => r.item.player) ?? [];
  return tablesSeating(fn, field, TABLE, mode, ranking);
}
