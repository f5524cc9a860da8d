import type { Arg } from '../cells';
import { type CustomFunction, customFunction } from '../customFunction';
import { type StakesTable, spillStakes } from './answer';

/**
 * A game's stakes function as Sheets declares it (docs/stakes.md#functions): the results and the standings' settings,
 * the same help for every game but the game's name and its results' columns.
 */
export function stakesFunction(
  name: string,
  game: string,
  columns: string,
  run: (fn: string, results: Arg, settings?: Arg) => StakesTable,
): CustomFunction {
  return customFunction({
    name,
    description: `${game}, before the last round is scored: each player's best and worst rank still possible, whether the title and the cut are certain, possible or out, and what they need.`,
    params: [
      { name: 'results', type: columns, description: 'The results range, header row included, the round in progress seated.' },
      { name: 'settings', type: 'string', description: 'Optional: the standings settings, e.g. "finals=top8; rounds=7".', optional: true },
    ],
    returns: 'Player, Rank, Best, Worst, Title, Cut (top K), Needs.',
    example: `=${name}(Results!${columns}; "rounds=7")`,
    run: (results: Arg, settings?: Arg) => spillStakes(run(name, results, settings)),
  });
}
