import { saidOf } from '../../../test/harness/errorOf';
import { carcassonneResults, catanResults, diplomacyResults } from '../../../test/harness/tournaments';
import { GAMES } from '../games';
import { rowsIn } from '../i18n/message';
import type { Cell } from './cells';
import { spillStandings } from './game';
import { nextRounds } from './seating/nextRounds';

/** Two scored rounds of each game, small enough to seat a third. */
const RESULTS: Record<string, () => unknown[][]> = {
  catan: () => catanResults(8, 2),
  diplomacy: () => diplomacyResults(14, 2),
  carcassonne: () => carcassonneResults(8, 2),
};

/** The results with round 2's Round cells written as `label`. */
const relabelled = (results: unknown[][], label: Cell) => results.map((row, r) => (r > 0 && row[0] === 2 ? [label, ...row.slice(1)] : row));
/** The 1-based row of the first round-2 row: where the error must point. */
const firstOfRound2 = (results: unknown[][]) => results.findIndex((row) => row[0] === 2) + 1;

// the games these results are made for (a game added by `npm run new-game` reads its Round through the same reader)
describe.each(GAMES.filter((g) => RESULTS[g.id]).map((g) => [g.id, g] as const))(
  'Round labels of %s (SPEC §12.13, docs/conventions.md)',
  (id, game) => {
    const results = RESULTS[id]();
    const standings = (r: unknown[][]) => rowsIn(spillStandings(game.standings(game.standingsFunction, r as never)), 'en');
    const seat = (r: unknown[][], round: Cell = 3) => game.seating.seat(game.seating.function, r as never, round, undefined, 7).rows;

    it.each(['Round 2', 'R2', 'Turno 2', 'Runda 2', 'round  2', ' 2 ', '02'])(
      'reads %j as round 2, everywhere a round is read',
      (label) => {
        const written = relabelled(results, label);
        expect(standings(written)).toEqual(standings(results));
        expect(seat(written)).toEqual(seat(results));
        expect(nextRounds(game, written as never, '')[0]).toBe('3');
      },
    );

    it.each(['Playoff', '1bis', 'Spareggio', '2.5', 0, -2, 2.5])(
      'refuses a Round of %j at its cell, in the standings and the seating alike',
      (label) => {
        const written = relabelled(results, label);
        const row = firstOfRound2(results);
        // a cell's fraction is quoted as the reader's language writes it (decimal), a whole number as it is
        const value =
          typeof label === 'string' ? JSON.stringify(label) : Number.isInteger(label) ? `"${label}"` : `decimal(value: ${label})`;
        const said = `row ${row}, Round: roundNotRoundOrStage(header: "Round", value: ${value})`;
        expect(saidOf(() => standings(written))).toContain(said);
        expect(saidOf(() => seat(written, 4))).toContain(said);
      },
    );
  },
);
