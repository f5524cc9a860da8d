import fc from 'fast-check';
import { diplomacyResults } from '../../../test/harness/tournaments';
import type { Cell } from '../shared/cells';
import { diplomacyBoards } from './boards';
import { doublerBoards } from './doublerBoards';

/** A roster of `players` whose first `doublers` play two boards (Games 2). */
const roster = (players: number, doublers: number): Cell[][] => [
  ['Player', 'Games'],
  ...Array.from({ length: players }, (_, i) => [`Player ${String(i + 1).padStart(6, '0')}`, i < doublers ? 2 : 1]),
];

/** Each doubler's two boards, sorted, and how many doublers each board holds. */
function doublersOf(rows: Cell[][], doublers: number, boards: number) {
  const isDoubler = (p: Cell) => Number(String(p).slice(-6)) <= doublers;
  const boardsOf = new Map<Cell, number[]>();
  const perBoard = Array<number>(boards).fill(0);
  for (const [, board, , player] of rows)
    if (isDoubler(player)) {
      boardsOf.set(
        player,
        [...(boardsOf.get(player) ?? []), board as number].sort((a, b) => a - b),
      );
      perBoard[(board as number) - 1]++;
    }
  return { pairs: [...boardsOf.values()].map((b) => b.join('+')), perBoard };
}

/** SPEC §12.14's bound, ⌈doublers ÷ boards⌉ + 1, and the even spread 2·doublers seats over the boards can always keep. */
const bounds = (doublers: number, boards: number) => ({
  spec: Math.ceil(doublers / boards) + 1,
  even: Math.ceil((2 * doublers) / boards),
});

function expectSpread(rows: Cell[][], doublers: number, boards: number) {
  const { pairs, perBoard } = doublersOf(rows, doublers, boards);
  expect(pairs).toHaveLength(doublers);
  for (const p of pairs) expect(new Set(p.split('+')).size).toBe(2); // two different boards
  // no two doublers on the same two boards while there are pairs of boards enough
  if (doublers <= (boards * (boards - 1)) / 2) expect(new Set(pairs).size).toBe(doublers);
  const { spec, even } = bounds(doublers, boards);
  expect(Math.max(...perBoard)).toBeLessThanOrEqual(even);
  if (even <= spec) expect(Math.max(...perBoard)).toBeLessThanOrEqual(spec);
}

describe('doublerBoards: the pairs of boards, placed before the search', () => {
  it('for every count of boards up to 12 and of doublers up to every pair of boards: even, and no pair twice', () => {
    for (let boards = 2; boards <= 12; boards++)
      for (let doublers = 1; doublers <= (boards * (boards - 1)) / 2 + 2; doublers++) {
        const placed = doublerBoards({
          doublers: Array.from({ length: doublers }, (_, i) => i),
          boards,
          fixed: () => undefined,
          taken: Array(boards).fill(0),
          clash: () => 0,
        });
        const perBoard = Array<number>(boards).fill(0);
        const pairs = new Set<string>();
        for (const [a, b] of placed.values()) {
          expect(a).not.toBe(b);
          perBoard[a]++;
          perBoard[b]++;
          pairs.add([a, b].sort((x, y) => x - y).join('+'));
        }
        expect(placed.size).toBe(doublers);
        expect(Math.max(...perBoard) - Math.min(...perBoard)).toBeLessThanOrEqual(1);
        expect(pairs.size).toBe(Math.min(doublers, (boards * (boards - 1)) / 2));
      }
  });
});

describe('DIP_BOARDS spreads the doublers over the boards (SPEC §12.14, docs/diplomacy.md)', () => {
  it.each([
    [1, [] as Cell[][]],
    [3, diplomacyResults(44, 2) as Cell[][]],
  ])(
    '44 players with 5 doublers, round %i: no board with three of them, no two on the same two boards, whatever the seed',
    (round, results) => {
      for (let seed = 0; seed < 16; seed++) expectSpread(diplomacyBoards('DIP_BOARDS', results, round, roster(44, 5), seed).rows, 5, 7);
    },
  );

  it('a doubler with a fixed board keeps it as one of its two', () => {
    const fixed = [
      ['Player', 'Games', 'Fixed board'],
      ...roster(44, 5)
        .slice(1)
        .map((r, i) => [...r, i === 0 || i === 1 ? 4 : '']),
    ];
    const s = diplomacyBoards('DIP_BOARDS', [], 1, fixed, 3);
    for (const p of ['Player 000001', 'Player 000002']) expect(s.rows.filter((r) => r[3] === p).map((r) => r[1])).toContain(4);
    expectSpread(s.rows, 5, 7);
  });

  it('over fields of 2–16 boards and 1 to twice as many doublers as boards, in round 1 and after earlier rounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }).chain((boards) => fc.tuple(fc.constant(boards), fc.integer({ min: 1, max: 2 * boards }))),
        fc.integer(),
        fc.boolean(),
        ([boards, doublers], seed, later) => {
          const players = 7 * boards - doublers;
          const results = (later ? diplomacyResults(players, 2) : []) as Cell[][];
          const s = diplomacyBoards('DIP_BOARDS', results, later ? 3 : 1, roster(players, doublers), seed);
          expectSpread(s.rows, doublers, boards);
        },
      ),
      { numRuns: 40 },
    );
  });
});
