import { saidOf } from '../../../../test/harness/errorOf';
import type { Cell } from '../../shared/cells';
import { carcassonnePairings } from '../pairings';

// SPEC §17.1 and §8 (docs/leagues.md#seating-a-round-of-matches): a results range of matches is seated as duel mode's
// Swiss is — by the standings (here match mode's: Wins, then game difference, then games won), rematches avoided,
// an odd field's bye written in words — one row per player under Match; a match's game rows are one meeting.
const pair = (rows: Cell[][], round: number, settings?: string, roster?: Cell[][]) =>
  carcassonnePairings('CARC_PAIRINGS', rows, round, roster, undefined, settings);

const WON = ['Round', 'Match', 'Player', 'Games won'];
// Round 1: Ann beats Bob 2–1, Cy beats Di 2–0. Standings: Cy 1 win +2, Ann 1 win +1, Bob 0 −1, Di 0 −2.
const ROUND_1: Cell[][] = [WON, [1, 1, 'Ann', 2], [1, 1, 'Bob', 1], [1, 2, 'Cy', 2], [1, 2, 'Di', 0]];

describe('CARC_PAIRINGS on a results range of matches', () => {
  it('pairs the winners and the losers by match standings, one row per player under Match, no Starts', () => {
    const s = pair(ROUND_1, 2);
    expect(s.header.map((h) => h.en)).toEqual(['Round', 'Match', 'Player', 'Opponent']);
    expect(s.columns.map((c) => c?.key)).toEqual(['round', 'match', 'player', undefined]);
    // Cy (+2) ranks above Ann (+1): match 1 is Cy's, listed first; Bob (−1) above Di (−2)
    expect(s.rows).toEqual([
      [2, 1, 'Cy', 'Ann'],
      [2, 1, 'Ann', 'Cy'],
      [2, 2, 'Bob', 'Di'],
      [2, 2, 'Di', 'Bob'],
    ]);
    expect(s.warnings).toEqual([]);
  });

  it('reads a row per game as one meeting: the same pairs as from Games won, no pair counted as met three times', () => {
    const perGame: Cell[][] = [
      ['Round', 'Match', 'Player', 'Score'],
      // Ann–Bob 80–70, 60–90, 100–50: Ann 2–1. Cy–Di 90–60, 85–80: Cy 2–0.
      ...[
        [80, 70],
        [60, 90],
        [100, 50],
      ].flatMap(([a, b]) => [
        [1, 1, 'Ann', a],
        [1, 1, 'Bob', b],
      ]),
      ...[
        [90, 60],
        [85, 80],
      ].flatMap(([c, d]) => [
        [1, 2, 'Cy', c],
        [1, 2, 'Di', d],
      ]),
    ];
    expect(pair(perGame, 2).rows).toEqual(pair(ROUND_1, 2).rows);
  });

  it('avoids a rematch: after Cy–Ann and Bob–Di, round 3 pairs Cy–Bob and Ann–Di, not the leaders again', () => {
    // Round 2: Cy beats Ann 2–0, Bob beats Di 2–1. Wins: Cy 2, Ann 1, Bob 1, Di 0. Cy has met Ann, so Cy meets the best
    // opponent still possible. Ann (1 win, +1−2 = −1) and Bob (1 win, −1+1 = 0): Bob ranks 2nd, Ann 3rd.
    const rows: Cell[][] = [...ROUND_1, [2, 1, 'Cy', 2], [2, 1, 'Ann', 0], [2, 2, 'Bob', 2], [2, 2, 'Di', 1]];
    expect(pair(rows, 3).rows).toEqual([
      [3, 1, 'Cy', 'Bob'],
      [3, 1, 'Bob', 'Cy'],
      [3, 2, 'Ann', 'Di'],
      [3, 2, 'Di', 'Ann'],
    ]);
  });

  it('gives an odd field a bye, written in Match as the word bye, to the lowest-ranked player without one', () => {
    const roster: Cell[][] = [['Player'], ['Ann'], ['Bob'], ['Cy'], ['Di'], ['Ed']];
    const s = pair(ROUND_1, 2, undefined, roster);
    // Ed has played nothing: he ranks last, and takes the bye
    expect(s.rows.at(-1)).toEqual([2, 'bye', 'Ed', '']);
    expect(s.rows.slice(0, 4)).toEqual(pair(ROUND_1, 2).rows);
  });

  it('counts a bye written in Match: a second bye goes to someone else', () => {
    // Round 1: Ann beats Bob 2–1, Cy has a bye (a win). Round 2 of three players: Cy, Ann, Bob; Bob is last, and takes it.
    const rows: Cell[][] = [WON, [1, 1, 'Ann', 2], [1, 1, 'Bob', 1], [1, 'bye', 'Cy', '']];
    const s = pair(rows, 2);
    expect(s.rows.find((r) => r[1] === 'bye')).toEqual([2, 'bye', 'Bob', '']);
    expect(s.warnings).toEqual([]);
  });

  it('a round already written as Match rows is held: Write refuses it', () => {
    const rows: Cell[][] = [...ROUND_1, [2, 1, 'Cy', ''], [2, 1, 'Ann', ''], [2, 2, 'Bob', ''], [2, 2, 'Di', '']];
    expect(pair(rows, 2).roundHeld).toBe(true);
  });

  it('a match awaiting results still counts as a meeting: its pair is not seated again', () => {
    const rows: Cell[][] = [...ROUND_1, [2, 1, 'Cy', ''], [2, 1, 'Ann', ''], [2, 2, 'Bob', ''], [2, 2, 'Di', '']];
    const next = pair(rows, 3).rows.filter((r) => r[2] === 'Cy');
    expect(next[0][3]).not.toBe('Ann');
  });

  it('refuses schedule=free, saying that such a league is paired by its organizers', () => {
    expect(saidOf(() => pair(ROUND_1, 2, 'schedule=free'))).toBe('CARC_PAIRINGS: settings: freeNotSeated');
  });

  it('wrong data stops the seating as it stops the standings: a match of three players', () => {
    const rows: Cell[][] = [...ROUND_1, [1, 2, 'Ed', 1]];
    expect(saidOf(() => pair(rows, 2))).toBe(
      'CARC_PAIRINGS: row 4, Player, atMatch(round: "1", id: "2"): matchPlayers(players: ["Cy", "Di", "Ed"])',
    );
  });
});
