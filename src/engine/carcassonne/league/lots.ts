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

const LOT_READ: readonly ColumnSpec<'player' | 'lot'>[] = [PLAYER_COLUMN, LOT_COLUMN];

/**
 * The organizers' drawing of lots (docs/leagues.md#tie-breaks): a player's Lot, a whole number on any one of their rows;
 * two different Lots for one player is an error at the second. Read only when the chain holds `lot`: a Lot column
 * is otherwise one more column Podium does not read.
 */
export function lotsFor(fn: string, results: Arg, steps: readonly string[]): ReadonlyMap<string, number> {
  if (!steps.includes('lot')) return new Map();
  const table = readHeaderTable(fn, results, LOT_READ);
  const problems = new TableProblems(LOT_READ, table);
  const lots = new Map<string, number>();
  if (table.columns.lot === undefined) return lots;
  for (const { row, cells } of table.rows) {
    if (isBlank(cells.lot) || isBlank(cells.player)) continue;
    const lot = problems.read(row, 'lot', () => readScore(cells.lot, problems.header('lot')));
    if (lot === undefined) continue;
    const player = playerName(cells.player);
    const earlier = lots.get(player);
    if (earlier === undefined) lots.set(player, lot);
    else if (earlier !== lot) problems.at(row, 'lot', say('lotTwice', { player, lots: [earlier, lot] }));
  }
  problems.throwIfAny(fn);
  return lots;
}
