import type { Arg } from '../../shared/cells';
import { isBlank } from '../../shared/cells';
import { PLAYER_COLUMN } from '../../shared/columns';
import type { ColumnSpec } from '../../shared/headerTable';
import { readHeaderTable } from '../../shared/headerTable';
import { TableProblems } from '../../shared/tableProblems';
import { playerName } from '../../shared/text';
import { readScore } from '../roundPoints';
import { LOT_COLUMN } from './columns';
import { say } from './messages';

/**
 * The organizers' drawing of lots (docs/leagues.md#tie-breaks): a player's Lot (with `by` the Team column, a team's), a
 * whole number on any one of their rows; two different Lots for one player is an error at the second. Read only when
 * the chain holds `lot`: a Lot column is otherwise one more column Podium does not read.
 */
export function lotsFor<K extends 'player' | 'team'>(
  fn: string,
  results: Arg,
  steps: readonly string[],
  by: ColumnSpec<K> = PLAYER_COLUMN as ColumnSpec<K>,
): ReadonlyMap<string, number> {
  if (!steps.includes('lot')) return new Map();
  const read: readonly ColumnSpec<K | 'lot'>[] = [by, LOT_COLUMN];
  const table = readHeaderTable(fn, results, read);
  const problems = new TableProblems(read, table);
  const lots = new Map<string, number>();
  if (table.columns.lot === undefined) return lots;
  for (const { row, cells } of table.rows) {
    if (isBlank(cells.lot) || isBlank(cells[by.key])) continue;
    const lot = problems.read(row, 'lot', () => readScore(cells.lot, problems.header('lot')));
    if (lot === undefined) continue;
    const player = playerName(cells[by.key]);
    const earlier = lots.get(player);
    if (earlier === undefined) lots.set(player, lot);
    else if (earlier !== lot) problems.at(row, 'lot', say('lotTwice', { player, lots: [earlier, lot], team: by.key === 'team' }));
  }
  problems.throwIfAny(fn);
  return lots;
}
