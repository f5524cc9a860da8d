import fc from 'fast-check';
import { saidOf } from '../../../test/harness/errorOf';
import { carcassonneResults } from '../../../test/harness/tournaments';
import { rowsIn } from '../i18n/message';
import type { Cell } from '../shared/cells';
import { spillStandings } from '../shared/game';
import { CARCASSONNE_FUNCTIONS } from './functions';
import { carcassonneStandings } from './standings';

// SPEC §17.3 (docs/leagues.md#registered-players-with-no-match): "With a roster range (CARC_STANDINGS(results;
// settings; roster), any mode) the roster's players with no match are listed after those who played, in name order,
// with Rank blank and every figure 0."
const table = (rows: Cell[][], settings?: string, roster?: Cell[][]) =>
  rowsIn(spillStandings(carcassonneStandings('CARC_STANDINGS', rows, settings, roster)), 'en');

const MATCHES: Cell[][] = [
  ['Round', 'Match', 'Player', 'Games won'],
  [1, 1, 'Ann', 2],
  [1, 1, 'Bob', 1],
];
const DUELS: Cell[][] = [
  ['Round', 'Table', 'Player', 'Score'],
  [1, 1, 'Ann', 80],
  [1, 1, 'Bob', 70],
];

describe("a roster's players with no game yet (SPEC §17.3)", () => {
  it('match mode: listed after those who played, in name order, Rank blank, every figure 0', () => {
    // the roster holds Ann (who played), Zed and Eve (who have not), in no order; a Sheets column's blank tail is no player
    const roster: Cell[][] = [['Player'], ['Zed'], ['Ann'], ['Eve'], [''], ['']];
    expect(table(MATCHES, undefined, roster)).toEqual([
      ['Rank', 'Player', 'Wins', 'Game difference', 'Games won', 'Matches', 'Byes'],
      [1, 'Ann', 1, 1, 2, 1, 0],
      [2, 'Bob', 0, -1, 1, 1, 0],
      ['', 'Eve', 0, 0, 0, 0, 0],
      ['', 'Zed', 0, 0, 0, 0, 0],
    ]);
  });

  it('duel mode too, and the chain’s columns read 0 as well', () => {
    expect(table(DUELS, 'tiebreak=buchholz>omw', [['Giocatore'], ['Cy']])).toEqual([
      ['Rank', 'Player', 'Wins', 'Buchholz', 'OMW', 'Score difference', 'Points', 'Games', 'Byes'],
      [1, 'Ann', 1, 0, 0, 10, 80, 1, 0],
      // Buchholz cut 1 drops Bob's one opponent; OMW counts Ann's win
      [2, 'Bob', 0, 0, 1, -10, 70, 1, 0],
      ['', 'Cy', 0, 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('a roster without a Player column is an error placed in the roster', () => {
    expect(saidOf(() => table(DUELS, undefined, [['Seat'], ['Cy']]))).toBe(
      'CARC_STANDINGS: roster, row 1, Player: columnMissing(column: columnLabel(key: "player"), aliases: ["Player", "Giocatore", "Nome", "Name", "Jucător"])',
    );
  });

  it('CARC_STANDINGS takes the roster as its third argument', () => {
    const f = CARCASSONNE_FUNCTIONS.find((g) => g.name === 'CARC_STANDINGS');
    expect(f?.params.map((p) => p.name)).toEqual(['results', 'settings', 'roster']);
    expect(rowsIn(f?.run(DUELS, undefined, [['Player'], ['Cy']]) as never, 'en').at(-1)).toEqual(['', 'Cy', 0, 0, 0, 0, 0, 0]);
  });

  it('property: a roster never changes the rows of those who played, and adds each of its players who did not, once', () => {
    const results = carcassonneResults(9, 3) as Cell[][];
    const played = new Set(results.slice(1).map((r) => r[2] as string));
    const names = [...played, 'Zed', 'Eve', 'Quinn'];
    fc.assert(
      fc.property(fc.shuffledSubarray(names), (picked) => {
        const without = table(results);
        const withRoster = table(results, undefined, [['Player'], ...picked.map((p) => [p])]);
        const waiting = picked.filter((p) => !played.has(p)).sort();
        expect(withRoster.slice(0, without.length)).toEqual(without);
        expect(withRoster.slice(without.length).map((r) => [r[0], r[1]])).toEqual(waiting.map((p) => ['', p]));
      }),
      { numRuns: 40 },
    );
  });
});
