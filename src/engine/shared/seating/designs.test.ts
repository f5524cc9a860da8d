import { tablesOf4Design } from './designs';

// docs/seating.md, Known optima: every design Podium constructs is a schedule in which nobody meets anyone twice.
describe('resolvable designs of tables of 4', () => {
  it.each([
    [16, 5],
    [20, 5],
    [28, 9],
    [32, 10],
    [40, 13],
    [52, 17],
    [64, 21],
    [76, 25],
    [88, 29],
  ])('%i players: %i rounds, each round every player once at a table of 4, every pair at most once', (n, rounds) => {
    const design = tablesOf4Design(n);
    expect(design).toHaveLength(rounds);
    const met = new Set<number>();
    for (const round of design ?? []) {
      expect(round).toHaveLength(n / 4);
      expect(round.flat().sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
      for (const table of round) {
        expect(table).toHaveLength(4);
        for (let i = 0; i < 4; i++)
          for (let j = i + 1; j < 4; j++) {
            const pair = Math.min(table[i], table[j]) * n + Math.max(table[i], table[j]);
            expect(met.has(pair)).toBe(false);
            met.add(pair);
          }
      }
    }
    // the resolvable designs on n ≡ 4 (mod 12) and 64 meet every pair exactly once; 32 players all pairs but 16, each
    // player missing one other (a 4-GDD of type 2^16)
    if (n === 32) expect(met.size).toBe((n * (n - 1)) / 2 - n / 2);
    else if (n !== 20) expect(met.size).toBe((n * (n - 1)) / 2);
  });
  it('no design for fields that have none here', () => {
    for (const n of [12, 24, 36, 44, 48, 100]) expect(tablesOf4Design(n)).toBeUndefined();
  });
});
