import fc from 'fast-check';
import { rotaBoards } from './rota';

const turnsOf = (boards: number) => Array.from({ length: 7 * boards }, (_, p) => p % 7);
const cost = (seated: number[][], pair: (a: number, b: number) => number) =>
  seated.reduce((sum, m) => sum + m.reduce((s, p, i) => s + m.slice(i + 1).reduce((t, q) => t + pair(p, q), 0), 0), 0);

describe('rotaBoards', () => {
  it('puts one player of each turn at every board, and keeps apart the pairs that met when it can (the example)', () => {
    const met = (a: number, b: number) => (a + b === 1 || a + b === 15 ? 1 : 0);
    const seated = rotaBoards(turnsOf(2), 2, met) as number[][];
    expect(seated.map((m) => m.map((p) => p % 7).sort())).toEqual([
      [0, 1, 2, 3, 4, 5, 6],
      [0, 1, 2, 3, 4, 5, 6],
    ]);
    expect(cost(seated, met)).toBe(0);
    expect(seated.find((m) => m.includes(0))).toContain(8);
  });

  it('gives up (undefined) when a player has no turn or the turns do not fill every board once', () => {
    expect(rotaBoards([...turnsOf(1).slice(0, 6), undefined], 1, () => 0)).toBeUndefined();
    // three players of turn 0 and one of turn 1 for two boards
    expect(rotaBoards([0, 0, 0, 1, 2, 3, 4, 5, 6, 2, 3, 4, 5, 6], 2, () => 0)).toBeUndefined();
  });

  it('beyond 100 boards fills each turn greedily, still one of each turn a board, and keeps a met pair apart', () => {
    const boards = 101;
    const met = (a: number, b: number) => (Math.min(a, b) === 0 && Math.max(a, b) === 1 ? 1 : 0);
    const seated = rotaBoards(turnsOf(boards), boards, met) as number[][];
    expect(seated.flat()).toHaveLength(7 * boards);
    for (const m of seated) expect(new Set(m.map((p) => p % 7)).size).toBe(7);
    expect(cost(seated, met)).toBe(0);
  });

  it('seats everybody once, one of each turn a board, whatever the costs (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 1000 }), (boards, salt) => {
        const pair = (a: number, b: number) => ((a * 31 + b * 17 + salt) % 5 === 0 ? 1 : 0);
        const seated = rotaBoards(turnsOf(boards), boards, (a, b) => pair(Math.min(a, b), Math.max(a, b))) as number[][];
        expect(seated).toHaveLength(boards);
        expect(seated.flat().sort((a, b) => a - b)).toEqual(turnsOf(boards).map((_, p) => p));
        for (const m of seated) expect(new Set(m.map((p) => p % 7)).size).toBe(7);
      }),
    );
  });
});
