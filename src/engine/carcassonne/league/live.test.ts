import type { Cell } from '../../shared/cells';
import { liveRounds } from '../../shared/live/round';
import { CARCASSONNE } from '../descriptor';

// SPEC §13.1 with §17.1 (docs/leagues.md#the-live-page): the live page reads a league's round as matches — one row per
// player per match with the games won so far and the opponent — whether the sheet has a row per game or Games won.
const live = (rows: Cell[][], settings = '') => liveRounds(CARCASSONNE, rows, (p) => p, undefined, settings).round;

describe("the live page's round of a league of matches", () => {
  it('lists the matches: Round, Match, Player, games won, Opponent; a bye in words; best of N and its slip', () => {
    const r = live(
      [
        ['Round', 'Match', 'Player', 'Games won'],
        [1, 1, 'Ann', 2],
        [1, 1, 'Bob', 1],
        [2, 1, 'Cy', 2],
        [2, 1, 'Ann', 1],
        [2, 2, 'Bob', ''],
        [2, 2, 'Di', ''],
        [2, 'bye', 'Ed', ''],
      ],
      'best-of=3',
    );
    expect(r?.round).toBe('2');
    expect(r?.columns).toEqual(['round', 'match', 'player', 'gamesWon', 'opponent']);
    expect(r?.header.map((h) => h.it)).toEqual(['Turno', 'Incontro', 'Giocatore', 'Partite vinte', 'Avversario']);
    expect(r?.rows).toEqual([
      [2, 1, 'Cy', 2, 'Ann'],
      [2, 1, 'Ann', 1, 'Cy'],
      [2, 2, 'Bob', '', 'Di'],
      [2, 2, 'Di', '', 'Bob'],
      [2, 'bye', 'Ed', '', ''],
    ]);
    expect(r?.unscored).toEqual(['2']);
    expect(r?.byes).toEqual(['bye']);
    expect(r?.bestOf).toBe(3);
    expect(r?.slip.each.map((l) => l.en)).toEqual(['Game 1', 'Game 2', 'Game 3', 'Games won']);
    expect(r?.slip.each.map((l) => l.ro)).toEqual(['Jocul 1', 'Jocul 2', 'Jocul 3', 'Jocuri câștigate']);
  });

  it('counts a row per game: each player once per match, with the games won so far', () => {
    const r = live(
      [
        ['Round', 'Match', 'Player', 'Score'],
        [1, 1, 'Ann', 80],
        [1, 1, 'Bob', 70],
        [1, 1, 'Ann', 60],
        [1, 1, 'Bob', 90],
        [1, 2, 'Cy', ''],
        [1, 2, 'Di', ''],
      ],
      'best-of=5',
    );
    expect(r?.rows).toEqual([
      [1, 1, 'Ann', 1, 'Bob'],
      [1, 1, 'Bob', 1, 'Ann'],
      [1, 2, 'Cy', '', 'Di'],
      [1, 2, 'Di', '', 'Cy'],
    ]);
    expect(r?.unscored).toEqual(['2']);
    expect(r?.slip.each).toHaveLength(6);
  });

  it('a sheet of duels keeps its own layout: Table, Starts, no score in the round in progress', () => {
    const r = live([
      ['Round', 'Table', 'Player', 'Score', 'Starts'],
      [1, 1, 'Ann', '', true],
      [1, 1, 'Bob', '', false],
    ]);
    expect(r?.columns).toEqual(['round', 'table', 'player', 'starts', 'opponent']);
    expect(r?.bestOf).toBeUndefined();
  });
});
