import type { Seat } from './board';
import { compareGames, GAME_CHAIN, type Game, gamesOfBoard } from './game';
import { scoreBoard } from './scoreBoard';
import { readDiplomacySettings } from './settings';

/** The game of the first seat of a board given as [centres, eliminated?] pairs. */
function gameOf(board: [number, number?][], finalYear?: number): Game {
  const seats: Seat[] = board.map(([centres, eliminated]) => ({ centres, eliminated, finalYear }));
  const verdict = scoreBoard(seats, readDiplomacySettings('DIP_GAMESCORE', ''));
  if (verdict.values.some((v) => v === undefined)) throw new Error(JSON.stringify(verdict));
  return gamesOfBoard(verdict.values as never)[0];
}

/** The first criterion of docs/diplomacy.md#comparing-two-games that separates the two games. */
const decidedBy = (a: Game, b: Game) => GAME_CHAIN.find((c) => c.compare(a, b) !== 0)?.name;

describe('comparing two games (docs/diplomacy.md#comparing-two-games), each step deciding on its own', () => {
  it('1. result: an Elimination beats a Loss even with fewer points', () => {
    const elimination = gameOf([[0, 1905], [10], [8], [7], [5], [4], [0, 1904]]); // 1 point
    const loss = gameOf([[6], [18], [5], [0, 1905], [0, 1906], [0, 1907], [0, 1908]], 1909); // 5 points
    expect(elimination.points.toNumber()).toBeLessThan(loss.points.toNumber());
    expect(compareGames(elimination, loss)).toBeLessThan(0);
    expect(decidedBy(elimination, loss)).toBe('result');
  });
  it('   and Win beats Draw beats Elimination', () => {
    const win = gameOf([[18], [6], [5], [0, 1905], [0, 1906], [0, 1907], [0, 1908]], 1909);
    const draw = gameOf([[10], [8], [7], [5], [4], [0, 1906], [0, 1904]]);
    const elimination = gameOf([[0, 1912], [10], [8], [7], [5], [4], [0, 1904]]);
    expect([elimination, win, draw].sort(compareGames)).toEqual([win, draw, elimination]);
  });
  it('2. points', () => {
    const a = gameOf([[10], [8], [7], [5], [4], [0, 1906], [0, 1904]]); // 14
    const b = gameOf([[8], [10], [7], [5], [4], [0, 1906], [0, 1904]]); // 11
    expect(decidedBy(a, b)).toBe('points');
    expect(compareGames(a, b)).toBeLessThan(0);
  });
  it('3. position: an outright 1st beats a 2nd on the same points', () => {
    const first = gameOf([[10], [9], [8], [4], [3], [0, 1906], [0, 1904]]); // 10 + 3 + 1 = 14
    const second = gameOf([[11], [12], [5], [3], [3], [0, 1906], [0, 1904]]); // 11 + 3 = 14
    expect(decidedBy(first, second)).toBe('position');
    expect(compareGames(first, second)).toBeLessThan(0);
  });
  it('3. position: equal 1st of 2 beats equal 1st of 3', () => {
    const ofTwo = gameOf([[9], [9], [8], [4], [3], [0, 1906], [0, 1904]]); // 12
    const ofThree = gameOf([[9], [9], [9], [4], [3], [0, 1906], [0, 1904]]); // 12
    expect(decidedBy(ofTwo, ofThree)).toBe('position');
    expect(compareGames(ofTwo, ofThree)).toBeLessThan(0);
  });
  it('4. both eliminated: the later elimination', () => {
    const later = gameOf([[0, 1912], [10], [8], [7], [5], [4], [0, 1904]]); // capped at 2
    const earlier = gameOf([[0, 1910], [10], [8], [7], [5], [4], [0, 1904]]); // capped at 2
    expect(decidedBy(later, earlier)).toBe('survival');
    expect(compareGames(later, earlier)).toBeLessThan(0);
  });
  it('5. own points minus the 1st on the board', () => {
    const closer = gameOf([[9], [10], [8], [4], [3], [0, 1906], [0, 1904]]); // 12 behind 14
    const farther = gameOf([[9], [11], [7], [4], [3], [0, 1906], [0, 1904]]); // 12 behind 15
    expect(decidedBy(closer, farther)).toBe('points minus the 1st');
    expect(compareGames(closer, farther)).toBeLessThan(0);
  });
  it('6. then the 2nd to the 7th, eliminated players counted as 0', () => {
    const a = gameOf([[10], [9], [7], [4], [4], [0, 1906], [0, 1904]]); // 14; 2nd has 12
    const b = gameOf([[10], [8], [8], [4], [4], [0, 1906], [0, 1904]]); // 14; 2nd has 11
    expect(decidedBy(a, b)).toBe('points minus the 2nd');
    expect(compareGames(b, a)).toBeLessThan(0);
  });
  it('games equal on all of these are equal', () => {
    const a = gameOf([[10], [8], [7], [5], [4], [0, 1906], [0, 1904]]);
    expect(compareGames(a, gameOf([[10], [8], [7], [5], [4], [0, 1906], [0, 1904]]))).toBe(0);
  });
});
